import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '#shared/roles';
import type { Db } from '#server/db/client';
import {
  agencies,
  agencyMembers,
  sessions,
  userEducation,
  userJobs,
  users,
} from '#server/db/schema/index';

export async function findPerson(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return undefined;
  const [education, jobs, memberOf] = await Promise.all([
    db.select().from(userEducation).where(eq(userEducation.userId, id)),
    db.select().from(userJobs).where(eq(userJobs.userId, id)),
    db
      .select({
        id: agencies.id,
        name: agencies.name,
        address: agencies.address,
        postcode: agencies.postcode,
        country: agencies.country,
        url: agencies.url,
      })
      .from(agencyMembers)
      .innerJoin(agencies, eq(agencies.id, agencyMembers.agencyId))
      .where(eq(agencyMembers.userId, id)),
  ]);
  return { user, education, jobs, agencies: memberOf };
}

export async function updateUserColumns(
  db: Db,
  id: string,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function emailTakenByOther(db: Db, email: string, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, id)));
  return Boolean(row);
}

/** Deactivates accounts and ends their sessions; returns the ids that were active. */
export async function archiveUsers(db: Db, ids: string[]) {
  const archived = await db
    .update(users)
    .set({ archivedAt: sql`now()` })
    .where(and(inArray(users.id, ids), isNull(users.archivedAt)))
    .returning({ id: users.id });
  if (archived.length > 0) {
    await db.delete(sessions).where(
      inArray(
        sessions.userId,
        archived.map((row) => row.id),
      ),
    );
  }
  return archived.map((row) => row.id);
}

export async function countUsersByRoles(db: Db, roles: Role[]) {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(inArray(users.role, roles), isNull(users.archivedAt)));
  return row?.value ?? 0;
}
