import { withSchemas } from '../endpoint';
import { userEndpoints } from './user';
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
import { endpoint } from '../endpoint';

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
  /** The known-device token this browser got at its last sign-in. */
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
  register: endpoint('POST', '/auth/registration', {
    body: registrationBodySchema,
    response: messageResponseSchema,
    status: 201,
    errors: [400, 429],
  }),
  confirmEmail: endpoint('GET', '/auth/confirm-email/:token', {
    params: tokenParamsSchema,
    response: z.null().describe('Redirect to /{lang}/auth/email-confirmed'),
    status: 302,
  }),
  resendVerification: endpoint('GET', '/auth/resend-verification/:email', {
    params: emailParamsSchema,
    response: messageResponseSchema,
    errors: [429],
  }),
  forgotPasswordLegacy: endpoint('GET', '/auth/forgot-passwor/:email', {
    params: emailParamsSchema,
    response: messageResponseSchema,
    errors: [429],
  }),
  forgotPassword: endpoint('GET', '/auth/forgot-password/:email', {
    params: emailParamsSchema,
    response: messageResponseSchema,
    errors: [429],
  }),
  resetPassword: endpoint('POST', '/auth/reset-password', {
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
    errors: [400, 429],
  }),
  login: endpoint('POST', '/auth/login', {
    body: loginBodySchema,
    response: loginResponseSchema,
    errors: [400, 401, 403, 429],
  }),
  logout: endpoint('POST', '/auth/logout', { response: z.null(), status: 204, errors: [401] }),
  logoutEverywhere: endpoint('POST', '/auth/logout-everywhere', {
    response: z.null(),
    status: 204,
    errors: [401],
  }),
  signInLink: endpoint('POST', '/auth/sign-in-link', {
    body: signInLinkBodySchema,
    response: messageResponseSchema,
    errors: [400, 429],
  }),
  signInLinkSession: endpoint('POST', '/auth/sign-in-link/session', {
    body: signInLinkSessionBodySchema,
    response: loginResponseSchema,
    errors: [400, 429],
  }),
};

/** Invitations: what a link offers, and accepting it with a password. */
export const invitationEndpoints = {
  one: endpoint('GET', '/invitations/:token', {
    params: z.object({ token: z.string().min(1).max(200) }),
    response: z.object({
      email: z.string(),
      role: roleSchema,
      membership: z.string(),
      target: z.string().nullable(),
      accountExists: z.boolean(),
    }),
    errors: [400, 429],
  }),
  accept: endpoint('POST', '/invitations/accept', {
    body: z.object({
      token: z.string().min(1).max(200),
      firstName: requiredText(MESSAGE_KEYS.firstName, 100),
      lastName: requiredText(MESSAGE_KEYS.lastName, 100),
      password: newPasswordSchema,
      /** Required for a new account (400 acceptTC without it); an existing account only joins. */
      acceptTC: z.boolean().optional(),
    }),
    response: z.object({ accountExisted: z.boolean(), session: loginResponseSchema.optional() }),
    errors: [400, 429],
  }),
};

/** The user entries with their schemas, for the server (user.ts may not import zod). */
export const userContract = {
  me: withSchemas(userEndpoints.me, { response: meResponseSchema, errors: [401] }),
};
