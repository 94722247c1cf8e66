import { z } from 'zod';
import { roleSchema } from '../roles';
import { languageSchema } from '../languages';
import {
  MESSAGE_KEYS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailSchema,
  requiredText,
} from '../validation';
import { endpoint, returns } from '../endpoint';
import type { Role } from '../roles';

export const newPasswordSchema = z
  .string({ error: MESSAGE_KEYS.password })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGE_KEYS.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGE_KEYS.password });

/** POST /api/auth/registration (spec 001 section 3, Registration). */
export const registrationBodySchema = z.object({
  email: emailSchema,
  firstName: requiredText(MESSAGE_KEYS.firstName, 100),
  lastName: requiredText(MESSAGE_KEYS.lastName, 100),
  institution: requiredText(MESSAGE_KEYS.institution),
  position: requiredText(MESSAGE_KEYS.position),
  phoneNumber: z
    .string({ error: MESSAGE_KEYS.phoneNumber })
    .trim()
    .max(40, { error: MESSAGE_KEYS.phoneNumber })
    .regex(/^[+()\d\s/-]*$/, { error: MESSAGE_KEYS.phoneNumber })
    .optional()
    .or(z.literal('')),
  password: newPasswordSchema,
  acceptTC: z.literal(true, { error: MESSAGE_KEYS.acceptTC }),
  /** Free text on purpose: the server maps it (roleForSelfSignUp), never trusts it. */
  role: z.string().max(40).optional(),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** POST /api/auth/login (role is accepted for compatibility and ignored). */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGE_KEYS.password })
    .min(1, { error: MESSAGE_KEYS.password })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGE_KEYS.password }),
  role: z.string().max(40).optional(),
  /** The known-device token this browser got at its last sign-in (decision 017). */
  deviceToken: z.string().max(1000).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Lifetime of the token in seconds. */
  expiresIn: z.number().int().positive(),
  /** A known-device token for this browser to keep and send with its next sign-in. */
  deviceToken: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/reset-password: either the e-mailed token or the current password. */
export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  newPassword: newPasswordSchema,
  newPasswordToken: z.string().max(200).optional().or(z.literal('')),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional().or(z.literal('')),
  /** With the current password: also replace the private calendar feed link (a reset by e-mail always does). */
  renewCalendarFeed: z.boolean().optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/auth/sign-in-link: mail a one-time sign-in link; the same answer for every address. */
export const signInLinkBodySchema = z.object({ email: emailSchema });

/** POST /api/auth/sign-in-link/session: the e-mailed link's token, exchanged for a session. */
export const signInLinkSessionBodySchema = z.object({ token: z.string().min(1).max(200) });

export const emailParamsSchema = z.object({ email: z.string().max(254) });
export const tokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/user/me. */
export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  institution: z.string().nullable(),
  position: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  contact: z.string().nullable(),
  role: roleSchema,
  language: languageSchema,
  emailConfirmed: z.boolean(),
});
export type Me = z.infer<typeof meResponseSchema>;

/** Accounts (spec 001 section 7): the misspelt forgot-passwor path is the published contract. */
export const authEndpoints = {
  register: endpoint('POST', '/auth/registration', returns<typeof messageResponseSchema>()),
  confirmEmail: endpoint('GET', '/auth/confirm-email/:token'),
  resendVerification: endpoint(
    'GET',
    '/auth/resend-verification/:email',
    returns<typeof messageResponseSchema>(),
  ),
  forgotPasswordLegacy: endpoint(
    'GET',
    '/auth/forgot-passwor/:email',
    returns<typeof messageResponseSchema>(),
  ),
  forgotPassword: endpoint(
    'GET',
    '/auth/forgot-password/:email',
    returns<typeof messageResponseSchema>(),
  ),
  resetPassword: endpoint('POST', '/auth/reset-password', returns<typeof messageResponseSchema>()),
  login: endpoint('POST', '/auth/login', returns<typeof loginResponseSchema>()),
  logout: endpoint('POST', '/auth/logout', returns<null>()),
  logoutEverywhere: endpoint('POST', '/auth/logout-everywhere', returns<null>()),
  signInLink: endpoint('POST', '/auth/sign-in-link', returns<typeof messageResponseSchema>()),
  signInLinkSession: endpoint(
    'POST',
    '/auth/sign-in-link/session',
    returns<typeof loginResponseSchema>(),
  ),
};

/** Invitations: what a link offers, and accepting it with a password. */
export const invitationEndpoints = {
  one: endpoint(
    'GET',
    '/invitations/:token',
    returns<{
      email: string;
      role: Role;
      membership: string;
      target: string | null;
      accountExists: boolean;
    }>(),
  ),
  accept: endpoint(
    'POST',
    '/invitations/accept',
    returns<{ accountExisted: boolean; session?: LoginResponse }>(),
  ),
};
