import { z } from 'zod';
import { FEDERAL_STATES, federalStateSchema, surchargeRulesSchema } from '../surcharges';
import {
  MESSAGE_KEYS,
  checkPostcode,
  countryCodeSchema,
  optionalText,
  requiredText,
  urlSchema,
} from '../validation';

/** Organisations as the organisation area sees them (GET/POST /api/organisation). */

export const orgDepartmentSchema = z.object({ _id: z.uuid(), name: z.string() });

export const myOrganisationSchema = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  url: z.string(),
  /** The IANA zone the request form reads typed times on. */
  timeZone: z.string(),
  /** What an hour of its own staff costs it, in cents (the reports' internal cost); null when not set. */
  internalHourlyCostCents: z.number().int().nullable(),
  /** Hours confirmed times may lie before the booked start or after the booked end. */
  timesheetToleranceHours: z.number().int(),
  /** Its federal state, whose public holidays the surcharges follow; null: not chosen yet. */
  federalState: z.enum(FEDERAL_STATES).nullable(),
  /** Its surcharges by time of work; null: it bills none. */
  surchargeRules: surchargeRulesSchema.nullable(),
  /** 'admin': acts on every department (ORG_ADMIN, ADMIN); 'department': only those listed. */
  access: z.enum(['admin', 'department']),
  departments: z.array(orgDepartmentSchema),
});
export type MyOrganisation = z.infer<typeof myOrganisationSchema>;
export const myOrganisationsResponseSchema = z.object({ items: z.array(myOrganisationSchema) });

export const createMyOrganisationBodySchema = z
  .object({
    name: requiredText(MESSAGE_KEYS.required, 200),
    address: requiredText(MESSAGE_KEYS.required, 300),
    postcode: requiredText(MESSAGE_KEYS.required, 20),
    city: optionalText(120).optional(),
    country: countryCodeSchema,
    url: z.union([z.literal(''), urlSchema]).default(''),
    /** Its federal state (German organisations), whose public holidays the surcharges follow. */
    federalState: federalStateSchema.optional(),
    departments: z
      .array(z.object({ name: requiredText(MESSAGE_KEYS.required, 120) }))
      .min(1, { error: 'Departments_are_required' })
      .max(50),
  })
  .superRefine(checkPostcode);
export type CreateMyOrganisationBody = z.input<typeof createMyOrganisationBodySchema>;
