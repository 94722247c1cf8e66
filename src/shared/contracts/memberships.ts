import { z } from 'zod';
import { endpoint, returns } from '../endpoint';
import type { roleSchema } from '../roles';

/**
 * Consent for memberships (decision 016): adding an existing account to an agency's staff, a
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
  invitations: endpoint('GET', '/me/invitations', returns<MyInvitation[]>()),
  accept: endpoint(
    'POST',
    '/me/invitations/:invitationId/accept',
    returns<typeof invitationAnswerSchema>(),
  ),
  decline: endpoint(
    'POST',
    '/me/invitations/:invitationId/decline',
    returns<typeof invitationAnswerSchema>(),
  ),
  memberships: endpoint('GET', '/me/memberships', returns<MyMembership[]>()),
  leave: endpoint(
    'DELETE',
    '/me/memberships/:kind/:targetId',
    returns<{ role: z.infer<typeof roleSchema> }>(),
  ),
  viewLink: endpoint(
    'POST',
    '/membership-invitations/view',
    returns<typeof invitationByTokenSchema>(),
  ),
  acceptLink: endpoint(
    'POST',
    '/membership-invitations/accept',
    returns<typeof invitationAnswerSchema>(),
  ),
  declineLink: endpoint(
    'POST',
    '/membership-invitations/decline',
    returns<typeof invitationAnswerSchema>(),
  ),
};
