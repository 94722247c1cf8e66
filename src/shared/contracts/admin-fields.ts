import { z } from 'zod';
import { dayField } from '../calendar-fields';
import {
  MESSAGE_KEYS,
  checkPostcode,
  countryCodeSchema,
  emailSchema,
  optionalText,
  requiredText,
  timeZoneSchema,
  urlSchema,
} from '../validation';
import { euroAmount, wholeNumber } from '../numbers';
import { taxAndBankFields } from '../tax-and-bank';

/**
 * What the back office accepts: the editable fields of each entity with their rules, and the
 * bodies that create one. The answers and endpoints are in admin.ts, which re-exports these.
 */

/** Edit in place (spec 000 section 4): only the changed fields, as field and value pairs. */
export const fieldChangesBodySchema = z.object({
  changes: z
    .array(z.object({ field: z.string().min(1).max(60), value: z.unknown() }))
    .min(1)
    .max(30),
});
export type FieldChanges = z.infer<typeof fieldChangesBodySchema>['changes'];

export const idsBodySchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export const idParamsSchema = z.object({ id: z.uuid() });

/** Path parameters of the admin area's nested records. */
export const agencyKindParamsSchema = idParamsSchema.extend({
  kind: z.enum(['users', 'customers']),
});
export const organisationUserParamsSchema = idParamsSchema.extend({ userId: z.uuid() });
export const organisationPictureParamsSchema = idParamsSchema.extend({ picId: z.uuid() });
export const orgParamsSchema = z.object({ orgId: z.uuid() });
export const departmentParamsSchema = orgParamsSchema.extend({ depId: z.uuid() });
export const departmentKindParamsSchema = departmentParamsSchema.extend({
  kind: z.enum(['users', 'customers']),
});

/** The records whose changes the audit trail keeps. */
export const AUDITED_ENTITIES = [
  'agency',
  'organisation',
  'department',
  'user',
  'picture',
] as const;
export const inviteBodySchema = z.object({ email: emailSchema });

export const deletedResponseSchema = z.object({
  deleted: z.number().int(),
  archived: z.number().int(),
});

/** The editable fields of each entity, each with its rule. The server accepts no others. */
const institutionFields = {
  name: requiredText(MESSAGE_KEYS.required, 200),
  address: requiredText(MESSAGE_KEYS.required, 300),
  postcode: requiredText(MESSAGE_KEYS.required, 20),
  city: optionalText(120),
  country: countryCodeSchema,
  url: urlSchema,
  logoFileId: z.uuid().nullable(),
  /** USt-IdNr. (DE and nine digits for Germany) and Steuernummer: invoices print them. */
  vatId: taxAndBankFields.vatId,
  taxNumber: taxAndBankFields.taxNumber,
} as const;

/** The staff-leasing permit under the AÜG that an agency shows before it is vetted. */
export const permitFields = {
  permitNumber: optionalText(60),
  permitAuthority: optionalText(200),
  permitValidUntil: dayField().nullable(),
} as const;

/** The account an agency's invoices ask to be paid into. */
export const bankFields = {
  iban: taxAndBankFields.iban,
  bic: taxAndBankFields.bic,
  accountHolder: taxAndBankFields.accountHolder,
} as const;

export const agencyFields = { ...institutionFields, ...permitFields, ...bankFields } as const;

export const organisationFields = {
  ...institutionFields,
  city: requiredText(MESSAGE_KEYS.required, 120),
  /** The IANA zone its shifts are shown and typed in; changed by a platform admin. */
  timeZone: timeZoneSchema,
} as const;

export const departmentFields = {
  name: requiredText(MESSAGE_KEYS.required, 200),
  defaultSkills: z
    .array(z.string().trim().min(1).max(100))
    .min(1, { error: MESSAGE_KEYS.required })
    .max(50),
} as const;

export const personFields = {
  email: emailSchema,
  firstName: requiredText(MESSAGE_KEYS.firstName, 100),
  lastName: requiredText(MESSAGE_KEYS.lastName, 100),
  contact: optionalText(200),
  address: optionalText(300),
  postcode: optionalText(20),
  city: optionalText(120),
  'qualification.level.type': optionalText(200),
  'qualification.additionalInfo.type': optionalText(200),
  skills: z.array(z.string().trim().min(1).max(100)).max(100),
  'preferences.distance': wholeNumber(
    MESSAGE_KEYS.number,
    { min: 0, max: 10_000 },
    'Kilometres',
  ).nullable(),
  'preferences.minSalary': euroAmount(MESSAGE_KEYS.number, { min: 0, max: 1_000_000 }).nullable(),
  'preferences.jobType': z.array(z.string().trim().min(1).max(100)).max(20),
} as const;

/** Member users (agency, organisation and department users and customers) edit these only. */
export const memberFields = {
  email: personFields.email,
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  contact: personFields.contact,
} as const;

export const createAgencyBodySchema = z
  .object({
    agencyName: agencyFields.name,
    address: agencyFields.address,
    postcode: agencyFields.postcode,
    city: agencyFields.city.optional(),
    country: agencyFields.country,
    url: agencyFields.url,
    /** From POST /api/files; spec 000 requires a logo on creation. */
    logoFileId: z.uuid({ error: 'Logo_is_required' }),
  })
  .superRefine(checkPostcode);

/** Spec 000 section 9: an organisation has up to 10 pictures. */
export const MAX_ORGANISATION_PICTURES = 10;

/** The editable fields of an organisation picture. */
export const organisationPictureFields = {
  description: z.string().trim().max(500),
  /** From POST /api/files?purpose=image; null blanks the picture (spec 000: Delete blanks it). */
  fileId: z.uuid().nullable(),
} as const;

/** A picture as sent on creation of an organisation or when adding pictures. */
export const organisationPictureInputSchema = z.object({
  fileId: z.uuid(),
  description: organisationPictureFields.description.default(''),
});

export const addOrganisationPicturesBodySchema = z.object({
  pictures: z.array(organisationPictureInputSchema).min(1).max(MAX_ORGANISATION_PICTURES),
});

export const createOrganisationBodySchema = z
  .object({
    name: organisationFields.name,
    address: organisationFields.address,
    postcode: organisationFields.postcode,
    city: organisationFields.city,
    country: organisationFields.country,
    url: organisationFields.url,
    logoFileId: z.uuid().nullable().optional(),
    pictures: z.array(organisationPictureInputSchema).max(MAX_ORGANISATION_PICTURES).default([]),
  })
  .superRefine(checkPostcode);

export const createDepartmentBodySchema = z.object({
  departmentName: departmentFields.name,
  skills: departmentFields.defaultSkills,
});

/** Sort fields of the admin lists (the server's queries order by them, the routes validate them). */
export const AGENCY_SORT_FIELDS = ['name', 'address', 'postcode', 'country', 'createdAt'] as const;
export const ORGANISATION_SORT_FIELDS = [
  'name',
  'address',
  'postcode',
  'country',
  'createdAt',
] as const;
export const DEPARTMENT_SORT_FIELDS = ['name', 'createdAt'] as const;
export const MEMBER_SORT_FIELDS = ['email', 'firstName', 'lastName', 'contact'] as const;

export const organisationPictureSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  /** Null once the picture was blanked. */
  fileId: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string(),
  createdAt: z.string(),
});
export type OrganisationPicture = z.infer<typeof organisationPictureSchema>;

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  defaultSkills: z.array(z.string()),
  organisationId: z.string(),
  organisationName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;
