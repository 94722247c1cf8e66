import { and, asc, count, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  applications,
  departments,
  organisations,
  requestOffers,
  requests,
  shifts,
  userPreferences,
  users,
} from '#server/db/schema/index';
import { FILLED_REQUEST_STATES, type RequestState } from '#shared/request-states';

/** States in which a pool member who accepted still waits for the manager's pick. */
const WAITING_STATES: RequestState[] = ['internal_adv', 'hr_review', 'pool_adv', 'external_adv'];

const requestColumns = {
  id: requests.id,
  title: requests.title,
  state: requests.state,
  deadlineAt: requests.deadlineAt,
  organisationName: organisations.name,
  organisationTimeZone: organisations.timeZone,
  departmentName: departments.name,
};
export type MyRequestRow = {
  id: string;
  title: string;
  state: RequestState;
  organisationName: string;
  organisationTimeZone: string;
  departmentName: string | null;
};

/**
 * Offers the person can still answer: not answered, not withdrawn by an edit, the request still in the stage the offer
 * belongs to (department pool: internal_adv, other pools: pool_adv), its deadline ahead and its
 * last shift not over. Soonest deadline first.
 */
export function openOffers(db: Db, userId: string, now: Date) {
  return db
    .select({ offerId: requestOffers.id, askedAt: requestOffers.askedAt, request: requestColumns })
    .from(requestOffers)
    .innerJoin(requests, eq(requests.id, requestOffers.requestId))
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(departments, eq(departments.id, requests.departmentId))
    .where(
      and(
        eq(requestOffers.userId, userId),
        isNull(requestOffers.answer),
        isNull(requestOffers.withdrawnAt),
        or(
          and(eq(requestOffers.stage, 'department_pool'), eq(requests.state, 'internal_adv')),
          and(eq(requestOffers.stage, 'other_pools'), eq(requests.state, 'pool_adv')),
        ),
        isNull(requests.cancelledAt),
        or(isNull(requests.deadlineAt), gt(requests.deadlineAt, now)),
        gt(requests.lastShiftEnd, now),
      ),
    )
    .orderBy(
      sql`${requests.deadlineAt} asc nulls last`,
      asc(requests.firstShiftStart),
      asc(requestOffers.id),
    );
}

/**
 * Offers the person accepted whose request has not been filled or cancelled yet: their
 * application is still applied, i.e. waiting for the ward manager's pick.
 */
export function acceptedOffers(db: Db, userId: string, now: Date) {
  return db
    .select({ offerId: requestOffers.id, request: requestColumns })
    .from(requestOffers)
    .innerJoin(requests, eq(requests.id, requestOffers.requestId))
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(departments, eq(departments.id, requests.departmentId))
    .innerJoin(
      applications,
      and(
        eq(applications.requestId, requestOffers.requestId),
        eq(applications.userId, requestOffers.userId),
      ),
    )
    .where(
      and(
        eq(requestOffers.userId, userId),
        eq(requestOffers.answer, 'accepted'),
        eq(applications.state, 'applied'),
        inArray(requests.state, WAITING_STATES),
        gt(requests.lastShiftEnd, now),
      ),
    )
    .orderBy(asc(requests.firstShiftStart), asc(requestOffers.id));
}

const booked = (userId: string) =>
  and(
    eq(applications.userId, userId),
    eq(applications.state, 'selected'),
    inArray(requests.state, [...FILLED_REQUEST_STATES]),
  );

/** Requests the person is booked on (selected, request filled) whose last shift ends after `from`. */
export function bookedRequests(db: Db, userId: string, from: Date) {
  return db
    .select({ request: requestColumns })
    .from(applications)
    .innerJoin(requests, eq(requests.id, applications.requestId))
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(departments, eq(departments.id, requests.departmentId))
    .where(and(booked(userId), gte(requests.lastShiftEnd, from)))
    .orderBy(asc(requests.firstShiftStart), asc(requests.id));
}

/** The shifts the person is booked on that end after `from`, with what the feed shows of them. */
export function bookedShifts(db: Db, userId: string, from: Date) {
  return db
    .select({
      id: shifts.id,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      bookedAt: sql<Date>`coalesce(${applications.decidedAt}, ${applications.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      title: requests.title,
      organisationName: organisations.name,
      departmentName: departments.name,
    })
    .from(applications)
    .innerJoin(requests, eq(requests.id, applications.requestId))
    .innerJoin(shifts, eq(shifts.requestId, requests.id))
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(departments, eq(departments.id, requests.departmentId))
    .where(and(booked(userId), gte(shifts.endsAt, from)))
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
}

/** How often the person was asked, accepted, and was booked (all time; request_offers_user_idx, applications_user_idx). */
export async function stats(db: Db, userId: string) {
  const [[asked], [accepted], [taken]] = await Promise.all([
    db.select({ value: count() }).from(requestOffers).where(eq(requestOffers.userId, userId)),
    db
      .select({ value: count() })
      .from(requestOffers)
      .where(and(eq(requestOffers.userId, userId), eq(requestOffers.answer, 'accepted'))),
    db
      .select({ value: count() })
      .from(applications)
      .innerJoin(requests, eq(requests.id, applications.requestId))
      .where(booked(userId)),
  ]);
  return { asked: asked?.value ?? 0, accepted: accepted?.value ?? 0, taken: taken?.value ?? 0 };
}

// --- calendar feed ---------------------------------------------------------------------------

/** Sets (or replaces) the person's feed token hash, creating their preferences row if needed. */
export async function setCalendarTokenHash(db: Db, userId: string, hash: string) {
  await db
    .insert(userPreferences)
    .values({ userId, calendarTokenHash: hash })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { calendarTokenHash: hash, updatedAt: sql`now()` },
    });
}

/** The owner of a feed token hash, with the language the feed is written in; an archived account has no feed. */
export async function findCalendarOwner(db: Db, hash: string) {
  const [row] = await db
    .select({ userId: users.id, language: users.language })
    .from(userPreferences)
    .innerJoin(users, eq(users.id, userPreferences.userId))
    .where(and(eq(userPreferences.calendarTokenHash, hash), isNull(users.archivedAt)));
  return row;
}
