import { z } from 'zod';

/**
 * The spec's e-mail rule (001 section 5): word characters with optional dot or hyphen parts,
 * an @, and a domain ending of 2 to 3 letters. The spec writes the parts as `([.-]?\w+)*`, which
 * backtracks exponentially (30 letters without an @ held the server for seconds, 254 for ever);
 * a part that must start with its separator accepts the same addresses in linear time.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.[A-Za-z]{2,3})+$/;

/** Zod messages are translation keys (the web's validation.* namespace). */
export const MESSAGE_KEYS = {
  email: 'Email_is_not_valid',
  password: 'Password_is_not_valid',
  passwordTooShort: 'Password_too_short',
  firstName: 'FirstName_is_not_valid',
  lastName: 'LastName_is_not_valid',
  institution: 'Institution_is_not_valid',
  position: 'Position_is_not_valid',
  phoneNumber: 'PhoneNumber_is_not_valid',
  acceptTC: 'AcceptTC_is_required',
  required: 'Field_is_required',
  url: 'Incorrect_url',
  country: 'Country_is_not_valid',
} as const;

/** Web addresses of agencies and organisations, with or without the scheme. */
export const URL_PATTERN = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{2,5})?(\/[^\s]*)?$/i;

export const urlSchema = z
  .string({ error: MESSAGE_KEYS.url })
  .trim()
  .max(500, { error: MESSAGE_KEYS.url })
  .regex(URL_PATTERN, { error: MESSAGE_KEYS.url });

export const countryCodeSchema = z
  .string({ error: MESSAGE_KEYS.country })
  .trim()
  .regex(/^[A-Z]{2}$/, { error: MESSAGE_KEYS.country });

export const requiredText = (key: string = MESSAGE_KEYS.required, max = 200) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key });

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: MESSAGE_KEYS.email })
  .trim()
  // abort: a text too long is not searched at all.
  .max(254, { error: MESSAGE_KEYS.email, abort: true })
  .regex(EMAIL_PATTERN, { error: MESSAGE_KEYS.email });

/** Strength hint only, never a block (spec 001 section 5): up to 6 weak, 7 to 10 medium. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';
export function passwordStrength(password: string): PasswordStrength {
  if (password.length <= 6) return 'weak';
  if (password.length <= 10) return 'medium';
  return 'strong';
}
