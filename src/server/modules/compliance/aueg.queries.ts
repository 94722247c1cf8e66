import { and, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { anyId, runShaped, type Bind } from '#server/db/shapes';
import {
  agencies,
  notifications,
  organisations,
  placements,
  requests,
  shifts,
  timesheets,
  users,
} from '#server/db/schema/index';

/**
 * The shifts an agency worker is placed on at one clinic (any agency: the limit is per worker and
 * clinic), at the approved times where the timesheet is approved. Cancelled requests do not count.
 */
export async function placedShifts(
  db: Db,
  where: { userIds: string[]; organisationId?: string; exceptRequestId?: string },
) {
  if (where.userIds.length === 0) return [];
  // Built once per shape: which of the two filters are given.
  const values = placedShiftsValues(where);
  return runShaped(db, `placed-shifts|${Object.keys(values).join(',')}`, values, (bind) =>
    placedShiftsQuery(db, where, bind),
  );
}

/** The values of placedShiftsQuery's placeholders; which are present is the shape. */
export function placedShiftsValues(where: {
  userIds: string[];
  organisationId?: string;
  exceptRequestId?: string;
}) {
  const values: Record<string, unknown> = { users: where.userIds };
  if (where.organisationId) values.organisation = where.organisationId;
  if (where.exceptRequestId) values.except = where.exceptRequestId;
  return values;
}

/** placedShifts' statement; its columns: user, organisation, agency, start, end. */
export function placedShiftsQuery(
  db: Db,
  where: { userIds: string[]; organisationId?: string; exceptRequestId?: string },
  bind: Bind,
) {
  const approved = and(
    eq(timesheets.state, 'approved'),
    isNotNull(timesheets.actualStart),
    isNotNull(timesheets.actualEnd),
  );
  return db
    .select({
      userId: placements.userId,
      organisationId: placements.organisationId,
      agencyId: placements.agencyId,
      startsAt:
        sql<Date>`case when ${approved} then ${timesheets.actualStart} else ${shifts.startsAt} end`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      endsAt:
        sql<Date>`case when ${approved} then ${timesheets.actualEnd} else ${shifts.endsAt} end`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(placements)
    .innerJoin(requests, eq(requests.id, placements.requestId))
    .innerJoin(shifts, eq(shifts.requestId, placements.requestId))
    .leftJoin(
      timesheets,
      and(eq(timesheets.placementId, placements.id), eq(timesheets.shiftId, shifts.id)),
    )
    .where(
      and(
        anyId(placements.userId, bind('users', where.userIds)),
        isNotNull(placements.agencyId),
        ne(requests.state, 'cancelled'),
        where.organisationId
          ? eq(placements.organisationId, bind('organisation', where.organisationId))
          : undefined,
        where.exceptRequestId
          ? ne(placements.requestId, bind('except', where.exceptRequestId))
          : undefined,
      ),
    );
}

/** The permit's last day (YYYY-MM-DD) of some agencies. */
export async function permitsOf(db: Db, agencyIds: string[]) {
  if (agencyIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: agencies.id, permitValidUntil: agencies.permitValidUntil })
    .from(agencies)
    .where(inArray(agencies.id, agencyIds));
  return new Map(rows.map((row) => [row.id, row.permitValidUntil]));
}

/** Workers and clinics with an agency placement whose shifts end after `since`: the ones to watch. */
export async function runningAssignments(db: Db, since: Date) {
  return db
    .selectDistinct({ userId: placements.userId, organisationId: placements.organisationId })
    .from(placements)
    .innerJoin(requests, eq(requests.id, placements.requestId))
    .where(
      and(
        isNotNull(placements.agencyId),
        ne(requests.state, 'cancelled'),
        gt(requests.lastShiftEnd, since),
      ),
    );
}

/** Whether a warning with this key was already sent (to anyone): each date is warned once. */
export async function warningSent(db: Db, kinds: readonly string[], key: string) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(inArray(notifications.kind, [...kinds]), sql`${notifications.payload}->>'key' = ${key}`),
    )
    .limit(1);
  return row !== undefined;
}

/** The worker's name (for the warning's e-mail) and the clinic's name. */
export async function namesOf(db: Db, userId: string, organisationId: string) {
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const [clinic] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return {
    person: person ? `${person.firstName} ${person.lastName}` : '',
    organisation: clinic?.name ?? '',
  };
}
