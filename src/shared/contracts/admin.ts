import { z } from 'zod';
import { roleSchema } from '../roles';
import { AGENCY_VETTING_STATES } from '../request-states';
import { endpoint, returns } from '../endpoint';
import type { messageResponseSchema } from './auth';
import type { Page } from './lists';
import { deletedResponseSchema } from './admin-fields';

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
  /** IANA zone of the organisation's clock (decision 019). */
  timeZone: z.string(),
  /** The administrator who added it (spec 000: creatorId). */
  creatorId: z.string().nullable(),
  /** Active departments and active organisation users. */
  departmentCount: z.number().int(),
  userCount: z.number().int(),
});
export type Organisation = z.infer<typeof organisationSchema>;

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

/**
 * An invitation sent to a new address ('invited'), or to an existing account a request for
 * consent ('pending', decision 016; the spec's 'added' now only means "already a member").
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
  list: endpoint('GET', '/admin/agencies', returns<Page<Agency>>()),
  create: endpoint('POST', '/admin/agencies', returns<typeof agencySchema>()),
  remove: endpoint('DELETE', '/admin/agencies', returns<typeof deletedResponseSchema>()),
  one: endpoint('GET', '/admin/agencies/:id', returns<typeof agencySchema>()),
  update: endpoint('PATCH', '/admin/agencies/:id', returns<typeof agencySchema>()),
  vet: endpoint('POST', '/admin/agencies/:id/vetting', returns<typeof agencySchema>()),
  members: endpoint('GET', '/admin/agencies/:id/:kind', returns<Page<Member>>()),
  removeMembers: endpoint(
    'DELETE',
    '/admin/agencies/:id/:kind',
    returns<typeof deletedResponseSchema>(),
  ),
  inviteMember: endpoint(
    'POST',
    '/admin/agencies/:id/:kind/invite',
    returns<typeof inviteResponseSchema>(),
  ),
  member: endpoint('GET', '/admin/agencies/:id/:kind/:userId', returns<typeof personSchema>()),
};

/** The back office's organisations, their users and pictures. */
export const organisationEndpoints = {
  list: endpoint('GET', '/admin/organisations', returns<Page<Organisation>>()),
  create: endpoint('POST', '/admin/organisations', returns<typeof organisationSchema>()),
  remove: endpoint('DELETE', '/admin/organisations', returns<typeof deletedResponseSchema>()),
  one: endpoint('GET', '/admin/organisations/:id', returns<typeof organisationSchema>()),
  update: endpoint('PATCH', '/admin/organisations/:id', returns<typeof organisationSchema>()),
  users: endpoint('GET', '/admin/organisations/:id/users', returns<Page<Member>>()),
  removeUsers: endpoint(
    'DELETE',
    '/admin/organisations/:id/users',
    returns<typeof deletedResponseSchema>(),
  ),
  inviteUser: endpoint(
    'POST',
    '/admin/organisations/:id/users/invite',
    returns<typeof inviteResponseSchema>(),
  ),
  user: endpoint('GET', '/admin/organisations/:id/users/:userId', returns<typeof personSchema>()),
  pictures: endpoint('GET', '/admin/organisations/:id/pictures', returns<OrganisationPicture[]>()),
  addPicture: endpoint(
    'POST',
    '/admin/organisations/:id/pictures',
    returns<OrganisationPicture[]>(),
  ),
  removePictures: endpoint(
    'DELETE',
    '/admin/organisations/:id/pictures',
    returns<typeof deletedResponseSchema>(),
  ),
  picture: endpoint(
    'GET',
    '/admin/organisations/:id/pictures/:picId',
    returns<typeof organisationPictureSchema>(),
  ),
  updatePicture: endpoint(
    'PATCH',
    '/admin/organisations/:id/pictures/:picId',
    returns<typeof organisationPictureSchema>(),
  ),
};

/** The back office's departments of an organisation and their members. */
export const departmentEndpoints = {
  list: endpoint('GET', '/admin/organisations/:orgId/departments', returns<Page<Department>>()),
  create: endpoint(
    'POST',
    '/admin/organisations/:orgId/departments',
    returns<typeof departmentSchema>(),
  ),
  remove: endpoint(
    'DELETE',
    '/admin/organisations/:orgId/departments',
    returns<typeof deletedResponseSchema>(),
  ),
  one: endpoint(
    'GET',
    '/admin/organisations/:orgId/departments/:depId',
    returns<typeof departmentSchema>(),
  ),
  update: endpoint(
    'PATCH',
    '/admin/organisations/:orgId/departments/:depId',
    returns<typeof departmentSchema>(),
  ),
  members: endpoint(
    'GET',
    '/admin/organisations/:orgId/departments/:depId/:kind',
    returns<Page<Member>>(),
  ),
  removeMembers: endpoint(
    'DELETE',
    '/admin/organisations/:orgId/departments/:depId/:kind',
    returns<typeof deletedResponseSchema>(),
  ),
  inviteMember: endpoint(
    'POST',
    '/admin/organisations/:orgId/departments/:depId/:kind/invite',
    returns<typeof inviteResponseSchema>(),
  ),
  member: endpoint(
    'GET',
    '/admin/organisations/:orgId/departments/:depId/:kind/:userId',
    returns<typeof personSchema>(),
  ),
};

/** The back office's persons (every account). */
export const personEndpoints = {
  list: endpoint('GET', '/admin/persons', returns<Page<Member>>()),
  remove: endpoint('DELETE', '/admin/persons', returns<typeof deletedResponseSchema>()),
  invite: endpoint('POST', '/admin/persons/invite', returns<typeof inviteResponseSchema>()),
  one: endpoint('GET', '/admin/persons/:id', returns<typeof personSchema>()),
  update: endpoint('PATCH', '/admin/persons/:id', returns<typeof personSchema>()),
  resendVerification: endpoint(
    'POST',
    '/admin/persons/:id/resend-verification',
    returns<typeof messageResponseSchema>(),
  ),
};

/** The change history of one back-office entity. */
export const auditEndpoints = {
  history: endpoint('GET', '/admin/audit/:entityType/:entityId', returns<AuditEntry[]>()),
};

/** Uploaded files (pictures, logos, permits), stored by content hash. */
export const fileEndpoints = {
  upload: endpoint('POST', '/files', returns<typeof fileUploadResponseSchema>()),
  one: endpoint('GET', '/files/:id'),
};
