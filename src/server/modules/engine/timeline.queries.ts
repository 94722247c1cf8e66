import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { requestOffers, users } from '#server/db/schema/index';

/**
 * What an offer's 'asked' line says: stage and channels, and afterChange when an
 * edit's `changed` event asked the person. `o` is the offer, `a` its asking event (or null).
 */
export const askedDetail =
  sql.raw(`jsonb_build_object('stage', o.stage::text, 'channels', to_jsonb(o.channels))
  || case when a.kind = 'changed' then '{"afterChange": true}'::jsonb else '{}'::jsonb end`);

export interface EventRow {
  id: string;
  at: Date;
  kind: string;
  channel: string | null;
  detail: Record<string, unknown>;
  actorId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  personId: string | null;
  personFirstName: string | null;
  personLastName: string | null;
}

/**
 * The timeline in order, with names; bounded (a pool of thousands asks thousands). The stored
 * events plus one 'asked' line per offer, placed right after the event that asked it (`seq`
 * breaks the tie); names are looked up for the page only.
 */
export async function listEvents(db: Db, requestId: string, limit: number): Promise<EventRow[]> {
  const result = await db.execute(sql`
    select t.id, t.at, t.kind, t.channel, t.detail,
           t.actor_id as "actorId", actor.first_name as "actorFirstName", actor.last_name as "actorLastName",
           person.id as "personId", person.first_name as "personFirstName", person.last_name as "personLastName"
    from (
      select * from (
        select e.id, e.at, 0 as seq, e.kind, e.channel, e.detail, e.actor_id, e.user_id
        from request_events e where e.request_id = ${requestId}
        union all
        select o.id, coalesce(a.at, o.asked_at), 1, 'asked', array_to_string(o.channels, ','), ${askedDetail}, null, o.user_id
        from request_offers o left join request_events a on a.id = o.asked_event_id
        where o.request_id = ${requestId}
      ) lines
      order by at, seq, id
      limit ${limit}
    ) t
    left join users actor on actor.id = t.actor_id
    left join users person on person.id = t.user_id
    order by t.at, t.seq, t.id`);
  return (result as unknown as { rows: (EventRow & { at: Date | string })[] }).rows.map((row) => ({
    ...row,
    at: new Date(row.at),
  }));
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
