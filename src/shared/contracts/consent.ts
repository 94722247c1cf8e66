import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LEGAL_DOCUMENTS } from '../legal-versions';

const documentSchema = z.enum(LEGAL_DOCUMENTS);

const versionEntrySchema = z.object({
  document: documentSchema,
  version: z.string(),
  /** When this version takes (or took) effect. */
  effectiveAt: z.string(),
});

/** GET /api/user/consent: what the signed-in person must accept now, and what is announced. */
export const consentStatusSchema = z.object({
  /** Versions in effect the person has not accepted: the web asks for them before anything else. */
  required: z.array(versionEntrySchema),
  /** Versions announced but not yet in effect (the notice period): shown as a notice. */
  announced: z.array(versionEntrySchema),
  /** What the person accepted, and when. */
  accepted: z.array(
    z.object({ document: documentSchema, version: z.string(), acceptedAt: z.string() }),
  ),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/** POST /api/user/consent: the versions accepted (each in effect or announced). */
export const acceptConsentBodySchema = z
  .object({
    terms: z.string().min(1).max(40).optional(),
    privacy: z.string().min(1).max(40).optional(),
  })
  .refine((body) => body.terms !== undefined || body.privacy !== undefined, {
    message: 'Consent_version_missing',
  });
export type AcceptConsentBody = z.infer<typeof acceptConsentBodySchema>;

export const consentEndpoints = {
  status: endpoint('GET', '/user/consent', { response: consentStatusSchema, errors: [401] }),
  accept: endpoint('POST', '/user/consent', {
    body: acceptConsentBodySchema,
    response: consentStatusSchema,
    errors: [400, 401],
  }),
};
