import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  agencies,
  agencyMembers,
  departmentMembers,
  departments,
  invitations,
  organisationMembers,
  organisations,
} from '#server/db/schema/index';
import type { MembershipTarget } from '#server/modules/memberships/memberships.service';

export async function insertInvitation(db: Db, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

export async function findOpenInvitation(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        // Invitations to existing accounts are answered through the memberships module.
        isNull(invitations.inviteeId),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Marks it accepted only if nobody did first; returns whether this call won. */
export async function markAccepted(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: sql`now()`, respondedAt: sql`now()`, status: 'accepted' })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'pending')))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Whether the user already has this membership. */
export async function isMemberOf(
  db: Db,
  userId: string,
  target: MembershipTarget,
): Promise<boolean> {
  switch (target.membership) {
    case 'agency_user':
    case 'agency_customer': {
      const kind = target.membership === 'agency_user' ? 'user' : 'customer';
      const rows = await db
        .select({ id: agencyMembers.userId })
        .from(agencyMembers)
        .where(
          and(
            eq(agencyMembers.userId, userId),
            eq(agencyMembers.agencyId, target.agencyId!),
            eq(agencyMembers.kind, kind),
          ),
        );
      return rows.length > 0;
    }
    case 'organisation_user': {
      const rows = await db
        .select({ id: organisationMembers.userId })
        .from(organisationMembers)
        .where(
          and(
            eq(organisationMembers.userId, userId),
            eq(organisationMembers.organisationId, target.organisationId!),
          ),
        );
      return rows.length > 0;
    }
    case 'department_user':
    case 'department_customer': {
      const kind = target.membership === 'department_user' ? 'user' : 'customer';
      const rows = await db
        .select({ id: departmentMembers.userId })
        .from(departmentMembers)
        .where(
          and(
            eq(departmentMembers.userId, userId),
            eq(departmentMembers.departmentId, target.departmentId!),
            eq(departmentMembers.kind, kind),
          ),
        );
      return rows.length > 0;
    }
    case 'person':
      return false;
  }
}

/** The name of what the invitation leads into, for the e-mail and the acceptance page. */
export async function targetName(db: Db, target: MembershipTarget): Promise<string | null> {
  if (target.agencyId) {
    const [row] = await db
      .select({ name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, target.agencyId));
    return row?.name ?? null;
  }
  if (target.departmentId) {
    const [row] = await db
      .select({ name: sql<string>`${departments.name} || ' · ' || ${organisations.name}` })
      .from(departments)
      .innerJoin(organisations, eq(organisations.id, departments.organisationId))
      .where(eq(departments.id, target.departmentId));
    return row?.name ?? null;
  }
  if (target.organisationId) {
    const [row] = await db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, target.organisationId));
    return row?.name ?? null;
  }
  return null;
}
