import {
  type AnyColumn,
  and,
  getTableColumns,
  asc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import {
  agencies,
  agencyMembers,
  departments,
  organisations,
  requests,
  timesheets,
  users,
  type TimesheetRow,
} from '#server/db/schema/index';

export type { TimesheetRow };

const person = alias(users, 'person');

/**
 * The optional names are scalar sub-selects, not LEFT JOINs: eight joined relations cost PGlite
 * about 6 ms of planning per call (the demo year confirms and approves hundreds of these), four
 * joins and four one-row look-ups about 1 ms.
 */
const nameOfUser = (id: AnyColumn) =>
  sql<
    string | null
  >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${id})`;

/** A timesheet with the names the screens show (request, clinic, station, person, agency, steps). */
function selectView(db: Db) {
  return db
    .select({
      row: timesheets,
      title: requests.title,
      requestCancelledAt: requests.cancelledAt,
      organisationName: organisations.name,
      organisationTimeZone: organisations.timeZone,
      federalState: organisations.federalState,
      surchargeRules: organisations.surchargeRules,
      departmentName: sql<
        string | null
      >`(select ${departments.name} from ${departments} where ${departments.id} = ${timesheets.departmentId})`,
      personName: sql<string | null>`${person.firstName} || ' ' || ${person.lastName}`,
      agencyName: sql<
        string | null
      >`(select ${agencies.name} from ${agencies} where ${agencies.id} = ${timesheets.agencyId})`,
      submitterName: nameOfUser(timesheets.submittedBy),
      approverName: nameOfUser(timesheets.approvedBy),
    })
    .from(timesheets)
    .innerJoin(requests, eq(requests.id, timesheets.requestId))
    .innerJoin(organisations, eq(organisations.id, timesheets.organisationId))
    .innerJoin(person, eq(person.id, timesheets.userId));
}
export type TimesheetView = Awaited<ReturnType<typeof listViews>>[number];

/**
 * Shifts of a request cancelled before they started were never worked: their timesheets are
 * left out (those started before the cancellation still count).
 */
const stillWorked = or(
  isNull(requests.cancelledAt),
  lt(timesheets.bookedStart, requests.cancelledAt),
)!;

export async function listViews(db: Db, where: SQL | undefined, limit = 500) {
  return selectView(db)
    .where(where)
    .orderBy(asc(timesheets.bookedStart), asc(timesheets.id))
    .limit(limit);
}

/** Ended shifts the caller may confirm (see confirmableBy, toConfirmWindow). */
export async function listToConfirm(
  db: Db,
  userId: string,
  agencyIds: string[],
  now: Date,
  sinceDays: number,
) {
  return listViews(
    db,
    and(confirmableBy(userId, agencyIds), toConfirmWindow(now, sinceDays), stillWorked),
  );
}

/** Timesheets in a manager's scope whose shift starts in [from, to). */
export async function listManagedBetween(
  db: Db,
  scope: { departmentIds: string[]; adminOrganisationIds: string[] },
  from: Date,
  to: Date,
) {
  return listViews(
    db,
    and(
      managedBy(scope.departmentIds, scope.adminOrganisationIds),
      startsBetween(from, to),
      stillWorked,
    ),
    2000,
  );
}

/** Submitted timesheets in a manager's scope whose shift starts before `before`. */
export async function listSubmittedBefore(
  db: Db,
  scope: { departmentIds: string[]; adminOrganisationIds: string[] },
  before: Date,
) {
  return listViews(
    db,
    and(
      managedBy(scope.departmentIds, scope.adminOrganisationIds),
      eq(timesheets.state, 'submitted'),
      lt(timesheets.bookedStart, before),
      stillWorked,
    ),
    2000,
  );
}

/** Who may confirm: the worker themself, or a dispatcher of the worker's agency. */
function confirmableBy(userId: string, agencyIds: string[]): SQL {
  return or(
    eq(timesheets.userId, userId),
    agencyIds.length ? inArray(timesheets.agencyId, agencyIds) : sql`false`,
  )!;
}

/** Managed by the scope: its departments, or every row of an organisation it administers. */
function managedBy(departmentIds: string[], adminOrganisationIds: string[]): SQL {
  return or(
    departmentIds.length ? inArray(timesheets.departmentId, departmentIds) : sql`false`,
    adminOrganisationIds.length
      ? inArray(timesheets.organisationId, adminOrganisationIds)
      : sql`false`,
  )!;
}

/** Shifts that have ended by `now` and wait for the worker, or were confirmed in the last `days`. */
function toConfirmWindow(now: Date, sinceDays: number): SQL {
  const since = new Date(now.getTime() - sinceDays * 86_400_000);
  return and(
    lte(timesheets.bookedEnd, now),
    or(eq(timesheets.state, 'awaiting_worker'), gte(timesheets.bookedEnd, since)),
  )!;
}

function startsBetween(from: Date, to: Date): SQL {
  return and(gte(timesheets.bookedStart, from), lt(timesheets.bookedStart, to))!;
}

export const byIds = (ids: string[]) => inArray(timesheets.id, ids);

/**
 * The rows under their locks, in id order (two approvals of overlapping sets wait, not deadlock),
 * with what a change checks besides the row: whether the request was cancelled, the
 * organisation's time zone and its tolerance around the booking (scalar look-ups: one
 * statement, only the timesheets locked).
 */
export async function lockTimesheets(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...getTableColumns(timesheets),
      requestCancelledAt:
        sql<Date | null>`(select ${requests.cancelledAt} from ${requests} where ${requests.id} = ${timesheets.requestId})`.mapWith(
          (value: string | null) => (value === null ? null : new Date(value)),
        ),
      timeZone: sql<string>`(select ${organisations.timeZone} from ${organisations} where ${organisations.id} = ${timesheets.organisationId})`,
      toleranceHours:
        sql<number>`(select ${organisations.timesheetToleranceHours} from ${organisations} where ${organisations.id} = ${timesheets.organisationId})`.mapWith(
          Number,
        ),
    })
    .from(timesheets)
    .where(inArray(timesheets.id, ids))
    .orderBy(asc(timesheets.id))
    .for('update');
}

export type LockedTimesheet = Awaited<ReturnType<typeof lockTimesheets>>[number];

export async function updateTimesheet(
  db: Db,
  id: string,
  values: Partial<typeof timesheets.$inferInsert>,
) {
  await db
    .update(timesheets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(timesheets.id, id));
}

export async function insertTimesheets(db: Db, rows: (typeof timesheets.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(timesheets).values(rows).onConflictDoNothing().returning();
}

/** The person's other shifts around an instant (two days each side): for the rest and overlap checks. */
export async function otherShiftsOf(
  db: Db,
  userId: string,
  exceptId: string,
  around: { start: Date; end: Date },
) {
  const margin = 2 * 86_400_000;
  return db
    .select({
      bookedStart: timesheets.bookedStart,
      bookedEnd: timesheets.bookedEnd,
      actualStart: timesheets.actualStart,
      actualEnd: timesheets.actualEnd,
      breakMinutes: timesheets.breakMinutes,
    })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.userId, userId),
        ne(timesheets.id, exceptId),
        lt(timesheets.bookedStart, new Date(around.end.getTime() + margin)),
        gte(timesheets.bookedEnd, new Date(around.start.getTime() - margin)),
      ),
    );
}

/** The agencies the user dispatches for (agency_members kind 'user'). */
export async function dispatchedAgencyIds(db: Db, userId: string) {
  const rows = await db
    .select({ id: agencyMembers.agencyId })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.userId, userId), eq(agencyMembers.kind, 'user')));
  return rows.map((row) => row.id);
}

export async function readOrganisationSettings(db: Db, organisationId: string) {
  const [row] = await db
    .select({
      autoApproveAfterDays: organisations.timesheetAutoApproveDays,
      timeZone: organisations.timeZone,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row;
}

export async function writeAutoApproveDays(db: Db, organisationId: string, days: number | null) {
  await db
    .update(organisations)
    .set({ timesheetAutoApproveDays: days, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId));
}
