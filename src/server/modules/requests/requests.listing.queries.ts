import { and, asc, eq, gt, inArray, lt, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { RequestGroup } from '#shared/request-states';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import {
  boundedCountColumn,
  countLimit,
  listPage,
  pagedShapeKey,
  pageOfShape,
} from '#server/db/paging';
import { anyId, asValue, runShaped, type Bind } from '#server/db/shapes';
import { containsPattern } from '#server/db/search';
import { departments, organisations, requests, shifts } from '#server/db/schema/index';
import { APPLICANTS_PER_ROW, applicantsJson, shiftsJson } from './requests.nested.queries';
import { requestRowJson, toShownRequestRow } from './requests.row-json.queries';
import {
  bindScope,
  type BoundScope,
  requestInScope,
  scopeValues,
  scopeOn,
  type RequestScope,
} from './requests.scope.queries';

// The requests tables (paged, grouped by their applications) and the calendar's shifts.

// The three tables (spec 001 section 4: only applied and selected applications count) are kept
// on the request row by the applications' triggers, indexed with the organisation and the
// list's order (decision 043): a grouped page and its count read only the group's rows.
const inGroup = (group: RequestGroup) => eq(requests.applicationGroup, group);

export interface RequestListParams {
  group: 'all' | RequestGroup;
  from?: Date;
  to?: Date;
  organisationId?: string;
  departmentId?: string;
  search?: string;
  sort: 'date' | 'title';
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * One page of requests. A window (from, to) is bounded first on the request's own copy of its
 * first start and last end (indexed with the organisation and the department), so past
 * requests are never read; the shift-level EXISTS then drops requests whose gaps span it.
 */
export async function pageRequests(db: Db, scope: RequestScope, params: RequestListParams) {
  const values = pageRequestsValues(scope, params);
  const key = pageRequestsShape(params, values);
  const { rows, ...counted } = await pageOfShape(
    db,
    'requests',
    key,
    values,
    (bind) => pageRequestsQuery(db, scope, params, bind),
    params,
  );
  return { rows: rows.map(({ request }) => toShownRequestRow(request)), ...counted };
}

/**
 * The values of pageRequestsQuery's placeholders. Which are present, with the parts written
 * into the text (group, sort, direction, an indexed search, a later page), is the shape.
 */
function pageRequestsValues(scope: RequestScope, params: RequestListParams) {
  const values: Record<string, unknown> = {
    pageSize: params.pageSize,
    offset: params.page * params.pageSize,
    idsCountLimit: countLimit(params.page * params.pageSize),
  };
  scopeValues(scope, values);
  if (params.organisationId) values.organisation = params.organisationId;
  if (params.departmentId) values.department = params.departmentId;
  if (params.from) values.from = params.from.toISOString();
  if (params.to) values.to = params.to.toISOString();
  if (params.search) values.pattern = containsPattern(params.search);
  return values;
}

const pageRequestsShape = (params: RequestListParams, values: Record<string, unknown>) =>
  pagedShapeKey(['requests', params.group], params, values);

/**
 * The page's one column: the request's shown columns, its names, and its shifts and first
 * applicants (decision 042) as one json array per row (branch t2req: one field to parse, not 38).
 */
const pageColumns = {
  request: requestRowJson(
    shiftsJson,
    applicantsJson({ which: 'shown', limit: APPLICANTS_PER_ROW }),
  ),
};

/** The page and count statements of pageRequests, unexecuted (the benchmark explains them). */
export function pageRequestsQuery(
  db: Db,
  actorScope: RequestScope,
  params: RequestListParams,
  bind: Bind = asValue,
) {
  const scope = bindScope(actorScope, bind);
  const from = params.from && bind('from', params.from);
  const to = params.to && bind('to', params.to);
  // Without the scope: a manager of several wards applies it per ward (wardsPageIds).
  const conditions: (SQL | undefined)[] = [ne(requests.state, 'cancelled')];
  if (params.organisationId)
    conditions.push(eq(requests.organisationId, bind('organisation', params.organisationId)));
  if (params.departmentId)
    conditions.push(eq(requests.departmentId, bind('department', params.departmentId)));
  if (from) conditions.push(gt(requests.lastShiftEnd, from));
  if (to) conditions.push(lt(requests.firstShiftStart, to));
  // One bound alone is settled by the request's copy (its last shift ends after `from`, its
  // first starts before `to`); only a window with both can fall into a gap between shifts. The
  // default list (from = now) thus counts without a shift probe per row (decision 043).
  if (params.from && params.to) {
    // The shift's copy of the tenant is implied, and lets the planner seek (tenant, ends_at).
    const shiftScope = scopeOn(scope, shifts.organisationId, shifts.departmentId);
    conditions.push(
      sql`exists (select 1 from ${shifts} where ${shifts.requestId} = ${requests.id}${
        shiftScope ? sql` and ${shiftScope}` : sql``
      }${from ? sql` and ${shifts.endsAt} > ${from}` : sql``}${
        to ? sql` and ${shifts.startsAt} < ${to}` : sql``
      })`,
    );
  }
  if (params.search)
    conditions.push(
      sql`lower(${requests.title}) like ${bind('pattern', containsPattern(params.search))}`,
    );
  if (params.group !== 'all') conditions.push(inGroup(params.group));
  const where = and(requestInScope(scope), ...conditions);
  const column = params.sort === 'title' ? sql`lower(${requests.title})` : requests.firstShiftStart;
  const page = listPage(
    { ...params, where, id: requests.id, sort: column, idDirection: params.direction, bind },
    (fields) => db.select(fields).from(requests).$dynamic(),
  );
  const wards = page.where === where && !params.departmentId ? severalWards(scope) : undefined;
  const walk = <T extends PgSelect>(select: T) =>
    select
      .where(
        wards
          ? sql`${requests.id} in (${wardsPageIds(wards, and(...conditions)!, column, page, params, bind)})`
          : page.where,
      )
      .orderBy(...page.order)
      .limit(bind('pageSize', params.pageSize))
      // A search's or the wards' walk has paged already (its offset is 0).
      .offset(wards || page.offset === 0 ? 0 : bind('offset', page.offset));
  const countRows = () => db.select({ id: requests.id }).from(requests).where(where).$dynamic();
  const ids = walk(db.select({ id: requests.id }).from(requests).$dynamic());
  const rowsWhere = (idsIn: SQL | undefined) =>
    db
      .select(pageColumns)
      .from(requests)
      .innerJoin(organisations, eq(organisations.id, requests.organisationId))
      .leftJoin(departments, eq(departments.id, requests.departmentId))
      .where(idsIn)
      .orderBy(...page.order);
  return {
    /** The page's ids in order: one walk of the list's index (per ward for several wards). */
    ids,
    /** The same ids, each with the bounded count (a large table, decision 057). */
    idsCounted: walk(
      db
        .select({
          id: requests.id,
          counted: boundedCountColumn(
            countRows(),
            bind('idsCountLimit', countLimit(params.page * params.pageSize)),
          ),
        })
        .from(requests)
        .$dynamic(),
    ),
    /** The rows of the page's ids, in the list's order (a large table, decision 057). */
    rows: (pageIds: string[] | Placeholder) => rowsWhere(anyId(requests.id, pageIds)),
    /**
     * The page as one statement (a small table): a later page or several wards take their ids in
     * a sub-select, so the sub-selects run only for the page's rows (decision 042).
     */
    page: rowsWhere(wards || page.offset > 0 ? inArray(requests.id, ids) : page.where).limit(
      bind('pageSize', params.pageSize),
    ),
    /** The rows to count (boundedCount); the benchmark explains it as it is. */
    count: countRows(),
  };
}

/** The wards of a scope of wards alone, when there are several (an unsearched page reads each on its own). */
const severalWards = (scope: BoundScope) =>
  !scope.all && scope.adminOrganisationIds.length === 0 && scope.departmentIds.length > 1
    ? scope.departmentIds
    : undefined;

/**
 * The page's ids for a manager of several wards (decision 043, amended). Each ward's entries
 * are in the list's order in the ward indexes, their union is not: with `department_id in (…)`
 * the planner read every ward's rows and sorted them. Instead each ward's first offset +
 * pageSize rows in order (a walk of its index), then those few sorted and paged.
 */
function wardsPageIds(
  wards: readonly (string | Placeholder)[],
  unscoped: SQL,
  column: SQL | typeof requests.firstShiftStart,
  page: { offset: number; order: SQL[] },
  params: RequestListParams,
  bind: Bind,
) {
  const direction = sql.raw(params.direction);
  const pageSize = bind('pageSize', params.pageSize);
  const offset = bind('offset', page.offset);
  return sql`select w.id from (values ${sql.join(
    wards.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  )}) as ward (department_id)
    cross join lateral (select ${requests.id} as id, ${column} as k from ${requests}
      where ${requests.departmentId} = ward.department_id and ${unscoped}
      order by ${sql.join(page.order, sql`, `)} limit ${pageSize}::int + ${offset}::int) as w
    order by w.k ${direction}, w.id ${direction} limit ${pageSize} offset ${offset}`;
}

/** The calendar's window and filters. */
export interface CalendarWindow {
  from: Date;
  to: Date;
  organisationId?: string;
  departmentId?: string;
}

/**
 * Every shift of the requests in the scope, not cancelled, that have a shift overlapping the
 * window: the calendar merges a request's shifts into runs, and a run that crosses the
 * window's edge must be counted whole (a run of three shifts from Sunday to Tuesday is "3
 * shifts" in both weeks). At most MAX_SHIFTS_PER_REQUEST per request, so the extra is bounded.
 * The scope and the window's start go through shifts_org_ends_idx / shifts_dept_ends_idx
 * (ends_at > from), so past shifts are skipped; starts_at < to bounds the rest. The same bounds
 * on the request (requests_org_last_end_idx / requests_dept_last_end_idx) keep the join small.
 */
export function calendarShiftsQuery(
  db: Db,
  actorScope: RequestScope,
  window: CalendarWindow,
  limit: number,
  bind: Bind = asValue,
) {
  const scope = bindScope(actorScope, bind);
  const from = bind('from', window.from);
  const to = bind('to', window.to);
  const tenant = and(
    scopeOn(scope, shifts.organisationId, shifts.departmentId),
    window.organisationId
      ? eq(shifts.organisationId, bind('organisation', window.organisationId))
      : undefined,
    window.departmentId
      ? eq(shifts.departmentId, bind('department', window.departmentId))
      : undefined,
  );
  const inWindow = db
    .selectDistinct({ requestId: shifts.requestId })
    .from(shifts)
    .innerJoin(requests, eq(requests.id, shifts.requestId))
    .where(
      and(
        tenant,
        gt(shifts.endsAt, from),
        lt(shifts.startsAt, to),
        ne(requests.state, 'cancelled'),
        // Implied by the shifts (a request spans its shifts, in the same tenant), and indexed:
        // the planner bounds the requests side too instead of hashing the whole table.
        requestInScope(scope),
        gt(requests.lastShiftEnd, from),
        lt(requests.firstShiftStart, to),
      ),
    );
  return db
    .select({
      shiftId: shifts.id,
      requestId: shifts.requestId,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      title: requests.title,
      state: requests.state,
      departmentName: departments.name,
      organisationTimeZone: organisations.timeZone,
    })
    .from(shifts)
    .innerJoin(requests, eq(requests.id, shifts.requestId))
    .innerJoin(organisations, eq(organisations.id, shifts.organisationId))
    .leftJoin(departments, eq(departments.id, shifts.departmentId))
    .where(and(tenant, inArray(shifts.requestId, inWindow)))
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .limit(bind('limit', limit));
}

/**
 * The calendar's shifts, built once per shape (decision 048, amended): which filters are given
 * and the scope's number of ids are the shape (the value names); everything else, the window
 * included, is a placeholder.
 */
export async function listCalendarShifts(
  db: Db,
  scope: RequestScope,
  window: CalendarWindow,
  limit: number,
) {
  const values: Record<string, unknown> = {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    limit,
  };
  scopeValues(scope, values);
  if (window.organisationId) values.organisation = window.organisationId;
  if (window.departmentId) values.department = window.departmentId;
  const key = ['calendar', scope.all, Object.keys(values).join(',')].join('|');
  return runShaped(db, key, values, (bind) => calendarShiftsQuery(db, scope, window, limit, bind));
}
