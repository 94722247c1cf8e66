import { and, asc, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MembershipKindName } from '#shared/contracts/memberships';
import type { Db } from '#server/db/client';
import {
  agencies,
  agencyMembers,
  departmentMembers,
  departments,
  invitations,
  organisationMembers,
  organisations,
  users,
} from '#server/db/schema/index';

export type MembershipKind =
  | 'agency_user'
  | 'agency_customer'
  | 'organisation_user'
  | 'department_user'
  | 'department_customer'
  | 'person';

export interface MembershipTarget {
  membership: MembershipKind;
  agencyId?: string | null;
  organisationId?: string | null;
  departmentId?: string | null;
}

/** Adds the membership; adding one that exists changes nothing. */
export async function addMembership(db: Db, userId: string, target: MembershipTarget) {
  switch (target.membership) {
    case 'agency_user':
    case 'agency_customer':
      await db
        .insert(agencyMembers)
        .values({
          agencyId: target.agencyId!,
          userId,
          kind: target.membership === 'agency_user' ? 'user' : 'customer',
        })
        .onConflictDoNothing();
      return;
    case 'organisation_user':
      await db
        .insert(organisationMembers)
        .values({ organisationId: target.organisationId!, userId })
        .onConflictDoNothing();
      return;
    case 'department_user':
    case 'department_customer':
      await db
        .insert(departmentMembers)
        .values({
          departmentId: target.departmentId!,
          userId,
          kind: target.membership === 'department_user' ? 'user' : 'customer',
        })
        .onConflictDoNothing();
      return;
    case 'person':
      return;
  }
}

export type InvitationRow = typeof invitations.$inferSelect;

/** A pending invitation past its expiry reads as expired; the row keeps 'pending' (nothing sweeps it). */
export const effectiveStatus = sql<string>`case when ${invitations.status} = 'pending' and ${invitations.expiresAt} <= now() then 'expired' else ${invitations.status} end`;

const open = () => and(eq(invitations.status, 'pending'), gt(invitations.expiresAt, sql`now()`));

/** "Department · Organisation", the agency or the organisation an invitation leads into. */
const targetName = sql<string>`coalesce(
  (select ${agencies.name} from ${agencies} where ${agencies.id} = ${invitations.agencyId}),
  (select d.name || ' · ' || o.name from departments d join organisations o on o.id = d.organisation_id where d.id = ${invitations.departmentId}),
  (select ${organisations.name} from ${organisations} where ${organisations.id} = ${invitations.organisationId}),
  '')`;
const inviterName = sql<
  string | null
