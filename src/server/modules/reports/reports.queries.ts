import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * The reports' statements: one per figure group, set-based, over the tables the ladder writes
 * (docs/decisions/021-reports.md defines each figure). Nothing is stored twice.
 */

/** Which requests a report covers: the actor's scope narrowed by the query. */
export interface ReportFilter {
  /** Berlin calendar days, both included. */
  from: string;
  to: string;
  /** null: every organisation (ADMIN). Otherwise requests of these organisations or wards. */
  scope: { organisationIds: string[]; departmentIds: string[] } | null;
  organisationId?: string;
  departmentIds?: string[];
  /** Administrators' reports also break their figures down by organisation. */
  byOrganisation?: boolean;
}

const ZONE = 'Europe/Berlin';

function anyOf(column: SQL, ids: string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** Condition on the request alias `r`: in scope, in the query's organisation and wards. */
function requestIn(filter: ReportFilter): SQL {
  const parts: SQL[] = [];
  if (filter.scope) {
    parts.push(
      sql`(${anyOf(sql`r.organisation_id`, filter.scope.organisationIds)} or ${anyOf(sql`r.department_id`, filter.scope.departmentIds)})`,
    );
  }
  if (filter.organisationId) parts.push(sql`r.organisation_id = ${filter.organisationId}::uuid`);
  if (filter.departmentIds) parts.push(anyOf(sql`r.department_id`, filter.departmentIds));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** `column` within the period: from the first day's midnight in Berlin to the next day after the last. */
function inPeriod(column: SQL, filter: ReportFilter): SQL {
  return sql`${column} >= (${filter.from}::date)::timestamp at time zone ${ZONE}
    and ${column} < (${filter.to}::date + 1)::timestamp at time zone ${ZONE}`;
}

const monthOf = (column: SQL) => sql`to_char(${column} at time zone ${ZONE}, 'YYYY-MM')`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Counts and durations come back as strings or doubles depending on the driver. */
export type Numeric = number | string | null;

/** The grouping sets: month and total, and per organisation when asked for. */
function groupings(filter: ReportFilter, ...sets: SQL[]): SQL {
  const all = [...sets, ...(filter.byOrganisation ? [sql`(organisation_id, organisation_name)`] : []), sql`()`];
  return sql`group by grouping sets (${sql.join(all, sql`, `)})`;
}

/** The organisation columns of a grouped row: only selectable when grouped by them. */
function organisationColumns(filter: ReportFilter): SQL {
  return filter.byOrganisation
    ? sql`organisation_id, organisation_name`
    : sql`null::uuid as organisation_id, null::text as organisation_name`;
}

export type FillRow = {
  month: string | null;
  organisation_id: string | null;
  organisation_name: string | null;
} & Record<
  | 'posted'
  | 'own_pool'
  | 'other_pools'
  | 'agencies'
  | 'unfilled'
  | 'cancelled'
  | 'filled_count'
  | 'fill_median'
  | 'fill_p90'
  | 'answered_count'
  | 'answer_median'
  | 'answer_p90',
  Numeric
>;

/** Requests posted in the period, by outcome and time to fill, per Berlin month and in total. */
export async function fillFigures(db: Db, filter: ReportFilter): Promise<FillRow[]> {
  return rows<FillRow>(
    db,
    sql`
    with posted as (
      select ${monthOf(sql`r.created_at`)} as month, r.organisation_id, org.name as organisation_name,
        case
          when r.state = 'cancelled' then 'cancelled'
          when r.state = 'external_fill' then 'agencies'
          when r.state = 'internal_fill' and exists (
            select 1 from applications a
            join request_offers o on o.request_id = a.request_id and o.user_id = a.user_id
            where a.request_id = r.id and a.state = 'selected' and o.stage = 'other_pools'
          ) then 'other_pools'
          when r.state = 'internal_fill' then 'own_pool'
          else 'unfilled'
        end as outcome,
        case when r.state in ('internal_fill', 'external_fill') and r.filled_at is not null
          then extract(epoch from r.filled_at - r.created_at) / 60 end as fill_minutes,
        extract(epoch from r.first_answer_at - r.created_at) / 60 as answer_minutes
      from requests r
      join organisations org on org.id = r.organisation_id
      where ${inPeriod(sql`r.created_at`, filter)} and ${requestIn(filter)}
    )
    select month, ${organisationColumns(filter)},
      count(*) as posted,
      count(*) filter (where outcome = 'own_pool') as own_pool,
      count(*) filter (where outcome = 'other_pools') as other_pools,
      count(*) filter (where outcome = 'agencies') as agencies,
      count(*) filter (where outcome = 'unfilled') as unfilled,
      count(*) filter (where outcome = 'cancelled') as cancelled,
      count(fill_minutes) as filled_count,
      round((percentile_cont(0.5) within group (order by fill_minutes))::numeric) as fill_median,
      round((percentile_cont(0.9) within group (order by fill_minutes))::numeric) as fill_p90,
      count(answer_minutes) as answered_count,
      round((percentile_cont(0.5) within group (order by answer_minutes))::numeric) as answer_median,
      round((percentile_cont(0.9) within group (order by answer_minutes))::numeric) as answer_p90
    from posted
    ${groupings(filter, sql`(month)`)}
    order by month nulls first, organisation_name, organisation_id`,
  );
}

export type WardRow = {
  department_id: string;
  department_name: string;
} & Record<'asked' | 'accepted' | 'declined' | 'no_answer', Numeric>;

/** Offers made in the period on requests of each ward, by answer. */
export async function wardOfferFigures(db: Db, filter: ReportFilter): Promise<WardRow[]> {
  return rows<WardRow>(
    db,
    sql`
    select d.id as department_id, d.name as department_name,
      count(*) as asked,
      count(*) filter (where o.answer = 'accepted') as accepted,
      count(*) filter (where o.answer = 'declined') as declined,
      count(*) filter (where o.answer is null) as no_answer
    from request_offers o
    join requests r on r.id = o.request_id
    join departments d on d.id = r.department_id
    where ${inPeriod(sql`o.asked_at`, filter)} and ${requestIn(filter)}
    group by d.id, d.name
    order by d.name, d.id`,
  );
}

export type MemberRow = {
  department_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
} & Record<'asked' | 'accepted' | 'taken', Numeric>;

/** Per ward and pool member: offers made in the period, accepted, and the requests they got. */
export async function memberOfferFigures(db: Db, filter: ReportFilter): Promise<MemberRow[]> {
  return rows<MemberRow>(
    db,
    sql`
    select r.department_id, u.id as user_id, u.first_name, u.last_name,
      count(*) as asked,
      count(*) filter (where o.answer = 'accepted') as accepted,
      count(a.id) filter (where a.state = 'selected') as taken
    from request_offers o
    join requests r on r.id = o.request_id
    join users u on u.id = o.user_id
    left join applications a on a.request_id = o.request_id and a.user_id = o.user_id
    where r.department_id is not null and ${inPeriod(sql`o.asked_at`, filter)} and ${requestIn(filter)}
    group by r.department_id, u.id, u.first_name, u.last_name
    order by r.department_id, count(*) desc, u.last_name, u.first_name, u.id`,
  );
}

export type ExternalRow = {
  month: string | null;
  agency_id: string | null;
  agency_name: string | null;
  organisation_id: string | null;
  organisation_name: string | null;
} & Record<'placements' | 'hours' | 'cost_cents' | 'internal_cost_cents' | 'commission_cents', Numeric>;

/** Agency placements of requests whose first shift falls in the period: per month, per agency, total. */
export async function externalFigures(db: Db, filter: ReportFilter): Promise<ExternalRow[]> {
  return rows<ExternalRow>(
    db,
    sql`
    with lines as (
      select ${monthOf(sql`r.first_shift_start`)} as month, p.agency_id, g.name as agency_name,
        r.organisation_id, org.name as organisation_name, p.hours,
        round(p.hours * p.hourly_rate * 100) as cost_cents,
        -- null without the organisation's rate: sum() leaves it out, and is null when all are.
        round(p.hours * org.internal_hourly_cost_cents) as internal_cost_cents,
        round(p.commission * 100) as commission_cents
      from placements p
      join requests r on r.id = p.request_id
      join agencies g on g.id = p.agency_id
      join organisations org on org.id = r.organisation_id
      where ${inPeriod(sql`r.first_shift_start`, filter)} and ${requestIn(filter)}
    )
    select month, agency_id, agency_name, ${organisationColumns(filter)},
      count(*) as placements,
      coalesce(sum(hours), 0) as hours,
      coalesce(sum(cost_cents), 0) as cost_cents,
      sum(internal_cost_cents) as internal_cost_cents,
      coalesce(sum(commission_cents), 0) as commission_cents
    from lines
    ${groupings(filter, sql`(month)`, sql`(agency_id, agency_name)`)}
    order by month nulls first, agency_name, agency_id, organisation_name, organisation_id`,
  );
}

export type BaselineRow = {
  first_month: string;
  last_month: string;
} & Record<'filled' | 'agencies', Numeric>;

/**
 * The scope's first months: from the Berlin month of its earliest request, `months` calendar
 * months, and how many of the requests posted in them were filled and by agencies. No row when
 * the scope has no request at all.
 */
export async function baselineFigures(db: Db, filter: ReportFilter, months: number): Promise<BaselineRow | undefined> {
  const [row] = await rows<BaselineRow>(
    db,
    sql`
    with first as (
      select date_trunc('month', min(r.created_at at time zone ${ZONE})) as start
      from requests r
      where ${requestIn(filter)}
    ), span as (
      select start, start + make_interval(months => ${months}::int) as stop from first where start is not null
    )
    select to_char(span.start, 'YYYY-MM') as first_month,
      to_char(span.stop - interval '1 month', 'YYYY-MM') as last_month,
      count(r.id) filter (where r.state in ('internal_fill', 'external_fill')) as filled,
      count(r.id) filter (where r.state = 'external_fill') as agencies
    from span
    left join requests r on ${requestIn(filter)}
      and r.created_at >= span.start at time zone ${ZONE}
      and r.created_at < span.stop at time zone ${ZONE}
    group by span.start, span.stop`,
  );
  return row;
}
