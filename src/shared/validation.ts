import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmailAddress, normaliseEmail } from './email';

export { EMAIL_MAX_LENGTH, isEmailAddress, normaliseEmail, parseEmailAddress } from './email';

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
  timeZone: 'Time_zone_is_not_valid',
  internalCost: 'Internal_cost_is_not_valid',
  controlCharacters: 'Text_has_control_characters',
  timesheetTolerance: 'Timesheet_tolerance_is_not_valid',
  noSetting: 'Setting_is_required',
  number: 'Number_is_not_valid',
  twoDecimals: 'At_most_two_decimals',
  postcode: 'Postcode_is_not_valid',
  federalState: 'Federal_state_is_not_valid',
  surchargePercent: 'Surcharge_percent_is_not_valid',
} as const;

/** The postcode forms of the countries most clinics and agencies are in; others are free text. */
const POSTCODE_PATTERNS: Record<string, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
};

/** Whether a postcode has its country's form ('10115' in Germany, never '12'). */
export function postcodeFits(country: string | null | undefined, postcode: string | null): boolean {
  const pattern = country ? POSTCODE_PATTERNS[country] : undefined;
  return !pattern || postcode === null || pattern.test(postcode.trim());
}

/** The object check of an address: the postcode has the form of the chosen country. */
export function checkPostcode(
  value: { country?: string | null; postcode?: string | null },
  context: z.RefinementCtx,
): void {
  if (typeof value.postcode === 'string' && !postcodeFits(value.country, value.postcode)) {
    context.addIssue({ code: 'custom', path: ['postcode'], message: MESSAGE_KEYS.postcode });
  }
}

/** Web addresses of agencies and organisations, with or without the scheme. */
export const URL_PATTERN =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{2,5})?(\/[^\s]*)?$/i;

export const urlSchema = z
  .string({ error: MESSAGE_KEYS.url })
  .trim()
  .max(500, { error: MESSAGE_KEYS.url })
  .regex(URL_PATTERN, { error: MESSAGE_KEYS.url });

export const countryCodeSchema = z
  .string({ error: MESSAGE_KEYS.country })
  .trim()
  .regex(/^[A-Z]{2}$/, { error: MESSAGE_KEYS.country });

/**
 * The IANA zones this runtime knows (Intl.supportedValuesOf), sorted; the organisation's clock
 * must be one of them, so every formatter on server and screen can use it.
 */
export function timeZoneNames(): readonly string[] {
  return Intl.supportedValuesOf('timeZone');
}

export const timeZoneSchema = z
  .string({ error: MESSAGE_KEYS.timeZone })
  .trim()
  .refine((name) => timeZoneNames().includes(name), { error: MESSAGE_KEYS.timeZone });

/**
 * Whether the text holds a character no name, title or address line may hold: a C0 or C1 control
 * character (tab and line breaks among them), DEL, the non-characters U+FFFE and U+FFFF, or an
 * unpaired surrogate. None can be printed, and XML 1.0 (the e-invoice) forbids most of them.
 */
export function hasControlCharacters(text: string): boolean {
  // Iterates code points: a surrogate left in the loop is one without its pair.
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0xfffe ||
      code === 0xffff ||
      (code >= 0xd800 && code <= 0xdfff)
    ) {
      return true;
    }
  }
  return false;
}

/** One line of text as people type it (names, titles, address lines): control characters are refused. */
export const singleLineText = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine((value) => !hasControlCharacters(value), { error: MESSAGE_KEYS.controlCharacters });

export const requiredText = (key: string = MESSAGE_KEYS.required, max = 200) =>
  singleLineText(z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key }));

export const optionalText = (max = 200) =>
  singleLineText(z.string().trim().max(max))
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const EMAIL_DESCRIPTION =
  'An e-mail address (RFC 5321 mailbox; long top-level and internationalised domains, in Unicode or punycode). ' +
  'Stored trimmed, lower-case, with the domain in Unicode.';

/**
 * An e-mail address field (the rule of src/shared/email.ts). Its output is the
 * stored form of the address (lower-case, the domain in Unicode), so whatever form was typed,
 * the server stores and looks up one. `requiredKey` is the message for an empty field.
 */
export function emailField(requiredKey: string = MESSAGE_KEYS.email) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: MESSAGE_KEYS.email, abort: true })
    .refine(isEmailAddress, { error: MESSAGE_KEYS.email, abort: true })
    .overwrite(normaliseEmail)
    .meta({ description: EMAIL_DESCRIPTION });
}

export const emailSchema = emailField();

/** Strength hint only, never a block (spec 001 section 5): up to 6 weak, 7 to 10 medium. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';
export function passwordStrength(password: string): PasswordStrength {
  if (password.length <= 6) return 'weak';
  if (password.length <= 10) return 'medium';
  return 'strong';
}
