import { sql, type SQL } from 'drizzle-orm';
import { withoutJit, type Db } from '#server/db/client';

/**
 * The reports' statements: one per figure group, set-based. Fill and pool
 * figures read the rollups (kept by triggers, so a long history costs no more); the rest the
 * ladder's tables.
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
  /** The app's clock: a request not filled whose first shift starts after it is still open. */
  now: Date;
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
    const { organisationIds, departmentIds } = filter.scope;
    const tenants = [
      ...(organisationIds.length ? [anyOf(sql`r.organisation_id`, organisationIds)] : []),
      ...(departmentIds.length ? [anyOf(sql`r.department_id`, departmentIds)] : []),
    ];
    parts.push(tenants.length ? sql`(${sql.join(tenants, sql` or `)})` : sql`false`);
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

/**
 * For this transaction only. Without JIT: a year's estimated cost passes PostgreSQL's JIT
 * thresholds, and compiling took 2.5 s for a statement that runs in 0.3 s (bench:reports; PGlite
 * has no JIT, the setting is harmless there). More sort memory: a year's fill figures sort
 * 133,000 requests at 1,000,000 shifts, which spilled to disk with the default 4 MB.
 */
export const REPORT_SETTINGS = sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`;

/**
 * Up to about two months neither setting is needed where the session has no JIT (PGlite has
 * none; the PostgreSQL pool starts its sessions with `jit=off`), and a month at
 * 1,000,000 shifts sorts about 11,000 requests, within the default sort memory. So the statement
 * goes alone: the transaction and the settings were three of its five round trips, and PGlite's
 * transaction holds every other request's statements while it waits its turns.
 */
const WITHOUT_SETTINGS_UP_TO_DAYS = 62;

const periodDays = (filter: Pick<ReportFilter, 'from' | 'to'>) =>
  (Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000 + 1;

/** `period`: the rows the statement reads are bounded by it (the baseline's are not). */
async function rows<T>(
  db: Db,
  query: SQL,
  period?: Pick<ReportFilter, 'from' | 'to'>,
): Promise<T[]> {
  if (period && withoutJit(db) && periodDays(period) <= WITHOUT_SETTINGS_UP_TO_DAYS)
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return db.transaction(async (tx) => {
    await tx.execute(REPORT_SETTINGS);
    return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  });
}

/** Counts and durations come back as strings or doubles depending on the driver. */
export type Numeric = number | string | null;

/** The grouping sets: the given ones, per organisation when asked for, and the total. */
function groupings(filter: ReportFilter, ...sets: SQL[]): SQL {
  const all = [...sets, ...(filter.byOrganisation ? [sql`(organisation_id)`] : []), sql`()`];
  return sql`group by grouping sets (${sql.join(all, sql`, `)})`;
}

/** The organisation of a grouped row: only selectable when grouped by it. */
function organisationColumn(filter: ReportFilter): SQL {
  return filter.byOrganisation ? sql`organisation_id` : sql`null::uuid as organisation_id`;
}

type ByOrganisation = { organisation_id: string | null; organisation_name: string | null };

export type FillRow = {
  month: string | null;
} & ByOrganisation &
  Record<
    | 'posted'
    | 'own_pool'
    | 'other_pools'
    | 'agencies'
    | 'unfilled'
    | 'open'
    | 'cancelled'
    | 'filled_count'
    | 'fill_median'
    | 'fill_p90'
    | 'answered_count'
    | 'answer_median'
    | 'answer_p90',
    Numeric
  >;

/**
 * Where a report reads its figures: `rollup` (the default) from the tables the
 * triggers keep; `raw` from their source views, which compute the same rows from the ladder's
 * own tables by the figures' definitions (migration 0022) — the reference the rollups' test
 * compares with.
 */
export type FigureSource = 'rollup' | 'raw';

const requestFacts = (source: FigureSource) =>
  source === 'rollup' ? sql`report_request_facts` : sql`report_request_facts_source`;

/**
 * Each posted request of the period: its month, organisation, outcome and durations. The rollup's
 * `unfilled` is split by the clock (which a trigger cannot know): `open` while the first shift is
 * still to come, `unfilled` once it has begun without anyone booked.
 */
function postedRequests(filter: ReportFilter, source: FigureSource): SQL {
  // The month as a timestamp: sorting 133,000 of them for the grouping is quicker than as text.
  // Only the few unfilled requests probe their request row.
  return sql`select date_trunc('month', r.created_at at time zone ${ZONE}) as month_start, r.organisation_id,
      case when r.outcome = 'unfilled' and exists (
          select 1 from requests q
          where q.id = r.request_id and q.first_shift_start > ${filter.now.toISOString()}::timestamptz
        ) then 'open' else r.outcome end as outcome,
      r.fill_minutes, r.answer_minutes
    from ${requestFacts(source)} r
    where ${inPeriod(sql`r.created_at`, filter)} and ${requestIn(filter)}`;
}

/** Requests posted in the period, by outcome and time to fill, per Berlin month and in total. */
export async function fillFigures(
  db: Db,
  filter: ReportFilter,
  source: FigureSource = 'rollup',
): Promise<FillRow[]> {
  return rows<FillRow>(
    db,
    sql`
    with posted as (${postedRequests(filter, source)}
    ),
    figures as (
      select to_char(month_start, 'YYYY-MM') as month, ${organisationColumn(filter)},
        count(*) as posted,
        count(*) filter (where outcome = 'own_pool') as own_pool,
        count(*) filter (where outcome = 'other_pools') as other_pools,
        count(*) filter (where outcome = 'agencies') as agencies,
        count(*) filter (where outcome = 'unfilled') as unfilled,
        count(*) filter (where outcome = 'open') as open,
        count(*) filter (where outcome = 'cancelled') as cancelled,
        count(fill_minutes) as filled_count,
        round((percentile_cont(0.5) within group (order by fill_minutes))::numeric) as fill_median,
        round((percentile_cont(0.9) within group (order by fill_minutes))::numeric) as fill_p90,
        count(answer_minutes) as answered_count,
        round((percentile_cont(0.5) within group (order by answer_minutes))::numeric) as answer_median,
        round((percentile_cont(0.9) within group (order by answer_minutes))::numeric) as answer_p90
      from posted
      ${groupings(filter, sql`(month_start)`)}
    )
    select f.*, org.name as organisation_name
    from figures f
    left join organisations org on org.id = f.organisation_id
    order by f.month nulls first, organisation_name, f.organisation_id`,
    filter,
  );
}

export type PoolRow = {
  department_id: string;
  department_name: string;
  /** null on a ward's row; set on a pool member's row of that ward. */
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
} & Record<'asked' | 'accepted' | 'declined' | 'no_answer' | 'taken', Numeric>;

/** A calendar day `days` after `day` (both YYYY-MM-DD). */
function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The whole Berlin months of a period, [first day, day after the last): the monthly rollup
 * covers them, the daily one the days at either end. Null when no month is whole.
 */
export function wholeMonths(from: string, to: string): { start: string; end: string } | null {
  const start = from.endsWith('-01')
    ? from
    : `${dayAfter(`${from.slice(0, 7)}-01`, 31).slice(0, 7)}-01`;
  const afterTo = dayAfter(to, 1);
  const end = afterTo.endsWith('-01') ? afterTo : `${to.slice(0, 7)}-01`;
  return start < end ? { start, end } : null;
}

const COUNTS = sql`department_id, user_id, organisation_id, asked, accepted, declined, no_answer, taken`;

/** The daily and monthly counts whose days make up the period (see `wholeMonths`). */
function poolCells(filter: ReportFilter, source: FigureSource): SQL {
  const days = (from: string, to: string) =>
    sql`select ${COUNTS} from ${source === 'rollup' ? sql`report_pool_days` : sql`report_pool_days_source`}
      where day between ${from}::date and ${to}::date`;
  const months = source === 'rollup' ? wholeMonths(filter.from, filter.to) : null;
  if (!months) return days(filter.from, filter.to);
  return sql`select ${COUNTS} from report_pool_months
      where month >= ${months.start}::date and month < ${months.end}::date
    union all ${days(filter.from, dayAfter(months.start, -1))}
    union all ${days(months.end, filter.to)}`;
}

/** Offers asked in the period per ward and member. */
function poolCounts(filter: ReportFilter, source: FigureSource): SQL {
  return sql`select r.department_id, r.user_id,
      sum(r.asked) as asked, sum(r.accepted) as accepted, sum(r.declined) as declined,
      sum(r.no_answer) as no_answer, sum(r.taken) as taken
    from (${poolCells(filter, source)}) r
    where ${requestIn(filter)}
    group by grouping sets ((r.department_id), (r.department_id, r.user_id))`;
}

/**
 * Offers made in the period on requests of each ward, by answer: per ward, then per ward and
 * pool member with the requests they got. One pass over the rollup rows for both (grouping sets);
 * ward rows first (by name), then members by ward and most asked.
 */
export async function poolFigures(
  db: Db,
  filter: ReportFilter,
  source: FigureSource = 'rollup',
): Promise<PoolRow[]> {
  return rows<PoolRow>(
    db,
    sql`
    with figures as (${poolCounts(filter, source)})
    select f.department_id, d.name as department_name, f.user_id, u.first_name, u.last_name,
      f.asked, f.accepted, f.declined, f.no_answer, f.taken
    from figures f
    join departments d on d.id = f.department_id
    left join users u on u.id = f.user_id
    order by f.user_id is not null, case when f.user_id is null then d.name end, f.department_id,
      f.asked desc, u.last_name, u.first_name, u.id`,
    filter,
  );
}

export type ExternalRow = {
  month: string | null;
  agency_id: string | null;
  agency_name: string | null;
} & ByOrganisation &
  Record<
    'placements' | 'minutes' | 'cost_cents' | 'internal_cost_cents' | 'commission_cents',
    Numeric
  >;

/** On-call duty as the shifts name it; the billing run prices it at the request's on-call rate. */
const ON_CALL_ACTIVITY = 'Bereitschaftsdienst';

/**
 * The agency hours of the period as the billing run invoices them: approved or
 * corrected timesheets of agency placements, worked minutes (the confirmed span less breaks) by
 * the Berlin month of the booked start, priced per placement, month and kind of duty at the
 * agreed rate and rounded on that line, as the invoice's lines are. Commission is the placement's
 * rate of that month's cost, rounded as the commission invoice rounds it.
 */
export async function externalFigures(db: Db, filter: ReportFilter): Promise<ExternalRow[]> {
  return rows<ExternalRow>(
    db,
    sql`
    with worked as (
      select t.placement_id, ${monthOf(sql`t.booked_start`)} as month,
        s.activity = ${ON_CALL_ACTIVITY} as on_call,
        sum(round(extract(epoch from t.actual_end - t.actual_start) / 60) - coalesce(t.break_minutes, 0)) as minutes
      from timesheets t
      join requests r on r.id = t.request_id
      join shifts s on s.id = t.shift_id
      where t.state in ('approved', 'corrected') and t.agency_id is not null
        and t.actual_start is not null and t.actual_end is not null
        and ${inPeriod(sql`t.booked_start`, filter)} and ${requestIn(filter)}
      group by t.placement_id, month, on_call
    ),
    priced as (
      select w.placement_id, w.month, w.minutes,
        -- Half away from zero, like the invoice's line; null for on-call hours without a rate.
        round(w.minutes * round(case when w.on_call then r.pay_on_call else p.hourly_rate end * 100) / 60) as cost_cents
      from worked w
      join placements p on p.id = w.placement_id
      join requests r on r.id = p.request_id
    ),
    lines as (
      select pr.month, pr.placement_id, p.agency_id, p.organisation_id,
        sum(pr.minutes) as minutes,
        coalesce(sum(pr.cost_cents), 0) as cost_cents,
        round(coalesce(sum(pr.cost_cents), 0) * round(p.commission_rate * 100) / 10000) as commission_cents,
        -- null without the organisation's rate: sum() leaves it out, and is null when all are.
        round(sum(pr.minutes) * org.internal_hourly_cost_cents / 60) as internal_cost_cents
      from priced pr
      join placements p on p.id = pr.placement_id
      join organisations org on org.id = p.organisation_id
      group by pr.month, pr.placement_id, p.agency_id, p.organisation_id, p.commission_rate,
        org.internal_hourly_cost_cents
    ),
    -- Agency names after grouping: joined before, the planner walked every agency placement
    -- in agency order (for a merge join) and probed its request (3.4 s for a year).
    figures as (
      select month, agency_id, ${organisationColumn(filter)},
        count(distinct placement_id) as placements,
        coalesce(sum(minutes), 0) as minutes,
        coalesce(sum(cost_cents), 0) as cost_cents,
        sum(internal_cost_cents) as internal_cost_cents,
        coalesce(sum(commission_cents), 0) as commission_cents
      from lines
      ${groupings(filter, sql`(month)`, sql`(agency_id)`)}
    )
    select f.month, f.agency_id, g.name as agency_name, f.organisation_id, org.name as organisation_name,
      f.placements, f.minutes, f.cost_cents, f.internal_cost_cents, f.commission_cents
    from figures f
    left join agencies g on g.id = f.agency_id
    left join organisations org on org.id = f.organisation_id
    order by f.month nulls first, agency_name, f.agency_id, organisation_name, f.organisation_id`,
    filter,
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
export async function baselineFigures(
  db: Db,
  filter: ReportFilter,
  months: number,
): Promise<BaselineRow | undefined> {
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