>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${invitations.invitedBy})`;

const described = {
  id: invitations.id,
  kind: invitations.membership,
  target: targetName,
  inviter: inviterName,
  status: effectiveStatus,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  inviteeId: invitations.inviteeId,
};

/** The invitations to existing accounts a person has been sent, newest first (pending ones only unless told). */
export function listForInvitee(db: Db, inviteeId: string) {
  return db
    .select(described)
    .from(invitations)
    .where(and(eq(invitations.inviteeId, inviteeId), open()))
    .orderBy(desc(invitations.createdAt), asc(invitations.id));
}

export async function describeByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select(described)
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), isNotNull(invitations.inviteeId)));
  return row;
}

/** Locks the open invitation to an existing account, by id or by token hash. */
export async function lockOpen(db: Db, where: { id: string } | { tokenHash: string }) {
  const condition =
    'id' in where ? eq(invitations.id, where.id) : eq(invitations.tokenHash, where.tokenHash);
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(condition, isNotNull(invitations.inviteeId), open()))
    .for('update');
  return row;
}

/** Ends a pending invitation; returns whether this call did (a concurrent answer wins otherwise). */
export async function answer(
  db: Db,
  id: string,
  status: 'accepted' | 'declined' | 'withdrawn',
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({
      status,
      respondedAt: sql`now()`,
      ...(status === 'accepted' ? { acceptedAt: sql`now()` } : {}),
    })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export interface TargetFilter {
  kind: MembershipKindName;
  agencyId?: string;
  departmentId?: string;
  organisationId?: string;
}

function targetCondition(target: TargetFilter): SQL {
  const column = target.agencyId
    ? invitations.agencyId
    : target.departmentId
      ? invitations.departmentId
      : invitations.organisationId;
  const id = target.agencyId ?? target.departmentId ?? target.organisationId!;
  return and(eq(invitations.membership, target.kind), eq(column, id))!;
}

/** The open invitations to existing accounts for one target, as the inviter sees them. */
export function listForTarget(db: Db, target: TargetFilter) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      kind: invitations.membership,
      status: effectiveStatus,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(and(targetCondition(target), isNotNull(invitations.inviteeId), open()))
    .orderBy(desc(invitations.createdAt), asc(invitations.id))
    .limit(500);
}

export async function lockOpenForTarget(db: Db, id: string, target: TargetFilter) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.id, id),
        targetCondition(target),
        isNotNull(invitations.inviteeId),
        open(),
      ),
    )
    .for('update');
  return row;
}

/** The open invitation of this person to this target, if any. */
export async function findOpenFor(db: Db, inviteeId: string, target: TargetFilter) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.inviteeId, inviteeId), targetCondition(target), open()));
  return row;
}

/** Every membership of a user with the name of what it is in. */
export async function listMemberships(db: Db, userId: string) {
  const [agencyRows, organisationRows, departmentRows] = await Promise.all([
    db
      .select({ kind: agencyMembers.kind, targetId: agencies.id, target: agencies.name })
      .from(agencyMembers)
      .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
      .where(eq(agencyMembers.userId, userId)),
    db
      .select({ targetId: organisations.id, target: organisations.name })
      .from(organisationMembers)
      .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
      .where(eq(organisationMembers.userId, userId)),
    db
      .select({
        kind: departmentMembers.kind,
        targetId: departments.id,
        target: sql<string>`${departments.name} || ' · ' || ${organisations.name}`,
      })
      .from(departmentMembers)
      .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
      .innerJoin(organisations, eq(organisations.id, departments.organisationId))
      .where(eq(departmentMembers.userId, userId)),
  ]);
  return [
    ...organisationRows.map((row) => ({
      kind: 'organisation_user' as const,
      targetId: row.targetId,
      target: row.target,
    })),
    ...departmentRows.map((row) => ({
      kind: `department_${row.kind}` as MembershipKindName,
      targetId: row.targetId,
      target: row.target,
    })),
    ...agencyRows.map((row) => ({
      kind: `agency_${row.kind}` as MembershipKindName,
      targetId: row.targetId,
      target: row.target,
    })),
  ].sort((a, b) => a.target.localeCompare(b.target) || a.kind.localeCompare(b.kind));
}

/** Ends one membership; returns whether there was one. */
export async function removeMembership(
  db: Db,
  userId: string,
  kind: MembershipKindName,
  targetId: string,
): Promise<boolean> {
  switch (kind) {
    case 'agency_user':
    case 'agency_customer':
      return (
        (
          await db
            .delete(agencyMembers)
            .where(
              and(
                eq(agencyMembers.userId, userId),
                eq(agencyMembers.agencyId, targetId),
                eq(agencyMembers.kind, kind === 'agency_user' ? 'user' : 'customer'),
              ),
            )
            .returning({ id: agencyMembers.userId })
        ).length === 1
      );
    case 'organisation_user':
      return (
        (
          await db
            .delete(organisationMembers)
            .where(
              and(
                eq(organisationMembers.userId, userId),
                eq(organisationMembers.organisationId, targetId),
              ),
            )
            .returning({ id: organisationMembers.userId })
        ).length === 1
      );
    case 'department_user':
    case 'department_customer':
      return (
        (
          await db
            .delete(departmentMembers)
            .where(
              and(
                eq(departmentMembers.userId, userId),
                eq(departmentMembers.departmentId, targetId),
                eq(departmentMembers.kind, kind === 'department_user' ? 'user' : 'customer'),
              ),
            )
            .returning({ id: departmentMembers.userId })
        ).length === 1
      );
  }
}

export async function lockUser(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}
