import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OfferAnswer, OfferStage, RequestState } from '../../../shared/request-states';
import type { Db } from '../../db/client';
import {
  applications,
  departmentMembers,
  departments,
  organisationMembers,
  organisations,
  requestEvents,
  requestOffers,
  requests,
  shifts,
  users,
} from '../../db/schema/index';
import { MIN_REST_HOURS } from './engine.rules';

/** Rows per multi-row INSERT: well below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1000;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

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

export async function personName(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : '';
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

export interface PoolCandidate {
  id: string;
  channels: string[];
  hasPhone: boolean;
}

export interface PoolMatch {
  requestId: string;
  departmentIds: string[];
  /** Qualification keys that satisfy the request; null: any. */
  qualifications: string[] | null;
  /** Lower-cased. */
  skills: string[];
  /** ISO weekdays (Europe/Berlin) the request's shifts start on. */
  weekdays: number[];
}

/**
 * The matching rules as common table expressions, shared by the first ask of a stage and the
 * re-match after an edit: `eligible` (id, channels, has_phone) holds the customers of the
 * departments, not archived, with the qualification and every skill, with no booked shift closer
 * than MIN_REST_HOURS to any of the request's shifts (booked: a selected application on a filled
 * request), not unavailable during a shift, and not asked on a day off when they said so. Each
 * per-person test is an index probe (applications by user, shifts by request, unavailability by
 * user), so the whole pool is one set-based statement, not a query per person.
 */
export function eligibleMembersCtes({ requestId, departmentIds, qualifications, skills, weekdays }: PoolMatch): SQL {
  const rest = sql.raw(`interval '${MIN_REST_HOURS} hours'`);
  return sql`
    wanted as (
      select starts_at, ends_at from shifts where request_id = ${requestId}
    ), pool as (
      select distinct dm.user_id
      from department_members dm
      where dm.department_id = any(${sql.param(departmentIds)}::uuid[]) and dm.kind = 'customer'
    ), eligible as (
      select u.id, coalesce(p.channels::text[], '{app,email}'::text[]) as channels,
             (u.phone_number is not null and u.phone_number <> '') as has_phone
      from pool
      join users u on u.id = pool.user_id
      left join user_preferences p on p.user_id = u.id
      where u.archived_at is null
        and (${qualifications === null} or u.qualification_level = any(${sql.param(qualifications ?? [])}::text[]))
        and (${skills.length === 0} or array(select lower(s) from unnest(u.skills) s) @> ${sql.param(skills)}::text[])
        and not exists (
          select 1
          from applications a
          join requests r on r.id = a.request_id and r.state in ('internal_fill', 'external_fill')
          join shifts s on s.request_id = r.id
          join wanted w on s.starts_at < w.ends_at + ${rest} and w.starts_at < s.ends_at + ${rest}
          where a.user_id = u.id and a.state = 'selected'
        )
        and not exists (
          select 1 from unavailability n
          join wanted w on n.starts_at < w.ends_at and w.starts_at < n.ends_at
          where n.user_id = u.id
        )
        and not (coalesce(p.skip_days_off, false) and p.days_off && ${sql.param(weekdays)}::integer[])
    )`;
}

/** The pool members who may be asked for a request: eligible, not asked on it before and not an applicant on it. */
export function poolMatchQuery(match: PoolMatch): SQL {
  return sql`
    with ${eligibleMembersCtes(match)}
    select e.id, e.channels, e.has_phone as "hasPhone"
    from eligible e
    where not exists (select 1 from request_offers o where o.request_id = ${match.requestId} and o.user_id = e.id)
      and not exists (select 1 from applications a where a.request_id = ${match.requestId} and a.user_id = e.id)
    order by e.id`;
}

export async function matchPool(db: Db, match: PoolMatch): Promise<PoolCandidate[]> {
  if (match.departmentIds.length === 0) return [];
  return rowsOf<PoolCandidate>(db, poolMatchQuery(match));
}

export interface OfferInsert {
  userId: string;
  /** The channels the person is asked on (app, email, sms). */
  channels: string[];
  /** SHA-256 of the one-tap answer token. */
  tokenHash: string;
}

/**
 * One stage's offers and an 'asked' timeline event for each, in one statement: the rows travel
 * as three arrays (unnest) instead of thousands of bound values, and the events are derived from
 * the inserted offers in SQL. A pool of thousands costs one round trip and no per-row statement
 * building in JavaScript, which was most of a new request's time (bench:escalation).
 */
export async function insertOffers(
  db: Db,
  values: {
    requestId: string;
    stage: OfferStage;
    askedAt: Date;
    tokenExpiresAt: Date;
    offers: OfferInsert[];
    /** More for each 'asked' event's detail, e.g. `{ afterChange: true }` when an edit asks them. */
    askedDetail?: Record<string, unknown>;
  },
) {
  if (values.offers.length === 0) return;
  const { requestId, stage, offers } = values;
  // Channel names hold no comma: one comma-separated string per person keeps the arrays flat.
  await db.execute(sql`
    with offered as (
      insert into request_offers (request_id, user_id, stage, channels, asked_at, token_hash, token_expires_at)
      select ${requestId}::uuid, o.user_id, ${stage}::offer_stage, string_to_array(o.channels, ','),
             ${values.askedAt.toISOString()}::timestamptz, o.token_hash, ${values.tokenExpiresAt.toISOString()}::timestamptz
      from unnest(
        ${sql.param(offers.map((offer) => offer.userId))}::uuid[],
        ${sql.param(offers.map((offer) => offer.channels.join(',')))}::text[],
        ${sql.param(offers.map((offer) => offer.tokenHash))}::text[]
      ) as o(user_id, channels, token_hash)
      returning user_id, channels
    )
    insert into request_events (request_id, kind, user_id, channel, detail, at)
    select ${requestId}::uuid, 'asked', user_id, array_to_string(channels, ','),
           jsonb_build_object('stage', ${stage}::text, 'channels', to_jsonb(channels)) || ${JSON.stringify(values.askedDetail ?? {})}::jsonb,
           -- rows of one statement may share a clock reading: a microsecond apart keeps an order
           clock_timestamp() + (row_number() over ()) * interval '1 microsecond'
    from offered`);
}

