import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { RequestGroup } from '../../../shared/request-states';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/search';
import {
  agencies,
  applications,
  departments,
  organisations,
  referenceValues,
  requests,
  shifts,
  users,
  type RequestRow,
  type ShiftRow,
} from '../../db/schema/index';

export type { RequestRow, ShiftRow };

/**
 * Which requests an actor sees and changes (see resolveScope): the requests of their
 * departments, and every request of the organisations they administer (also those without a
 * department, and those of archived departments). Visible and changeable are the same set.
 */
export type RequestScope =
  { all: true } | { all: false; adminOrganisationIds: string[]; departmentIds: string[] };

/** The scope on one table's organisation and department columns; both tables are indexed on them. */
function scopeOn(
  scope: RequestScope,
  organisationColumn: typeof requests.organisationId | typeof shifts.organisationId,
  departmentColumn: typeof requests.departmentId | typeof shifts.departmentId,
): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.adminOrganisationIds.length)
    parts.push(inArray(organisationColumn, scope.adminOrganisationIds));
  if (scope.departmentIds.length) parts.push(inArray(departmentColumn, scope.departmentIds));
  return parts.length ? or(...parts) : sql`false`;
}

const requestInScope = (scope: RequestScope) =>
  scopeOn(scope, requests.organisationId, requests.departmentId);

// Only applied and selected applications count for the tables (spec 001 section 4).
const hasApplicationIn = (states: SQL) =>
  sql`exists (select 1 from ${applications} where ${applications.requestId} = ${requests.id} and ${applications.state} in ${states})`;
const hasSelected = hasApplicationIn(sql`('selected')`);
const hasApplied = hasApplicationIn(sql`('applied')`);
const hasActive = hasApplicationIn(sql`('applied', 'selected')`);

export const GROUP_CONDITIONS: Record<RequestGroup, SQL> = {
  external: hasSelected,
  confirmation: sql`not ${hasSelected} and ${hasApplied}`,
  open: sql`not ${hasActive}`,
};

/** The request columns with the names of its organisation and department. */
const requestWithNames = {
  request: requests,
  organisationName: organisations.name,
  organisationTimeZone: organisations.timeZone,
  departmentName: departments.name,
};
export type RequestWithNames = {
  request: RequestRow;
  organisationName: string;
  organisationTimeZone: string;
  departmentName: string | null;
};

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
  const query = pageRequestsQuery(db, scope, params);
  const [rows, [total]] = await Promise.all([query.page, query.count]);
  return { rows: rows as RequestWithNames[], total: total?.value ?? 0 };
}

/** The page and count statements of pageRequests, unexecuted (the benchmark explains them). */
export function pageRequestsQuery(db: Db, scope: RequestScope, params: RequestListParams) {
  const conditions: (SQL | undefined)[] = [ne(requests.state, 'cancelled'), requestInScope(scope)];
  if (params.organisationId) conditions.push(eq(requests.organisationId, params.organisationId));
  if (params.departmentId) conditions.push(eq(requests.departmentId, params.departmentId));
  if (params.from) conditions.push(gt(requests.lastShiftEnd, params.from));
  if (params.to) conditions.push(lt(requests.firstShiftStart, params.to));
  if (params.from || params.to) {
    // The shift's copy of the tenant is implied, and lets the planner seek (tenant, ends_at).
    const shiftScope = scopeOn(scope, shifts.organisationId, shifts.departmentId);
    conditions.push(
      sql`exists (select 1 from ${shifts} where ${shifts.requestId} = ${requests.id}${
        shiftScope ? sql` and ${shiftScope}` : sql``
      }${params.from ? sql` and ${shifts.endsAt} > ${params.from}` : sql``}${
        params.to ? sql` and ${shifts.startsAt} < ${params.to}` : sql``
      })`,
    );
  }
  if (params.search)
    conditions.push(sql`lower(${requests.title}) like ${containsPattern(params.search)}`);
  if (params.group !== 'all') conditions.push(GROUP_CONDITIONS[params.group]);
  const where = and(...conditions);
  const column = params.sort === 'title' ? sql`lower(${requests.title})` : requests.firstShiftStart;
  const order = params.direction === 'asc' ? asc : desc;
  return {
    page: db
      .select(requestWithNames)
      .from(requests)
      .innerJoin(organisations, eq(organisations.id, requests.organisationId))
      .leftJoin(departments, eq(departments.id, requests.departmentId))
      .where(where)
      .orderBy(order(column), order(requests.id))
      .limit(params.pageSize)
      .offset(params.page * params.pageSize),
    count: db.select({ value: count() }).from(requests).where(where),
  };
}

