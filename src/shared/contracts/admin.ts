import { recordEndpoints } from './admin-records';
import {
  AGENCY_SORT_FIELDS,
  DEPARTMENT_SORT_FIELDS,
  MEMBER_SORT_FIELDS,
  ORGANISATION_SORT_FIELDS,
  departmentSchema,
  organisationPictureSchema,
  createAgencyBodySchema,
  createOrganisationBodySchema,
  idParamsSchema,
  agencyKindParamsSchema,
  idsBodySchema,
  inviteBodySchema,
  AUDITED_ENTITIES,
  fieldChangesBodySchema,
  orgParamsSchema,
  createDepartmentBodySchema,
  departmentParamsSchema,
  departmentKindParamsSchema,
  organisationUserParamsSchema,
  addOrganisationPicturesBodySchema,
  organisationPictureParamsSchema,
  deletedResponseSchema,
} from './admin-fields';
import { listQuerySchema, pageSchema } from './lists';
import { z } from 'zod';
import { roleSchema } from '../roles';
import { AGENCY_VETTING_STATES } from '../request-states';
import { endpoint } from '../endpoint';

export * from './admin-fields';

/** What agencies and organisations share: the institution's address card and logo. */
const institutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  url: z.string(),
  logoFileId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  vatId: z.string().nullable(),
  taxNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const agencySchema = institutionSchema.extend({
  permitNumber: z.string().nullable(),
  permitAuthority: z.string().nullable(),
  /** YYYY-MM-DD; the permit is valid until the end of that day. */
  permitValidUntil: z.string().nullable(),
  /** The account its invoices name for payment (EN 16931 BG-17). */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  accountHolder: z.string().nullable(),
  vettingState: z.enum(AGENCY_VETTING_STATES),
  vettingNote: z.string().nullable(),
  vettedAt: z.string().nullable(),
});
export type Agency = z.infer<typeof agencySchema>;

export const organisationSchema = institutionSchema.extend({
  /** IANA zone of the organisation's clock. */
  timeZone: z.string(),
  /** The administrator who added it (spec 000: creatorId). */
  creatorId: z.string().nullable(),
  /** Active departments and active organisation users. */
  departmentCount: z.number().int(),
  userCount: z.number().int(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/**
 * An invitation sent to a new address ('invited'), or to an existing account a request for
 * consent ('pending': nobody joins without saying yes; the spec's 'added' now only means "already a member").
 */
export const inviteResponseSchema = z.object({ status: z.enum(['invited', 'pending', 'added']) });

export const memberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contact: z.string().nullable(),
  role: roleSchema,
  emailConfirmed: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const educationSchema = z.object({
  university: z.string(),
  startdate: z.string().nullable(),
  enddate: z.string().nullable(),
  qualLevel: z.string().nullable(),
});

export const pastJobSchema = z.object({
  title: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  location: z
    .object({
      name: z.string().optional(),
      address: z.string().optional(),
      postcode: z.string().optional(),
      country: z.string().optional(),
      city: z.string().optional(),
      url: z.string().optional(),
      logo: z.string().optional(),
      contact: z.string().optional(),
    })
    .nullable(),
});

/** A person user with every section of spec 000 (person detail, agency customer profile). */
export const personSchema = memberSchema.extend({
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  qualification: z.object({
    level: z.object({ type: z.string().nullable() }),
    additionalInfo: z.object({ type: z.string().nullable() }),
  }),
  skills: z.array(z.string()),
  preferences: z.object({
    distance: z.number().nullable(),
    minSalary: z.number().nullable(),
    jobType: z.array(z.string()),
  }),
  agencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      postcode: z.string(),
      country: z.string(),
      url: z.string(),
    }),
  ),
  education: z.array(educationSchema),
  jobs: z.array(pastJobSchema),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const fileUploadResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});

