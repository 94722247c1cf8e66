import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OfferAnswer, OfferStage } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { applications, requestEvents, requestOffers } from '#server/db/schema/index';
import { eligibleMembersCtes, type PoolMatch } from './pool.queries';
import { askedDetail } from './timeline.queries';

/**
 * Matching a running pool stage again after its request was edited (RequestLifecycle.changed).
 * Kept apart from pool.queries.ts: the first ask of a stage there is tuned for speed, this runs
 * on an edit.
 */

/** One person the edit concerns: eligible now or not, and their offer and application on the request. */
export interface RematchRow {
  userId: string;
  /** Passes every rule of the stage with the request as it is now. */
  eligible: boolean;
  /** Their preferred channels and whether SMS can reach them (eligible people only). */
  channels: string[] | null;
  hasPhone: boolean | null;
  offerId: string | null;
  offerStage: OfferStage | null;
  answer: OfferAnswer | null;
  withdrawn: boolean;
  applicationState: string | null;
  /** Null for a pool member's acceptance, set for an agency's application. */
  applicationAgencyId: string | null;
}

/**
 * In one statement, for a request in a pool stage: everyone in the stage's departments who
 * passes the matching rules now (eligibleMembersCtes, the same rules as the first ask) but has
 * no live offer on it, and everyone whose live offer of this stage is open or accepted, with
 * whether they still pass.
 */
export async function rematchStage(
  db: Db,
  match: PoolMatch & { stage: OfferStage },
): Promise<RematchRow[]> {
  const { requestId, stage } = match;
  const result = await db.execute(sql`
    with ${eligibleMembersCtes(match)}, offers as (
      select o.id, o.user_id, o.stage, o.answer, o.withdrawn_at
      from request_offers o
      where o.request_id = ${requestId}
    )
    select coalesce(e.id, o.user_id) as "userId",
           e.id is not null as eligible,
           e.channels,
           e.has_phone as "hasPhone",
           o.id as "offerId",
           o.stage as "offerStage",
           o.answer,
           o.withdrawn_at is not null as withdrawn,
           a.state as "applicationState",
           a.agency_id as "applicationAgencyId"
    from eligible e
    full join offers o on o.user_id = e.id
    left join applications a on a.request_id = ${requestId} and a.user_id = coalesce(e.id, o.user_id)
    where (e.id is not null and (o.id is null or o.withdrawn_at is not null))
       or (o.id is not null and o.stage = ${stage} and o.withdrawn_at is null and (o.answer is null or o.answer = 'accepted'))
    order by 1`);
  return (result as unknown as { rows: RematchRow[] }).rows;
}

/** When the running stage began (its latest stage_started event), to measure its time limit from. */
export async function stageStartedAt(
  db: Db,
  requestId: string,
  stage: OfferStage,
): Promise<Date | undefined> {
  const [row] = await db
    .select({
      at: requestEvents.at,
      startedAt: sql<string | null>`${requestEvents.detail}->>'startedAt'`,
    })
    .from(requestEvents)
    .where(
      and(
        eq(requestEvents.requestId, requestId),
        eq(requestEvents.kind, 'stage_started'),
        sql`${requestEvents.detail}->>'stage' = ${stage}`,
      ),
    )
    .orderBy(desc(requestEvents.at))
    .limit(1);
  // Rows written before startedAt was recorded fall back to the row's own stamp.
  return row ? (row.startedAt ? new Date(row.startedAt) : row.at) : undefined;
}

/** Offers that no longer apply: they cannot be answered and are kept for the timeline. */
export async function withdrawOffers(db: Db, offerIds: string[], at: Date) {
  if (offerIds.length === 0) return;
  await db
    .update(requestOffers)
    .set({ withdrawnAt: at })
    .where(inArray(requestOffers.id, offerIds));
}

/** Pool members' acceptances (applications without agency) that no longer apply. */
export async function withdrawPoolApplications(
  db: Db,
  requestId: string,
  userIds: string[],
  actorId: string,
  at: Date,
) {
  if (userIds.length === 0) return;
  await db
    .update(applications)
    .set({ state: 'withdrawn', decidedAt: at, decidedBy: actorId, updatedAt: at })
    .where(
      and(
        eq(applications.requestId, requestId),
        inArray(applications.userId, userIds),
        eq(applications.state, 'applied'),
        isNull(applications.agencyId),
      ),
    );
}

/**
 * Clears what an earlier edit withdrew from people who match again, so they can be asked anew
 * (one offer and one application per person and request): the timeline keeps the history.
 */
export async function clearWithdrawn(db: Db, requestId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  // The timeline derives an 'asked' line from each offer: a deleted offer's line
  // is stored as an event first, a microsecond after the event that asked it, to keep its place.
  await db.execute(sql`
    with o as (
      delete from request_offers
      where request_id = ${requestId} and user_id = any(${sql.param(userIds)}::uuid[]) and withdrawn_at is not null
      returning user_id, stage, channels, asked_at, asked_event_id
    )
    insert into request_events (request_id, kind, user_id, channel, detail, at)
    select ${requestId}::uuid, 'asked', o.user_id, array_to_string(o.channels, ','), ${askedDetail},
           coalesce(a.at + interval '1 microsecond', o.asked_at)
    from o left join request_events a on a.id = o.asked_event_id`);
  await db
    .delete(applications)
    .where(
      and(
        eq(applications.requestId, requestId),
        inArray(applications.userId, userIds),
        eq(applications.state, 'withdrawn'),
        isNull(applications.agencyId),
      ),
    );
}

/** The one-tap links of the stage's open offers last as long as the stage (its deadline moved). */
export async function setOfferTokenExpiry(
  db: Db,
  requestId: string,
  stage: OfferStage,
  expiresAt: Date,
) {
  await db
    .update(requestOffers)
    .set({ tokenExpiresAt: expiresAt })
    .where(
      and(
        eq(requestOffers.requestId, requestId),
        eq(requestOffers.stage, stage),
        isNull(requestOffers.answer),
        isNull(requestOffers.withdrawnAt),
      ),
    );
}
