import type {
  MembershipKindName,
  MyInvitation,
  SentInvitation,
} from '#shared/contracts/memberships';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { hashLinkToken } from '#server/lib/tokens';
import * as users from '#server/modules/auth/auth.service';
import { insertAudit, type AuditChange } from '#server/modules/audit/audit.service';
import * as q from './memberships.queries';
import { addMembership, type MembershipKind, type MembershipTarget } from './memberships.queries';

export {
  addMembership,
  findOpenFor,
  type MembershipKind,
  type MembershipTarget,
} from './memberships.queries';

/** The role an account gets through each kind of membership. */
export const ROLE_OF_MEMBERSHIP: Record<Exclude<MembershipKind, 'person'>, Role> = {
  agency_user: 'AGENCY',
  agency_customer: 'USER',
  organisation_user: 'ORG_ADMIN',
  department_user: 'ORG_SUB',
  department_customer: 'USER',
};

type Described = Awaited<ReturnType<typeof q.listForInvitee>>[number];

function toMyInvitation(row: Described): MyInvitation {
  return {
    id: row.id,
    kind: row.kind as MembershipKindName,
    target: row.target,
    inviter: row.inviter,
    status: row.status as MyInvitation['status'],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The role an account keeps after leaving: the highest its remaining memberships give. */
function roleAfterLeaving(
  current: Role,
  left: MembershipKindName,
  remaining: MembershipKindName[],
): Role {
  if (current !== ROLE_OF_MEMBERSHIP[left] || current === 'USER') return current;
  if (remaining.includes('organisation_user')) return 'ORG_ADMIN';
  if (remaining.includes('department_user')) return 'ORG_SUB';
  if (remaining.includes('agency_user')) return 'AGENCY';
  return 'USER';
}

/**
 * Consent for memberships: the invitee answers their invitations (in the app, or
 * from the e-mail link), sees and leaves their memberships; inviters list and withdraw theirs.
 * Roles and memberships change only on acceptance, in one transaction.
 */
export function createMembershipService(deps: { db: Db }) {
  const { db } = deps;

  /** Accepts a locked open invitation for its invitee: membership, role, audit, in the caller's transaction. */
  async function acceptLocked(tx: Db, invitation: q.InvitationRow) {
    const userId = invitation.inviteeId!;
    if (!(await q.answer(tx, invitation.id, 'accepted'))) throw new AppError('INVITATION_NOT_OPEN');
    const user = await q.lockUser(tx, userId);
    if (!user || user.archivedAt) throw new AppError('NOT_FOUND');
    await addMembership(tx, userId, invitation as MembershipTarget);
    // Memberships never lower a role; a plain user becomes what the membership needs.
    const role = ROLE_OF_MEMBERSHIP[invitation.membership as MembershipKindName];
    const changes: AuditChange[] = [{ field: 'membership', old: null, new: invitation.membership }];
    if (user.role === 'USER' && role !== 'USER') {
      await users.updateUser(tx, userId, { role });
      changes.push({ field: 'role', old: user.role, new: role });
    }
    await insertAudit(tx, {
      actorId: userId,
      entityType: 'invitation',
      entityId: invitation.id,
      action: 'accepted',
      changes,
    });
    return { status: 'accepted' as const };
  }

  async function declineLocked(tx: Db, invitation: q.InvitationRow, actorId: string | null) {
    if (!(await q.answer(tx, invitation.id, 'declined'))) throw new AppError('INVITATION_NOT_OPEN');
    await insertAudit(tx, {
      actorId,
      entityType: 'invitation',
      entityId: invitation.id,
      action: 'declined',
    });
    return { status: 'declined' as const };
  }

  /** The link's invitation, locked; a token that names none is invalid, one no longer open is refused. */
  async function lockByToken(tx: Db, token: string) {
    const tokenHash = hashLinkToken(token);
    const row = await q.lockOpen(tx, { tokenHash });
    if (row) return row;
    throw new AppError(
      (await q.describeByTokenHash(tx, tokenHash)) ? 'INVITATION_NOT_OPEN' : 'TOKEN_INVALID',
    );
  }

  /** An open invitation of this person, locked; any other (someone else's, answered, expired) is not found. */
  async function lockMine(tx: Db, userId: string, invitationId: string) {
    const row = await q.lockOpen(tx, { id: invitationId });
    if (!row || row.inviteeId !== userId) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async listMine(userId: string): Promise<MyInvitation[]> {
      return (await q.listForInvitee(db, userId)).map(toMyInvitation);
    },

    acceptMine(userId: string, invitationId: string) {
      return db.transaction(async (tx) =>
        acceptLocked(tx, await lockMine(tx, userId, invitationId)),
      );
    },

    declineMine(userId: string, invitationId: string) {
      return db.transaction(async (tx) =>
        declineLocked(tx, await lockMine(tx, userId, invitationId), userId),
      );
    },

    /** What the e-mail link's page shows: the target and the state, nothing of the person. */
    async describeToken(token: string) {
      const row = await q.describeByTokenHash(db, hashLinkToken(token));
      if (!row) throw new AppError('TOKEN_INVALID');
      const { kind, target, inviter, status, expiresAt } = toMyInvitation(row);
      return { kind, target, inviter, status, expiresAt };
    },

    /** Accepting grants access and a role: the link must be opened signed in as the person it was sent to. */
    acceptToken(userId: string, token: string) {
      return db.transaction(async (tx) => {
        const row = await lockByToken(tx, token);
        if (row.inviteeId !== userId) throw new AppError('FORBIDDEN');
        return acceptLocked(tx, row);
      });
    },

    /** Declining changes nothing but the invitation: the e-mail link is enough, signed in or not. */
    declineToken(token: string) {
      return db.transaction(async (tx) => {
        const row = await lockByToken(tx, token);
        return declineLocked(tx, row, null);
      });
    },

    listMemberships: (userId: string) => q.listMemberships(db, userId),

    /** Ends one membership of the caller, and the role it gave when no other membership gives it. */
    leave(userId: string, kind: MembershipKindName, targetId: string) {
      return db.transaction(async (tx) => {
        const user = await q.lockUser(tx, userId);
        if (!user) throw new AppError('NOT_FOUND');
        const target = (await q.listMemberships(tx, userId)).find(
          (m) => m.kind === kind && m.targetId === targetId,
        );
        if (!target || !(await q.removeMembership(tx, userId, kind, targetId)))
          throw new AppError('NOT_FOUND');
        const remaining = (await q.listMemberships(tx, userId)).map((m) => m.kind);
        const role = roleAfterLeaving(user.role, kind, remaining);
        const changes: AuditChange[] = [{ field: 'membership', old: target.target, new: null }];
        if (role !== user.role) {
          await users.updateUser(tx, userId, { role });
          changes.push({ field: 'role', old: user.role, new: role });
        }
        await insertAudit(tx, {
          actorId: userId,
          entityType: 'user',
          entityId: userId,
          action: `membership_left:${kind}`,
          changes,
        });
        return { role };
      });
    },

    /** The open invitations of a target, for its inviters (who authorise the call themselves). */
    async listSent(target: q.TargetFilter): Promise<SentInvitation[]> {
      return (await q.listForTarget(db, target)).map((row) => ({
        ...row,
        kind: row.kind as MembershipKindName,
        status: row.status as SentInvitation['status'],
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }));
    },

    /** Withdraws an open invitation of the target (the caller has authorised the actor for it). */
    withdraw(actorId: string, invitationId: string, target: q.TargetFilter) {
      return db.transaction(async (tx) => {
        const row = await q.lockOpenForTarget(tx, invitationId, target);
        if (!row || !(await q.answer(tx, row.id, 'withdrawn'))) throw new AppError('NOT_FOUND');
        await insertAudit(tx, {
          actorId,
          entityType: 'invitation',
          entityId: row.id,
          action: 'withdrawn',
        });
      });
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