/** An administrator's decision on an agency (POST /api/admin/agencies/:id/vetting). */
export const vettingBodySchema = z
  .object({
    decision: z.enum(['vetted', 'rejected']),
    note: z.string().trim().max(1000).default(''),
  })
  .refine((body) => body.decision === 'vetted' || body.note.length > 0, {
    error: 'Vetting_reason_required',
    path: ['note'],
  });
export type VettingBody = z.input<typeof vettingBodySchema>;

/** The back office's agencies (spec 001 section 7, /api/admin/agencies). */
export const agencyEndpoints = {
  ...recordEndpoints('/admin/agencies', {
    sort: AGENCY_SORT_FIELDS,
    sortDefault: 'name',
    createBody: createAgencyBodySchema,
    item: agencySchema,
  }),
  vet: endpoint('POST', '/admin/agencies/:id/vetting', {
    params: idParamsSchema,
    body: vettingBodySchema,
    response: agencySchema,
    errors: [400, 401, 403, 404],
  }),
  members: endpoint('GET', '/admin/agencies/:id/:kind', {
    params: agencyKindParamsSchema,
    query: listQuerySchema(MEMBER_SORT_FIELDS, 'lastName'),
    response: pageSchema(memberSchema),
    errors: [400, 401, 403, 404],
  }),
  removeMembers: endpoint('DELETE', '/admin/agencies/:id/:kind', {
    params: agencyKindParamsSchema,
    body: idsBodySchema,
    response: deletedResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  inviteMember: endpoint('POST', '/admin/agencies/:id/:kind/invite', {
    params: agencyKindParamsSchema,
    body: inviteBodySchema,
    response: inviteResponseSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  member: endpoint('GET', '/admin/agencies/:id/:kind/:userId', {
    params: agencyKindParamsSchema.extend({ userId: z.uuid() }),
    response: personSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** The back office's organisations, their users and pictures. */
export const organisationEndpoints = {
  ...recordEndpoints('/admin/organisations', {
    sort: ORGANISATION_SORT_FIELDS,
    sortDefault: 'name',
    createBody: createOrganisationBodySchema,
    item: organisationSchema,
  }),
  users: endpoint('GET', '/admin/organisations/:id/users', {
    params: idParamsSchema,
    query: listQuerySchema(MEMBER_SORT_FIELDS, 'lastName'),
    response: pageSchema(memberSchema),
    errors: [400, 401, 403, 404],
  }),
  removeUsers: endpoint('DELETE', '/admin/organisations/:id/users', {
    params: idParamsSchema,
    body: idsBodySchema,
    response: deletedResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  inviteUser: endpoint('POST', '/admin/organisations/:id/users/invite', {
    params: idParamsSchema,
    body: inviteBodySchema,
    response: inviteResponseSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  user: endpoint('GET', '/admin/organisations/:id/users/:userId', {
    params: organisationUserParamsSchema,
    response: personSchema,
    errors: [400, 401, 403, 404],
  }),
  pictures: endpoint('GET', '/admin/organisations/:id/pictures', {
    params: idParamsSchema,
    response: z.array(organisationPictureSchema),
    errors: [400, 401, 403, 404],
  }),
  addPicture: endpoint('POST', '/admin/organisations/:id/pictures', {
    params: idParamsSchema,
    body: addOrganisationPicturesBodySchema,
    response: z.array(organisationPictureSchema),
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  removePictures: endpoint('DELETE', '/admin/organisations/:id/pictures', {
    params: idParamsSchema,
    body: idsBodySchema,
    response: deletedResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  picture: endpoint('GET', '/admin/organisations/:id/pictures/:picId', {
    params: organisationPictureParamsSchema,
    response: organisationPictureSchema,
    errors: [400, 401, 403, 404],
  }),
  updatePicture: endpoint('PATCH', '/admin/organisations/:id/pictures/:picId', {
    params: organisationPictureParamsSchema,
    body: fieldChangesBodySchema,
    response: organisationPictureSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** The back office's departments of an organisation and their members. */
export const departmentEndpoints = {
  list: endpoint('GET', '/admin/organisations/:orgId/departments', {
    params: orgParamsSchema,
    query: listQuerySchema(DEPARTMENT_SORT_FIELDS, 'name'),
    response: pageSchema(departmentSchema),
    errors: [400, 401, 403, 404],
  }),
  create: endpoint('POST', '/admin/organisations/:orgId/departments', {
    params: orgParamsSchema,
    body: createDepartmentBodySchema,
    response: departmentSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint('DELETE', '/admin/organisations/:orgId/departments', {
    params: orgParamsSchema,
    body: idsBodySchema,
    response: deletedResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  one: endpoint('GET', '/admin/organisations/:orgId/departments/:depId', {
    params: departmentParamsSchema,
    response: departmentSchema,
    errors: [400, 401, 403, 404],
  }),
  update: endpoint('PATCH', '/admin/organisations/:orgId/departments/:depId', {
    params: departmentParamsSchema,
    body: fieldChangesBodySchema,
    response: departmentSchema,
    errors: [400, 401, 403, 404],
  }),
  members: endpoint('GET', '/admin/organisations/:orgId/departments/:depId/:kind', {
    params: departmentKindParamsSchema,
    query: listQuerySchema(MEMBER_SORT_FIELDS, 'lastName'),
    response: pageSchema(memberSchema),
    errors: [400, 401, 403, 404],
  }),
  removeMembers: endpoint('DELETE', '/admin/organisations/:orgId/departments/:depId/:kind', {
    params: departmentKindParamsSchema,
    body: idsBodySchema,
    response: deletedResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  inviteMember: endpoint('POST', '/admin/organisations/:orgId/departments/:depId/:kind/invite', {
    params: departmentKindParamsSchema,
    body: inviteBodySchema,
    response: inviteResponseSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  member: endpoint('GET', '/admin/organisations/:orgId/departments/:depId/:kind/:userId', {
    params: departmentKindParamsSchema.extend({ userId: z.uuid() }),
    response: personSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** The back office's persons (every account). */
export const personEndpoints = {
  list: endpoint('GET', '/admin/persons', {
    query: listQuerySchema([...MEMBER_SORT_FIELDS, 'createdAt'], 'lastName').extend({
      role: roleSchema,
    }),
    response: pageSchema(memberSchema),
    errors: [400, 401, 403],
  }),
  remove: endpoint('DELETE', '/admin/persons', {
    body: idsBodySchema,
    response: deletedResponseSchema,
    errors: [400, 401, 403],
  }),
  invite: endpoint('POST', '/admin/persons/invite', {
    body: inviteBodySchema.extend({ role: roleSchema }),
    response: inviteResponseSchema,
    status: 201,
    errors: [400, 401, 403, 409],
  }),
  one: endpoint('GET', '/admin/persons/:id', {
    params: idParamsSchema,
    response: personSchema,
    errors: [400, 401, 403, 404],
  }),
  update: endpoint('PATCH', '/admin/persons/:id', {
    params: idParamsSchema,
    body: fieldChangesBodySchema,
    response: personSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  resendVerification: endpoint('POST', '/admin/persons/:id/resend-verification', {
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    errors: [400, 401, 403, 404],
  }),
};

/** The change history of one back-office entity. */
export const auditEndpoints = {
  history: endpoint('GET', '/admin/audit/:entityType/:entityId', {
    params: z.object({ entityType: z.enum(AUDITED_ENTITIES), entityId: z.uuid() }),
    response: z.array(auditEntrySchema),
    errors: [400, 401, 403],
  }),
};

/** Uploaded files (pictures, logos, permits), stored by content hash. */
export const fileEndpoints = {
  upload: endpoint('POST', '/files', {
    query: z.object({ purpose: z.enum(['image', 'document']) }),
    response: fileUploadResponseSchema,
    status: 201,
    errors: [400, 401, 413],
  }),
  one: endpoint('GET', '/files/:id', { params: z.object({ id: z.uuid() }) }),
};