/** One request in the scope, or undefined (out of scope is not found). */
export async function findRequest(
  db: Db,
  scope: RequestScope,
  id: string,
): Promise<RequestWithNames | undefined> {
  const [row] = await db
    .select(requestWithNames)
    .from(requests)
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .leftJoin(departments, eq(departments.id, requests.departmentId))
    .where(and(eq(requests.id, id), requestInScope(scope)));
  return row as RequestWithNames | undefined;
}

/** Requests of a list of ids that are in the scope (for deleting; locked against concurrent edits). */
export async function findRequestsForUpdate(db: Db, scope: RequestScope, ids: string[]) {
  return db
    .select({
      id: requests.id,
      state: requests.state,
      title: requests.title,
      organisationId: requests.organisationId,
    })
    .from(requests)
    .where(and(inArray(requests.id, ids), requestInScope(scope)))
    .for('update');
}

/** The shifts of some requests, in date order (shifts_request_idx). */
export async function listShiftsOf(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return shiftsOfQuery(db, requestIds);
}

export function shiftsOfQuery(db: Db, requestIds: string[]) {
  return db
    .select()
    .from(shifts)
    .where(inArray(shifts.requestId, requestIds))
    .orderBy(asc(shifts.requestId), asc(shifts.startsAt), asc(shifts.id));
}

export interface ApplicantRow {
  id: string;
  requestId: string;
  userId: string;
  agencyId: string | null;
  agencyName: string | null;
  state: (typeof applications.$inferSelect)['state'];
  hourlyRate: number | null;
  createdAt: Date;
  firstName: string;
  lastName: string;
  qualificationLevel: string | null;
  /** How many applicants of this request are shown in total (before `limit`). */
  total: number;
}

/**
 * Applicants of some requests in one query. 'shown': the list view, the selected ones when a
 * request has any (external requests show only those), else the applied ones; the first
 * `limit` per request by row_number(), with the full count beside them. 'all': every
 * application of the request, whatever its state (the detail view).
 */
export async function listApplicantsOf(
  db: Db,
  requestIds: string[],
  options: { which: 'shown' | 'all'; limit?: number },
): Promise<ApplicantRow[]> {
  if (requestIds.length === 0) return [];
  const rows = await applicantsQuery(db, requestIds, options);
  return rows.map(({ rank: _rank, ...row }) => ({ ...row, total: Number(row.total) }));
}

