import { z } from 'zod';
import { dayField } from '../calendar-fields';
import { DOCUMENT_KINDS } from '../request-states';
import { endpoint } from '../endpoint';
import {
  deletedResponseSchema,
  fieldChangesBodySchema,
  idsBodySchema,
  MEMBER_SORT_FIELDS,
  memberSchema,
  personFields,
  personSchema,
} from './admin';
import { listQuerySchema, pageSchema } from './lists';
import { invitationIdParamsSchema, sentInvitationSchema } from './memberships';
import { documentRefSchema, JOB_BOARD_MESSAGE_KEYS } from './job-board';

/** An agency's own staff: profiles, their documents, and the routes that manage them. */

export const staffDocumentSchema = documentRefSchema.extend({
  createdAt: z.iso.datetime(),
  /** True once expiresOn lies in the past: it cannot be used for an application. */
  expired: z.boolean(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

/** POST /api/agency/staff: the profile is created at once, without a password (set later via forgot-password). */
export const createStaffBodySchema = z.object({
  email: personFields.email,
  firstName: personFields.firstName,
  lastName: personFields.lastName,
});

/** A staff member's profile (the agency customer profile of spec 000) with their documents. */
export const staffProfileSchema = personSchema.extend({
  documents: z.array(staffDocumentSchema),
  /**
   * Added beside the spec's shape, because nobody joins without consent: true while an existing account has not yet
   * accepted; the id is then the invitation's and every other field is what the agency typed.
   */
  pending: z.boolean().optional(),
  /** The person has claimed their account: the agency sees the shared fields and edits nothing. */
  ownedByPerson: z.boolean().optional(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const addStaffDocumentBodySchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  fileId: z.uuid({ error: JOB_BOARD_MESSAGE_KEYS.files }),
  expiresOn: dayField().nullish(),
});

/** One person of the agency's staff, and one of their documents. */
export const staffParamsSchema = z.object({ userId: z.uuid() });
export const staffDocumentParamsSchema = staffParamsSchema.extend({ documentId: z.uuid() });

/** An agency's own staff and their documents. */
export const agencyStaffEndpoints = {
  list: endpoint('GET', '/agency/staff', {
    query: listQuerySchema(MEMBER_SORT_FIELDS, 'lastName'),
    response: pageSchema(memberSchema),
    errors: [400, 401, 403, 404],
  }),
  create: endpoint('POST', '/agency/staff', {
    body: createStaffBodySchema,
    response: staffProfileSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint('DELETE', '/agency/staff', {
    body: idsBodySchema,
    response: deletedResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  one: endpoint('GET', '/agency/staff/:userId', {
    params: staffParamsSchema,
    response: staffProfileSchema,
    errors: [400, 401, 403, 404],
  }),
  update: endpoint('PATCH', '/agency/staff/:userId', {
    params: staffParamsSchema,
    body: fieldChangesBodySchema,
    response: staffProfileSchema,
    errors: [400, 401, 403, 404],
  }),
  addDocument: endpoint('POST', '/agency/staff/:userId/documents', {
    params: staffParamsSchema,
    body: addStaffDocumentBodySchema,
    response: staffDocumentSchema,
    status: 201,
    errors: [400, 401, 403, 404],
  }),
  removeDocument: endpoint('DELETE', '/agency/staff/:userId/documents/:documentId', {
    params: staffDocumentParamsSchema,
    response: z.null(),
    status: 204,
    errors: [400, 401, 403, 404],
  }),
  invitations: endpoint('GET', '/agency/staff/invitations', {
    response: z.array(sentInvitationSchema),
    errors: [401, 403, 404],
  }),
  withdrawInvitation: endpoint('DELETE', '/agency/staff/invitations/:invitationId', {
    params: invitationIdParamsSchema,
    response: z.null(),
    status: 204,
    errors: [400, 401, 403, 404],
  }),
};
