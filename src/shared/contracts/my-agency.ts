import { z } from 'zod';
import { dayField } from '../calendar-fields';
import { MESSAGE_KEYS, checkPostcode, requiredText } from '../validation';
import { agencyFields, agencySchema } from './admin';
import { endpoint } from '../endpoint';
import { billingDetailsBodySchema } from '../tax-and-bank';

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
export const createMyAgencyBodySchema = permitBodySchema
  .extend({
    name: agencyFields.name,
    address: agencyFields.address,
    postcode: agencyFields.postcode,
    city: agencyFields.city.optional(),
    country: agencyFields.country,
    url: agencyFields.url,
  })
  .superRefine(checkPostcode);
export type CreateMyAgencyBody = z.input<typeof createMyAgencyBodySchema>;

export { billingDetailsBodySchema, type BillingDetailsBody } from '../tax-and-bank';

/** An agency's own profile: onboarding, the AÜG permit and its invoicing details. */
export const myAgencyEndpoints = {
  one: endpoint('GET', '/agency/me', { response: myAgencyResponseSchema, errors: [401, 403] }),
  create: endpoint('POST', '/agency', {
    body: createMyAgencyBodySchema,
    response: agencySchema,
    status: 201,
    errors: [400, 401, 403, 409],
  }),
  updatePermit: endpoint('PUT', '/agency/me/permit', {
    body: permitBodySchema,
    response: agencySchema,
    errors: [400, 401, 403, 404],
  }),
  /** The tax number or VAT id and the account its invoices name; required before it is invoiced for. */
  updateBilling: endpoint('PUT', '/agency/me/billing', {
    body: billingDetailsBodySchema,
    response: agencySchema,
    errors: [400, 401, 403, 404],
  }),
};
