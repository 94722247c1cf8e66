import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { OfferStage, RequestState } from '#shared/request-states';
import type { Db } from '#server/db/client';
import {
  applications,
  departments,
  organisations,
  requestOffers,
  requests,
  shifts,
} from '#server/db/schema/index';

export {
  insertEvents,
  type EventInsert,
} from '#server/modules/request-events/request-events.service';
export { hrUserIds, wardManagerIds } from '#server/modules/directory/directory.service';

/**
 * The request row and the ladder around it: its lock, its organisation and departments, the
 * timeline rows it writes (request-events), and who is told (directory). The pool's matching is in pool.queries.ts, answers in
 * offers.queries.ts, the timeline's reads in timeline.queries.ts.
 */

/** The request under its row lock: answers, selections and deadlines serialise on it. */
export async function lockRequest(db: Db, id: string) {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).for('update');
  return row;
}
export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

/** The same row without a lock (to describe an offer's state). */
export async function readRequest(db: Db, id: string): Promise<LockedRequest | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  return row;
}

export async function findOrganisation(db: Db, id: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      name: organisations.name,
      poolTimeLimitHours: organisations.poolTimeLimitHours,
      otherPoolsTimeLimitHours: organisations.otherPoolsTimeLimitHours,
    })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row;
}

export async function findDepartmentName(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ name: departments.name })
    .from(departments)
    .where(eq(departments.id, id));
  return row?.name ?? null;
}

/** The organisation's other live departments (the "other pools" of the ladder). */
export async function otherDepartmentIds(db: Db, organisationId: string, exceptId: string | null) {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.organisationId, organisationId),
        isNull(departments.archivedAt),
        ...(exceptId ? [ne(departments.id, exceptId)] : []),
      ),
    );
  return rows.map((row) => row.id);
}

export async function setRequest(
  db: Db,
  id: string,
  values: Partial<typeof requests.$inferInsert>,
) {
  await db
    .update(requests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(requests.id, id));
}

/** Everyone asked on a request (any stage, any answer), and whether they applied on it. */
export async function askedUsers(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: requestOffers.requestId,
      userId: requestOffers.userId,
      applied: sql<boolean>`${applications.id} is not null`,
    })
    .from(requestOffers)
    .leftJoin(
      applications,
      and(
        eq(applications.requestId, requestOffers.requestId),
        eq(applications.userId, requestOffers.userId),
      ),
    )
    .where(inArray(requestOffers.requestId, requestIds));
}

/** The request as its notifications name it, with its shifts' dates: one statement per notification round. */
export async function requestSummary(db: Db, requestId: string) {
  const [row] = await db
    .select({
      title: requests.title,
      organisationName: organisations.name,
      organisationTimeZone: organisations.timeZone,
      departmentName: sql<
        string | null
      >`(select ${departments.name} from ${departments} where ${departments.id} = ${requests.departmentId})`,
      dates: sql<{ startsAt: string; endsAt: string }[]>`coalesce((
        select json_agg(json_build_object('startsAt', ${shifts.startsAt}, 'endsAt', ${shifts.endsAt}) order by ${shifts.startsAt})
        from ${shifts} where ${shifts.requestId} = ${requests.id}), '[]'::json)`,
    })
    .from(requests)
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .where(eq(requests.id, requestId));
  if (!row) return undefined;
  const dates = row.dates.map((date) => ({
    startsAt: new Date(date.startsAt),
    endsAt: new Date(date.endsAt),
  }));
  return { ...row, dates };
}
export type RequestSummary = NonNullable<Awaited<ReturnType<typeof requestSummary>>>;

/** The request state in which a stage's offers may be answered. */
export const STATE_OF_STAGE: Record<OfferStage, RequestState> = {
  department_pool: 'internal_adv',
  other_pools: 'pool_adv',
};
