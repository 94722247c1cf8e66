import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { runShaped, type Bind } from '#server/db/shapes';
import {
  departments,
  organisations,
  referenceValues,
  requests,
  shifts,
  type RequestRow,
  type ShiftRow,
} from '#server/db/schema/index';
import { applicantsJson, shiftsJson, toApplicants, toShifts } from './requests.nested.queries';

export type { ApplicantRow } from './requests.nested.queries';
import {
  bindScope,
  requestInScope,
  requestWithNames,
  scopeValues,
  type RequestScope,
  type RequestWithNames,
} from './requests.scope.queries';

// One request with its shifts and applicants, and the look-ups that check a body. The module's
// other statements live beside this file by purpose: listing, scope and writing.

/** The row types the module's services name (they do not import the schema). */
export type { RequestRow, ShiftRow };

/**
 * One request by id in the scope, `columns` picked by `which`, built once per shape (decision
 * 048): the columns and the scope's number of ids are the shape, the id and the scope's ids
 * placeholders.
 */
function oneRequest<T>(
  db: Db,
  which: string,
  columns: T & typeof requestWithNames,
  scope: RequestScope,
  id: string,
) {
  const { key, values, where } = oneRequestShape(which, scope, id);
  return runShaped(db, key, values, (bind) =>
    db
      .select(columns)
      .from(requests)
      .innerJoin(organisations, eq(organisations.id, requests.organisationId))
      .leftJoin(departments, eq(departments.id, requests.departmentId))
      .where(where(bind)),
  );
}

/** The shape key, the values and the WHERE of one request's statement in the scope. */
function oneRequestShape(which: string, scope: RequestScope, id: string) {
  const values: Record<string, unknown> = { id };
  scopeValues(scope, values);
  return {
    key: ['request', which, scope.all, Object.keys(values).join(',')].join('|'),
    values,
    where: (bind: Bind) =>
      and(eq(requests.id, bind('id', id)), requestInScope(bindScope(scope, bind))),
  };
}

/** One request in the scope, or undefined (out of scope is not found). */
export async function findRequest(
  db: Db,
  scope: RequestScope,
  id: string,
): Promise<RequestWithNames | undefined> {
  const [row] = await oneRequest(db, 'names', requestWithNames, scope, id);
  return row as RequestWithNames | undefined;
}

const wholeColumns = {
  ...requestWithNames,
  shifts: shiftsJson,
  applicants: applicantsJson({ which: 'all' }),
};

/** One request in the scope with every shift and application, one statement. */
export async function findRequestWhole(db: Db, scope: RequestScope, id: string) {
  const [row] = await oneRequest(db, 'whole', wholeColumns, scope, id);
  if (!row) return undefined;
  const { shifts: shiftList, applicants, ...rest } = row;
  return {
    ...(rest as RequestWithNames),
    shifts: toShifts(shiftList),
    applicants: toApplicants(applicants, id),
  };
}

/**
 * What the statements of other modules about one request read of it: the request's id,
 * organisation and kind (not its 33 columns and names: each is a field PGlite's protocol parser
 * and Drizzle handle on their own), and its shifts.
 */
const withShiftsColumns = {
  request: { id: requests.id, organisationId: requests.organisationId, kind: requests.kind },
  shifts: shiftsJson,
};
export type RequestFacts = Pick<RequestRow, 'id' | 'organisationId' | 'kind'>;

/** More columns of a request's statement (sub-selects of other modules); `which` names them in the shape. */
export interface ExtraColumns<E extends Record<string, unknown>> {
  which: string;
  columns: { [K in keyof E]: SQL<E[K]> };
}

/**
 * One request in the scope (its facts) with its shifts, and `extra` columns when given, one
 * statement built once per shape, or undefined.
 */
export async function findRequestWithShifts<
  E extends Record<string, unknown> = Record<never, never>,
>(db: Db, scope: RequestScope, id: string, extra?: ExtraColumns<E>) {
  const columns = extra ? { ...withShiftsColumns, ...extra.columns } : withShiftsColumns;
  // Its own FROM: the request's facts need neither the organisation nor the ward joined.
  const { key, values, where } = oneRequestShape(
    extra ? `shifts+${extra.which}` : 'shifts',
    scope,
    id,
  );
  const [row] = await runShaped(db, key, values, (bind) =>
    db.select(columns).from(requests).where(where(bind)),
  );
  if (!row) return undefined;
  const { shifts: shiftList, ...rest } = row;
  return { ...(rest as { request: RequestFacts } & E), shifts: toShifts(shiftList) };
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

/**
 * The medical field a ward stands for: the field whose key or label (either language) is the
 * ward's name, without case ('Geriatrie', 'Kardiologie'); undefined when none is.
 */
export async function fieldOfWard(db: Db, departmentId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: referenceValues.key })
    .from(departments)
    .innerJoin(
      referenceValues,
      and(
        eq(referenceValues.kind, 'field'),
        sql`lower(${departments.name}) in (lower(${referenceValues.key}), lower(${referenceValues.labelDe}), lower(${referenceValues.labelEn}))`,
      ),
    )
    .where(eq(departments.id, departmentId))
    .orderBy(asc(referenceValues.sortOrder), asc(referenceValues.key))
    .limit(1);
  return row?.key;
}
