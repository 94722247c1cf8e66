import { z } from 'zod';
import { languageSchema } from '../languages';
import { endpoint } from '../endpoint';

export const REFERENCE_KINDS = [
  'contract_type',
  'job_type',
  'job_shift_type',
  'position',
  'qualification',
  'field',
  'speciality',
] as const;
export const referenceKindSchema = z.enum(REFERENCE_KINDS);
export type ReferenceKind = z.infer<typeof referenceKindSchema>;

export const localisedLabelSchema = z.object({ en: z.string(), de: z.string() });
export type LocalisedLabel = z.infer<typeof localisedLabelSchema>;

/** One entry of a reference list: a stable key (the value stored elsewhere) and its labels. */
export const referenceItemSchema = z.object({
  key: z.string(),
  label: localisedLabelSchema,
  isDefault: z.boolean(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export const referenceListSchema = z.array(referenceItemSchema);

/**
 * GET /api/metainformation/job-titles: per language, an object keyed by speciality name, each with
 * the names of its fields (spec 001 section 3).
 */
export const jobTitlesResponseSchema = z.record(
  languageSchema,
  z.record(z.string(), z.object({ key: z.string(), fields: z.array(z.string()) })),
);
export type JobTitlesResponse = z.infer<typeof jobTitlesResponseSchema>;

/** GET /api/metainformation/fields: a lookup by field key with its label and qualification. */
export const metaFieldsResponseSchema = z.record(
  z.string(),
  z.object({
    label: localisedLabelSchema,
    specialities: z.array(z.string()),
    qualification: z.string().nullable(),
  }),
);
export type MetaFieldsResponse = z.infer<typeof metaFieldsResponseSchema>;

export const countrySchema = z.object({ code: z.string().length(2), name: localisedLabelSchema });
export const countriesResponseSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

/** Reference data (spec 001 section 7). */
export const referenceEndpoints = {
  contractTypes: endpoint('GET', '/contract-types', { response: referenceListSchema }),
  jobTypes: endpoint('GET', '/job-types', { response: referenceListSchema }),
  shiftTypes: endpoint('GET', '/job-shift-type', { response: referenceListSchema }),
  positions: endpoint('GET', '/position', { response: referenceListSchema }),
  qualifications: endpoint('GET', '/qualifications', { response: referenceListSchema }),
  jobTitles: endpoint('GET', '/metainformation/job-titles', { response: jobTitlesResponseSchema }),
  fields: endpoint('GET', '/metainformation/fields', { response: metaFieldsResponseSchema }),
  countries: endpoint('GET', '/countries', { response: countriesResponseSchema }),
};