export type EventInsert = Omit<typeof requestEvents.$inferInsert, 'at'>;
/**
 * Timeline rows stamped with clock_timestamp(), not now(): now() is the transaction's start, so
 * the steps of one transaction (created, stage_started, asked) would tie and lose their order.
 */
export async function insertEvents(db: Db, rows: EventInsert[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    // Rows of one statement may share a clock reading: a microsecond apart keeps their order.
    const chunk = rows.slice(i, i + INSERT_CHUNK).map((row, index) => ({
      ...row,
      at: sql.raw(`clock_timestamp() + interval '${index} microseconds'`),
    }));
    await db.insert(requestEvents).values(chunk);
  }
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

const offerColumns = {
  id: requestOffers.id,
  requestId: requestOffers.requestId,
  userId: requestOffers.userId,
  stage: requestOffers.stage,
  answer: requestOffers.answer,
  tokenExpiresAt: requestOffers.tokenExpiresAt,
  withdrawnAt: requestOffers.withdrawnAt,
};

export async function findOffer(db: Db, id: string) {
  const [row] = await db.select(offerColumns).from(requestOffers).where(eq(requestOffers.id, id));
  return row;
}

export async function findOfferByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select(offerColumns)
    .from(requestOffers)
    .where(eq(requestOffers.tokenHash, tokenHash));
  return row;
}
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/** Records the answer unless there is one: of two answers at once, one updates a row. */
export async function recordAnswer(db: Db, id: string, answer: OfferAnswer, via: string, at: Date) {
  const [row] = await db
    .update(requestOffers)
    .set({ answer, answeredAt: at, answeredVia: via })
    .where(and(eq(requestOffers.id, id), isNull(requestOffers.answer)))
    .returning({ id: requestOffers.id });
  return row !== undefined;
}

/** A pool member's acceptance is an application like an agency's, without agency or rate. */
export async function insertPoolApplication(db: Db, requestId: string, userId: string) {
  await db
    .insert(applications)
    .values({ requestId, userId, submittedBy: userId, agencyId: null, state: 'applied' })
    .onConflictDoNothing();
}

export async function setFirstAnswer(db: Db, requestId: string, at: Date) {
  await db
    .update(requests)
    .set({
      firstAnswerAt: sql`coalesce(${requests.firstAnswerAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(requests.id, requestId));
}

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

export async function requestSummary(db: Db, requestId: string) {
  const [row] = await db
    .select({
      title: requests.title,
      state: requests.state,
      deadlineAt: requests.deadlineAt,
      organisationName: organisations.name,
      departmentName: departments.name,
    })
    .from(requests)
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(departments, eq(departments.id, requests.departmentId))
    .where(eq(requests.id, requestId));
  if (!row) return undefined;
  const dates = await db
    .select({ startsAt: shifts.startsAt, endsAt: shifts.endsAt })
    .from(shifts)
    .where(eq(shifts.requestId, requestId))
    .orderBy(asc(shifts.startsAt));
  return { ...row, dates };
}
export type RequestSummary = NonNullable<Awaited<ReturnType<typeof requestSummary>>>;

const actor = alias(users, 'actor');
const person = alias(users, 'person');

/** The timeline in order, with names; bounded (a pool of thousands asks thousands). */
export async function listEvents(db: Db, requestId: string, limit: number) {
  return db
    .select({
      id: requestEvents.id,
      at: requestEvents.at,
      kind: requestEvents.kind,
      channel: requestEvents.channel,
      detail: requestEvents.detail,
      actorId: actor.id,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      personId: person.id,
      personFirstName: person.firstName,
      personLastName: person.lastName,
    })
    .from(requestEvents)
    .leftJoin(actor, eq(actor.id, requestEvents.actorId))
    .leftJoin(person, eq(person.id, requestEvents.userId))
    .where(eq(requestEvents.requestId, requestId))
    .orderBy(asc(requestEvents.at), asc(requestEvents.id))
    .limit(limit);
}

export async function listOffers(db: Db, requestId: string, limit: number) {
  return db
    .select({
      userId: requestOffers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      stage: requestOffers.stage,
      channels: requestOffers.channels,
      askedAt: requestOffers.askedAt,
      answer: requestOffers.answer,
      answeredAt: requestOffers.answeredAt,
      answeredVia: requestOffers.answeredVia,
      withdrawnAt: requestOffers.withdrawnAt,
    })
    .from(requestOffers)
    .innerJoin(users, eq(users.id, requestOffers.userId))
    .where(eq(requestOffers.requestId, requestId))
    .orderBy(asc(requestOffers.askedAt), asc(users.lastName), asc(users.firstName))
    .limit(limit);
}

/** The request state in which a stage's offers may be answered. */
export const STATE_OF_STAGE: Record<OfferStage, RequestState> = {
  department_pool: 'internal_adv',
  other_pools: 'pool_adv',
};
