import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  agencyMembers,
  departmentMembers,
  organisationMembers,
  users,
} from '#server/db/schema/index';

/**
 * Who holds a role where: the people several modules tell about a request, an hours sheet or a
 * warning. Read inside the caller's transaction.
 */

/** Ward managers of a department (department users), not archived. */
export async function wardManagerIds(db: Db, departmentId: string | null) {
  if (!departmentId) return [];
  const rows = await db
    .select({ id: users.id })
    .from(departmentMembers)
    .innerJoin(users, eq(users.id, departmentMembers.userId))
    .where(
      and(
        eq(departmentMembers.departmentId, departmentId),
        eq(departmentMembers.kind, 'user'),
        isNull(users.archivedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** HR: the organisation's ORG_ADMIN members, not archived. */
export async function hrUserIds(db: Db, organisationId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        eq(users.role, 'ORG_ADMIN'),
        isNull(users.archivedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/** An agency's dispatchers (its user members). */
export async function dispatcherIds(db: Db, agencyId: string) {
  const rows = await db
    .select({ id: agencyMembers.userId })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.kind, 'user')));
  return rows.map((row) => row.id);
}
