import { roleSchema } from '../roles';
import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * Consent for memberships: adding an existing account to an agency's staff, a
 * ward's pool or a department's managers asks the person first.
 */
export const MEMBERSHIP_KINDS = [
  'agency_user',
  'agency_customer',
  'organisation_user',
  'department_user',
  'department_customer',
] as const;
export const membershipKindSchema = z.enum(MEMBERSHIP_KINDS);
export type MembershipKindName = z.infer<typeof membershipKindSchema>;

export const INVITATION_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** An invitation as its invitee sees it: what it leads into and who asked. */
export const myInvitationSchema = z.object({
  id: z.uuid(),
  kind: membershipKindSchema,
  /** The agency, or "department · organisation", or the organisation. */
  target: z.string(),
  inviter: z.string().nullable(),
  status: invitationStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** One of the caller's memberships, which they may leave. */
export const myMembershipSchema = z.object({
  kind: membershipKindSchema,
  /** The agency, department or organisation id. */
  targetId: z.uuid(),
  target: z.string(),
});
export type MyMembership = z.infer<typeof myMembershipSchema>;

export const invitationIdParamsSchema = z.object({ invitationId: z.uuid() });
export const membershipParamsSchema = z.object({ kind: membershipKindSchema, targetId: z.uuid() });

/** The e-mail link's token (sent in the body, never in a path, so it stays out of access logs). */
export const invitationTokenBodySchema = z.object({ token: z.string().min(1).max(200) });

/** What the e-mail link's page shows before the person confirms. */
export const invitationByTokenSchema = z.object({
  kind: membershipKindSchema,
  target: z.string(),
  inviter: z.string().nullable(),
  status: invitationStatusSchema,
  expiresAt: z.string(),
});
export type InvitationByToken = z.infer<typeof invitationByTokenSchema>;

export const invitationAnswerSchema = z.object({ status: invitationStatusSchema });

/** A pending invitation as its inviter sees it: only what they typed, and its state. */
export const sentInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  kind: membershipKindSchema,
  status: invitationStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

/** The invitee's side: in the app, and from the e-mail link (token in the body). */
export const membershipEndpoints = {
  invitations: endpoint('GET', '/me/invitations', {
    response: z.array(myInvitationSchema),
    errors: [401],
  }),
  accept: endpoint('POST', '/me/invitations/:invitationId/accept', {
    params: invitationIdParamsSchema,
    response: invitationAnswerSchema,
    errors: [400, 401, 404, 409],
  }),
  decline: endpoint('POST', '/me/invitations/:invitationId/decline', {
    params: invitationIdParamsSchema,
    response: invitationAnswerSchema,
    errors: [400, 401, 404, 409],
  }),
  memberships: endpoint('GET', '/me/memberships', {
    response: z.array(myMembershipSchema),
    errors: [401],
  }),
  leave: endpoint('DELETE', '/me/memberships/:kind/:targetId', {
    params: membershipParamsSchema,
    response: z.object({ role: roleSchema }),
    errors: [400, 401, 404],
  }),
  viewLink: endpoint('POST', '/membership-invitations/view', {
    body: invitationTokenBodySchema,
    response: invitationByTokenSchema,
    errors: [400, 429],
  }),
  acceptLink: endpoint('POST', '/membership-invitations/accept', {
    body: invitationTokenBodySchema,
    response: invitationAnswerSchema,
    errors: [400, 401, 403, 409, 429],
  }),
  declineLink: endpoint('POST', '/membership-invitations/decline', {
    body: invitationTokenBodySchema,
    response: invitationAnswerSchema,
    errors: [400, 409, 429],
  }),
};
