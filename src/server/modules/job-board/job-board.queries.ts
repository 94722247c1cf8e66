import { and, eq, gt, inArray, isNull, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import {
  boundedCountColumn,
  countLimit,
  listPage,
  pagedShapeKey,
  pageOfShape,
} from '#server/db/paging';
import { anyId, runShaped, type Bind } from '#server/db/shapes';
import { containsPattern } from '#server/db/search';
import {
  applications,
  departments,
  organisations,
  requests,
  shifts,
  users,
} from '#server/db/schema/index';
import { shiftsJson, toShifts } from '#server/modules/requests/requests.service';
import { nursingQualificationsWorkableBy, type BoardPosition } from '#shared/application-documents';

/** What the board needs of the caller's agency: who it is and until when its permit runs. */
export interface BoardAgency {
  id: string;
  /** Requests must end before this instant: the start of the day after the permit's last day in Germany (as agencyMayServe). */
  permitBound: Date;
}

export interface BoardFilter {
  accommodation?: boolean;
  contract?: string;
  postcode?: string;
  position?: BoardPosition;
  speciality?: string;
  search?: string;
}

/**
 * The open external requests an agency may see: advertised to agencies, not over yet, and ending
 * within its permit. Internal states never match. (state, last_shift_end) is indexed, so requests
 * that ended long ago are never read.
 */
function boardConditions(agency: BoardAgency, now: Date, bind: Bind): SQL[] {
  return [
    eq(requests.state, 'external_adv'),
    isNull(requests.cancelledAt),
    gt(requests.lastShiftEnd, bind('now', now)),
    lt(requests.lastShiftEnd, bind('permitBound', agency.permitBound)),
  ];
}

/** The values of boardConditions' placeholders, and the agency's (boardColumns). */
const boardValues = (agency: BoardAgency, now: Date): Record<string, unknown> => ({
  agency: agency.id,
  now: now.toISOString(),
  permitBound: agency.permitBound.toISOString(),
});

function filterConditions(filter: BoardFilter, bind: Bind): SQL[] {
  const conditions: SQL[] = [];
  if (filter.accommodation !== undefined)
    conditions.push(eq(requests.accommodation, bind('accommodation', filter.accommodation)));
  if (filter.contract)
    conditions.push(eq(requests.contractType, bind('contract', filter.contract)));
  if (filter.speciality) conditions.push(eq(requests.field, bind('speciality', filter.speciality)));
  if (filter.position) conditions.push(positionCondition(filter.position));
  // Digits only (the contract's regex), so the prefix needs no escaping.
  if (filter.postcode)
    conditions.push(sql`${organisations.postcode} like ${bind('postcode', `${filter.postcode}%`)}`);
  if (filter.search)
    conditions.push(
      sql`lower(${requests.title}) like ${bind('pattern', containsPattern(filter.search))}`,
    );
  return conditions;
}

/**
 * A doctor's grade finds the substitute-doctor requests accepting it (a nursing shift's doctor
 * flags mean nothing); a nursing qualification the nursing shifts it may work (its own and below).
 * Written in: the position is part of the shape.
 */
function positionCondition(position: BoardPosition): SQL {
  if (position === 'Facharzt' || position === 'Assistenzarzt') {
    return and(
      eq(requests.kind, 'substitute_doctor'),
      eq(position === 'Facharzt' ? requests.specialistRequired : requests.residentAccepted, true),
    )!;
  }
  // A nursing shift that names no qualification is open to every nurse.
  return and(
    eq(requests.kind, 'staff'),
    or(
      isNull(requests.qualification),
      inArray(requests.qualification, nursingQualificationsWorkableBy(position)),
    ),
  )!;
}

/** filterConditions' values; their names (with the position, written in) are part of the shape. */
function filterValues(filter: BoardFilter, values: Record<string, unknown>) {
  if (filter.accommodation !== undefined) values.accommodation = filter.accommodation;
  if (filter.contract) values.contract = filter.contract;
  if (filter.speciality) values.speciality = filter.speciality;
  if (filter.postcode) values.postcode = `${filter.postcode}%`;
  if (filter.search) values.pattern = containsPattern(filter.search);
}

const myApplicationCount = (agencyId: string | Placeholder) =>
  sql<number>`(select count(*) from ${applications} where ${applications.requestId} = ${requests.id} and ${applications.agencyId} = ${agencyId} and ${applications.state} <> 'withdrawn')`.mapWith(
    Number,
  );

/**
 * What a board item shows of its request and organisation, read alone, not the whole rows: PGlite
 * parses 20 columns a row instead of 51 (decision 058).
 */
const boardColumns = (agencyId: string | Placeholder) => ({
  request: {
    id: requests.id,
    title: requests.title,
    subtitle: requests.subtitle,
    kind: requests.kind,
    qualification: requests.qualification,
    firstShiftStart: requests.firstShiftStart,
    lastShiftEnd: requests.lastShiftEnd,
    field: requests.field,
    contractType: requests.contractType,
    accommodation: requests.accommodation,
    specialistRequired: requests.specialistRequired,
    residentAccepted: requests.residentAccepted,
    startsImmediately: requests.startsImmediately,
    payActive: requests.payActive,
    payOnCall: requests.payOnCall,
    createdAt: requests.createdAt,
  },
  organisation: {
    name: organisations.name,
    postcode: organisations.postcode,
    city: organisations.city,
    timeZone: organisations.timeZone,
  },
  shiftCount:
    sql<number>`(select count(*) from ${shifts} where ${shifts.requestId} = ${requests.id})`.mapWith(
      Number,
    ),
  myApplicationCount: myApplicationCount(agencyId),
});

type BoardParams = BoardFilter & {
  sort: 'begin' | 'postcode' | 'createdAt';
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** The board's page and bounded total, both built once per shape (decision 048). */
export async function pageBoard(db: Db, agency: BoardAgency, now: Date, params: BoardParams) {
  const pageStart = params.page * params.pageSize;
  const values = {
    ...boardValues(agency, now),
    pageSize: params.pageSize,
    offset: pageStart,
    idsCountLimit: countLimit(pageStart),
  };
  filterValues(params, values);
  // The position is written in (filterConditions), so it is part of the shape.
  return pageOfShape(
    db,
    'requests',
    pagedShapeKey(['board', params.position ?? ''], params, values),
    values,
    (bind) => pageBoardQuery(db, agency, now, params, bind),
    params,
  );
}

function pageBoardQuery(db: Db, agency: BoardAgency, now: Date, params: BoardParams, bind: Bind) {
  const where = and(...boardConditions(agency, now, bind), ...filterConditions(params, bind));
  const column = {
    begin: requests.firstShiftStart,
    postcode: organisations.postcode,
    createdAt: requests.createdAt,
  }[params.sort];
  const page = listPage(
    { ...params, where, id: requests.id, sort: column, idDirection: params.direction, bind },
    (fields) =>
      db
        .select(fields)
        .from(requests)
        .innerJoin(organisations, eq(organisations.id, requests.organisationId))
        .$dynamic(),
  );
  const walk = <T extends PgSelect>(select: T) =>
    select
      .where(page.where)
      .orderBy(...page.order)
      .limit(bind('pageSize', params.pageSize))
      // A search's walk has paged already (its offset is 0).
      .offset(page.offset === 0 ? 0 : bind('offset', page.offset));
  const countRows = () =>
    db
      .select({ id: requests.id })
      .from(requests)
      .innerJoin(organisations, eq(organisations.id, requests.organisationId))
      .where(where)
      .$dynamic();
  const ids = walk(
    db
      .select({ id: requests.id })
      .from(requests)
      .innerJoin(organisations, eq(organisations.id, requests.organisationId))
      .$dynamic(),
  );
  const rowsWhere = (idsIn: SQL | undefined) =>
    db
      .select(boardColumns(bind('agency', agency.id)))
      .from(requests)
      .innerJoin(organisations, eq(organisations.id, requests.organisationId))
      .where(idsIn)
      .orderBy(...page.order);
  return {
    /** The page's ids in order, each with the bounded count (a large table, decision 057). */
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
        .innerJoin(organisations, eq(organisations.id, requests.organisationId))
        .$dynamic(),
    ),
    /** The rows of the page's ids with the agency's own application (a large table, decision 057). */
    rows: (pageIds: string[] | Placeholder) => rowsWhere(anyId(requests.id, pageIds)),
    /**
     * The page as one statement (a small table): a later page takes its ids in a sub-select, so
     * the sub-selects run only for the page's rows (505 rows for page 100 of 5 otherwise).
     */
    page: rowsWhere(page.offset > 0 ? inArray(requests.id, ids) : page.where).limit(
      bind('pageSize', params.pageSize),
    ),
    count: countRows(),
  };
}

/** One request on the agency's board with its department, poster and shifts, or undefined. */
export async function findBoardRequest(db: Db, agency: BoardAgency, now: Date, id: string) {
  // Built once (decision 048): the agency, the clock, the permit and the id are placeholders.
  const [row] = await runShaped(db, 'board-request', { ...boardValues(agency, now), id }, (bind) =>
    db
      .select({
        ...boardColumns(bind('agency', agency.id)),
        detail: { description: requests.description },
        address: {
          address: organisations.address,
          country: organisations.country,
          url: organisations.url,
        },
        // A sub-select, not a statement of its own (decision 042).
        shifts: shiftsJson,
        departmentName: departments.name,
        poster: {
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phoneNumber,
        },
      })
      .from(requests)
      .innerJoin(organisations, eq(organisations.id, requests.organisationId))
      .leftJoin(departments, eq(departments.id, requests.departmentId))
      .leftJoin(users, eq(users.id, requests.createdBy))
      .where(and(eq(requests.id, bind('id', id)), ...boardConditions(agency, now, bind))),
  );
  return row && { ...row, shifts: toShifts(row.shifts) };
}

/** The request row, locked: applying and selecting on one request happen one after the other. */
export async function lockRequest(db: Db, id: string) {
  const [row] = await db
    .select({
      id: requests.id,
      state: requests.state,
      cancelledAt: requests.cancelledAt,
      lastShiftEnd: requests.lastShiftEnd,
      // What decides the documents an application carries.
      kind: requests.kind,
      specialistRequired: requests.specialistRequired,
      residentAccepted: requests.residentAccepted,
    })
    .from(requests)
    .where(eq(requests.id, id))
    .for('update');
  return row;
}
