import { z } from 'zod';
import { dayField } from '../calendar-fields';
import { MESSAGE_KEYS, requiredText } from '../validation';
import { agencyFields, agencySchema } from './admin';
import { endpoint, returns } from '../endpoint';

/** The agency area's own agency (GET /api/agency/me): null until the dispatcher creates it. */
export const myAgencyResponseSchema = z.object({ agency: agencySchema.nullable() });

/** The permit as the agency enters it: every part required, the date as YYYY-MM-DD. */
export const permitBodySchema = z.object({
  permitNumber: requiredText(MESSAGE_KEYS.required, 60),
  permitAuthority: requiredText(MESSAGE_KEYS.required, 200),
  permitValidUntil: dayField(),
});
export type PermitBody = z.input<typeof permitBodySchema>;

/** Onboarding of an agency by its first dispatcher: the fields of spec 000 and the permit. */
export const createMyAgencyBodySchema = permitBodySchema.extend({
  name: agencyFields.name,
  address: agencyFields.address,
  postcode: agencyFields.postcode,
  city: agencyFields.city.optional(),
  country: agencyFields.country,
  url: agencyFields.url,
});
export type CreateMyAgencyBody = z.input<typeof createMyAgencyBodySchema>;

export { billingDetailsBodySchema, type BillingDetailsBody } from '../tax-and-bank';

/** An agency's own profile: onboarding, the AÜG permit and its invoicing details. */
export const myAgencyEndpoints = {
  one: endpoint('GET', '/agency/me', returns<typeof myAgencyResponseSchema>()),
  create: endpoint('POST', '/agency', returns<typeof agencySchema>()),
  updatePermit: endpoint('PUT', '/agency/me/permit', returns<typeof agencySchema>()),
  /** The tax number or VAT id and the account its invoices name; required before it is invoiced for. */
  updateBilling: endpoint('PUT', '/agency/me/billing', returns<typeof agencySchema>()),
};