/** The statement of listApplicantsOf, unexecuted (the benchmark explains it). */
export function applicantsQuery(
  db: Db,
  requestIds: string[],
  options: { which: 'shown' | 'all'; limit?: number },
) {
  const shownState = sql`case when exists (select 1 from ${applications} selected where selected.request_id = ${applications.requestId} and selected.state = 'selected') then 'selected'::application_state else 'applied'::application_state end`;
  const ranked = db
    .select({
      id: applications.id,
      requestId: applications.requestId,
      userId: applications.userId,
      agencyId: applications.agencyId,
      agencyName: sql<string | null>`${agencies.name}`.as('agency_name'),
      state: applications.state,
      hourlyRate: applications.hourlyRate,
      createdAt: applications.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      qualificationLevel: users.qualificationLevel,
      rank: sql<number>`row_number() over (partition by ${applications.requestId} order by ${applications.createdAt}, ${applications.id})`.as(
        'rank',
      ),
      total: sql<number>`count(*) over (partition by ${applications.requestId})`.as('total'),
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(agencies, eq(agencies.id, applications.agencyId))
    .where(
      and(
        inArray(applications.requestId, requestIds),
        options.which === 'shown' ? sql`${applications.state} = ${shownState}` : undefined,
      ),
    )
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(options.limit ? lte(ranked.rank, options.limit) : undefined)
    .orderBy(asc(ranked.requestId), asc(ranked.rank));
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
  scope: RequestScope,
  window: { from: Date; to: Date; organisationId?: string; departmentId?: string },
  limit: number,
) {
  const tenant = and(
    scopeOn(scope, shifts.organisationId, shifts.departmentId),
    window.organisationId ? eq(shifts.organisationId, window.organisationId) : undefined,
    window.departmentId ? eq(shifts.departmentId, window.departmentId) : undefined,
  );
  const inWindow = db
    .selectDistinct({ requestId: shifts.requestId })
    .from(shifts)
    .innerJoin(requests, eq(requests.id, shifts.requestId))
    .where(
      and(
        tenant,
        gt(shifts.endsAt, window.from),
        lt(shifts.startsAt, window.to),
        ne(requests.state, 'cancelled'),
        // Implied by the shifts (a request spans its shifts, in the same tenant), and indexed:
        // the planner bounds the requests side too instead of hashing the whole table.
        requestInScope(scope),
        gt(requests.lastShiftEnd, window.from),
        lt(requests.firstShiftStart, window.to),
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
    })
    .from(shifts)
    .innerJoin(requests, eq(requests.id, shifts.requestId))
    .leftJoin(departments, eq(departments.id, shifts.departmentId))
    .where(and(tenant, inArray(shifts.requestId, inWindow)))
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .limit(limit);
}

export async function listCalendarShifts(...args: Parameters<typeof calendarShiftsQuery>) {
  return calendarShiftsQuery(...args);
}

// --- writing ---------------------------------------------------------------------------------

export async function insertRequest(db: Db, values: typeof requests.$inferInsert) {
  const [row] = await db.insert(requests).values(values).returning({ id: requests.id });
  return row!.id;
}

export async function updateRequest(
  db: Db,
  id: string,
  values: Partial<typeof requests.$inferInsert>,
) {
  await db
    .update(requests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(requests.id, id));
}

/** All shifts of a request in one multi-row INSERT. */
export async function insertShifts(db: Db, values: (typeof shifts.$inferInsert)[]) {
  if (values.length) await db.insert(shifts).values(values);
}

export async function deleteShiftsOf(db: Db, requestId: string) {
  await db.delete(shifts).where(eq(shifts.requestId, requestId));
}

/** Keeps the shifts' copy of the department in step with their request. */
export async function setShiftDepartment(db: Db, requestId: string, departmentId: string | null) {
  await db.update(shifts).set({ departmentId }).where(eq(shifts.requestId, requestId));
}

export async function requestIdsWithActiveApplications(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ requestId: applications.requestId })
    .from(applications)
    .where(
      and(
        inArray(applications.requestId, ids),
        inArray(applications.state, ['applied', 'selected']),
      ),
    );
  return new Set(rows.map((row) => row.requestId));
}

export async function cancelRequests(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(requests)
    .set({ state: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(requests.id, ids));
}

/** Marks the applied and selected applications of cancelled requests; answers who to tell. */
export async function cancelActiveApplications(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  const changed = await db
    .update(applications)
    .set({ state: 'request_cancelled', updatedAt: sql`now()` })
    .where(
      and(
        inArray(applications.requestId, requestIds),
        inArray(applications.state, ['applied', 'selected']),
      ),
    )
    .returning({ requestId: applications.requestId, userId: applications.userId });
  if (changed.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(changed.map((row) => row.userId))]),
        isNull(users.archivedAt),
      ),
    );
  const byId = new Map(people.map((person) => [person.id, person]));
  return changed.flatMap((row) => {
    const person = byId.get(row.userId);
    return person ? [{ requestId: row.requestId, ...person }] : [];
  });
}

export async function deleteRequests(db: Db, ids: string[]) {
  if (ids.length) await db.delete(requests).where(inArray(requests.id, ids));
}

// --- checks ----------------------------------------------------------------------------------

export async function findOrganisationForRequest(db: Db, id: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, id), isNull(organisations.archivedAt)));
  return row;
}

export async function findActiveDepartment(db: Db, id: string) {
  const [row] = await db
    .select({ id: departments.id, organisationId: departments.organisationId })
    .from(departments)
    .where(and(eq(departments.id, id), isNull(departments.archivedAt)));
  return row;
}

/** Of some departments, those outside the given organisations. */
export async function departmentsOutside(
  db: Db,
  departmentIds: string[],
  organisationIds: string[],
) {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        inArray(departments.id, departmentIds),
        notInArray(departments.organisationId, organisationIds),
      ),
    );
  return rows.map((row) => row.id);
}

/** Which (kind, key) pairs exist in the reference lists. */
export async function existingReferenceKeys(db: Db, wanted: { kind: string; key: string }[]) {
  if (wanted.length === 0) return new Set<string>();
  const rows = await db
    .select({ kind: referenceValues.kind, key: referenceValues.key })
    .from(referenceValues)
    .where(
      or(
        ...wanted.map((entry) =>
          and(eq(referenceValues.kind, entry.kind), eq(referenceValues.key, entry.key)),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.kind}:${row.key}`));
}
