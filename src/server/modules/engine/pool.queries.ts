import { sql, type SQL } from 'drizzle-orm';
import type { OfferStage } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { MIN_REST_HOURS } from '#server/modules/compliance/compliance.service';

/**
 * Matching a stage's pool and asking it: the statements a new request's time is spent in
 * (bench:escalation). The re-match after an edit (rematch.queries.ts) reuses the same rules.
 */

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
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
export function eligibleMembersCtes({
  requestId,
  departmentIds,
  qualifications,
  skills,
  weekdays,
}: PoolMatch): SQL {
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
 * One stage's offers in one statement: the rows travel as three arrays (unnest) instead of
 * thousands of bound values. No 'asked' event per person: each offer points at the event that
 * asked it and the timeline shows the offer as that line, one row per member less
 * in the request's transaction (bench:escalation). A member's offer written already (a pool's
 * fan-out completed twice) is left as it is.
 */
export async function insertOffers(
  db: Db,
  values: {
    requestId: string;
    stage: OfferStage;
    askedAt: Date;
    tokenExpiresAt: Date;
    offers: OfferInsert[];
    /** The timeline event that asks them: the stage's `stage_started` or an edit's `changed`. */
    askedEventId: string;
  },
) {
  if (values.offers.length === 0) return;
  const { requestId, stage, offers } = values;
  // Channel names hold no comma: one comma-separated string per person keeps the arrays flat.
  await db.execute(sql`
    insert into request_offers (request_id, user_id, stage, channels, asked_at, token_hash, token_expires_at, asked_event_id)
    select ${requestId}::uuid, o.user_id, ${stage}::offer_stage, string_to_array(o.channels, ','),
           ${values.askedAt.toISOString()}::timestamptz, o.token_hash, ${values.tokenExpiresAt.toISOString()}::timestamptz,
           ${values.askedEventId}::uuid
    from unnest(
      ${sql.param(offers.map((offer) => offer.userId))}::uuid[],
      ${sql.param(offers.map((offer) => offer.channels.join(',')))}::text[],
      ${sql.param(offers.map((offer) => offer.tokenHash))}::text[]
    ) as o(user_id, channels, token_hash)
    on conflict do nothing`);
}
