import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
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
} from '#server/db/schema/index';
import {
  requestInScope,
  requestWithNames,
  type RequestScope,
  type RequestWithNames,
} from './requests.scope.queries';

// One request with its shifts and applicants, and the look-ups that check a body. The module's
// other statements live beside this file by purpose: listing, scope and writing.

/** The row types the module's services name (they do not import the schema). */
export type { RequestRow, ShiftRow };

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

// --- checks ----------------------------------------------------------------------------------

export async function findOrganisationForRequest(db: Db, id: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name, timeZone: organisations.timeZone })
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
