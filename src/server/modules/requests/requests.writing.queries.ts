import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { applications, requests, shifts, users } from '#server/db/schema/index';

// Creating, editing, cancelling and deleting requests and their shifts.

export async function insertRequest(db: Db, values: typeof requests.$inferInsert) {
  const [row] = await db.insert(requests).values(values).returning({ id: requests.id });
  return row!.id;
}

export async function updateRequest(
  db: Db,
  id: string,
  values: Partial<typeof requests.$inferInsert>,
) {
  await db
    .update(requests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(requests.id, id));
}

/** All shifts of a request in one multi-row INSERT. */
export async function insertShifts(db: Db, values: (typeof shifts.$inferInsert)[]) {
  if (values.length) await db.insert(shifts).values(values);
}

export async function deleteShiftsOf(db: Db, requestId: string) {
  await db.delete(shifts).where(eq(shifts.requestId, requestId));
}

/** Keeps the shifts' copy of the department in step with their request. */
export async function setShiftDepartment(db: Db, requestId: string, departmentId: string | null) {
  await db.update(shifts).set({ departmentId }).where(eq(shifts.requestId, requestId));
}

export async function requestIdsWithActiveApplications(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ requestId: applications.requestId })
    .from(applications)
    .where(
      and(
        inArray(applications.requestId, ids),
        inArray(applications.state, ['applied', 'selected']),
      ),
    );
  return new Set(rows.map((row) => row.requestId));
}

/** `at` is the app's clock: timesheets compare it with shift starts on the same clock. */
export async function cancelRequests(db: Db, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(requests)
    .set({ state: 'cancelled', cancelledAt: at, updatedAt: sql`now()` })
    .where(inArray(requests.id, ids));
}

/** Marks the applied and selected applications of cancelled requests; answers who to tell. */
export async function cancelActiveApplications(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  const changed = await db
    .update(applications)
    .set({ state: 'request_cancelled', updatedAt: sql`now()` })
    .where(
      and(
        inArray(applications.requestId, requestIds),
        inArray(applications.state, ['applied', 'selected']),
      ),
    )
    .returning({ requestId: applications.requestId, userId: applications.userId });
  if (changed.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(changed.map((row) => row.userId))]),
        isNull(users.archivedAt),
      ),
    );
  const byId = new Map(people.map((person) => [person.id, person]));
  return changed.flatMap((row) => {
    const person = byId.get(row.userId);
    return person ? [{ requestId: row.requestId, ...person }] : [];
  });
}

export async function deleteRequests(db: Db, ids: string[]) {
  if (ids.length) await db.delete(requests).where(inArray(requests.id, ids));
}
