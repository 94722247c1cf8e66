import { z } from 'zod';
import { MESSAGE_KEYS, PASSWORD_MAX_LENGTH } from '../validation';
import { endpoint } from '../endpoint';

/** DELETE /api/me: the account's password, typed again (GDPR Art. 17). */
export const deleteAccountBodySchema = z.object({
  password: z
    .string({ error: MESSAGE_KEYS.password })
    .min(1, { error: MESSAGE_KEYS.password })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGE_KEYS.password }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** Records the law makes us keep after a deletion: invoices (HGB §257, AO §147). */
export const KEPT_RECORD_KINDS = ['invoices'] as const;
export type KeptRecordKind = (typeof KEPT_RECORD_KINDS)[number];

export const deleteAccountResponseSchema = z.object({
  message: z.string(),
  kept: z.array(
    z.object({
      kind: z.enum(KEPT_RECORD_KINDS),
      count: z.number().int(),
      /** The last day they are kept (YYYY-MM-DD): 10 years after the end of the latest one's year. */
      until: z.string(),
      /** What and why, in the caller's language. */
      description: z.string(),
    }),
  ),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The signed-in person's own data (GDPR Art. 15, 17, 20). */
export const privacyEndpoints = {
  /** A ZIP with export.json (machine-readable) and summary.html (in the person's language). */
  export: endpoint('GET', '/me/export', {
    response: z.any().describe('application/zip'),
    errors: [401, 429],
  }),
  deleteAccount: endpoint('DELETE', '/me', {
    body: deleteAccountBodySchema,
    response: deleteAccountResponseSchema,
    errors: [400, 401, 409, 429],
  }),
};
