import { and, asc, count, eq, gt, gte, inArray, lt, lte, ne } from 'drizzle-orm';
import { FILLED_REQUEST_STATES } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { anyId, runShaped, type Bind } from '#server/db/shapes';
import { applications, requestOffers, requests, shifts } from '#server/db/schema/index';
import type { Period } from './working-time.rules';
import { bookedByUser, fairnessOf } from './working-time.rules';

/**
 * The shifts people are booked on anywhere on the platform (selected, request filled; any
 * clinic) that touch `span`, without the shifts of `exceptRequestId`.
 */
export async function bookedShifts(
  db: Db,
  userIds: string[],
  span: Period,
  exceptRequestId?: string,
): Promise<Map<string, Period[]>> {
  if (userIds.length === 0) return bookedByUser(userIds, []);
  // Built once per shape: whether a request is left out.
  const values = bookedShiftsValues(userIds, span, exceptRequestId);
  const rows = await runShaped(db, `booked-shifts|${Boolean(exceptRequestId)}`, values, (bind) =>
    bookedShiftsQuery(db, userIds, span, exceptRequestId, bind),
  );
  return bookedByUser(userIds, rows);
}

/** The values of bookedShiftsQuery's placeholders. */
export function bookedShiftsValues(userIds: string[], span: Period, exceptRequestId?: string) {
  const values: Record<string, unknown> = {
    users: userIds,
    start: span.startsAt.toISOString(),
    end: span.endsAt.toISOString(),
  };
  if (exceptRequestId) values.except = exceptRequestId;
  return values;
}

/** bookedShifts' statement; its columns: user, start, end. */
export function bookedShiftsQuery(
  db: Db,
  userIds: string[],
  span: Period,
  exceptRequestId: string | undefined,
  bind: Bind,
) {
  const columns = { userId: applications.userId, startsAt: shifts.startsAt, endsAt: shifts.endsAt };
  // applications_user_idx, then the request's shifts (shifts_request_idx).
  const bookings = db
    .select(columns)
    .from(applications)
    .innerJoin(requests, eq(requests.id, applications.requestId));
  return bookings.innerJoin(shifts, eq(shifts.requestId, requests.id)).where(
    and(
      // One array parameter: a pool of 10,000 was 10,000 bound values.
      anyId(applications.userId, bind('users', userIds)),
      eq(applications.state, 'selected'),
      inArray(requests.state, [...FILLED_REQUEST_STATES]),
      exceptRequestId ? ne(requests.id, bind('except', exceptRequestId)) : undefined,
      lt(shifts.startsAt, bind('end', span.endsAt)),
      gt(shifts.endsAt, bind('start', span.startsAt)),
    ),
  );
}

/**
 * The shifts of a staff request, in order, with their kind and the request's organisation; none
 * for other kinds: the Working Hours Act binds employees, not freelance substitute doctors. One
 * statement (checked on every post and pick).
 */
export async function staffShiftsOf(db: Db, requestId: string) {
  return db
    .select({
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      dutyKind: shifts.dutyKind,
      onCallPercent: shifts.onCallPercent,
      organisationId: shifts.organisationId,
    })
    .from(shifts)
    .innerJoin(requests, eq(requests.id, shifts.requestId))
    .where(and(eq(shifts.requestId, requestId), eq(requests.kind, 'staff')))
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
}

/**
 * Fairness figures between `from` and `to`: shifts of the requests a person was
 * asked for in that time (request_offers_user_idx), and their booked shifts that began in it.
 * Both on the server's clock, not the rows' own stamps.
 */
export async function fairnessFigures(db: Db, userIds: string[], from: Date, to: Date) {
  if (userIds.length === 0) return fairnessOf(userIds, [], new Map(), from, to);
  const [asked, booked] = await Promise.all([
    // Built once: the people are one array placeholder.
    runShaped(db, 'fairness-asked', askedValues(userIds, from, to), (bind) =>
      askedQuery(db, userIds, from, to, bind),
    ),
    bookedShifts(db, userIds, { startsAt: from, endsAt: to }),
  ]);
  return fairnessOf(userIds, asked, booked, from, to);
}

/** The values of askedQuery's placeholders. */
export const askedValues = (userIds: string[], from: Date, to: Date) => ({
  users: userIds,
  from: from.toISOString(),
  to: to.toISOString(),
});

/** Per person, the shifts of the requests they were asked for between `from` and `to`; columns: user, count. */
export function askedQuery(db: Db, userIds: string[], from: Date, to: Date, bind: Bind) {
  return db
    .select({ userId: requestOffers.userId, value: count(shifts.id) })
    .from(requestOffers)
    .innerJoin(shifts, eq(shifts.requestId, requestOffers.requestId))
    .where(
      and(
        anyId(requestOffers.userId, bind('users', userIds)),
        gte(requestOffers.askedAt, bind('from', from)),
        lte(requestOffers.askedAt, bind('to', to)),
      ),
    )
    .groupBy(requestOffers.userId);
}
