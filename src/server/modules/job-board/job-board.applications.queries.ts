import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import {
  boundedCountColumn,
  countLimit,
  isLargeTable,
  largePageWithTotal,
  listPage,
  pageWithTotal,
} from '#server/db/paging';
import { anyId, runShaped } from '#server/db/shapes';
import { applications, organisations, requests, users } from '#server/db/schema/index';
import { applicationDocumentsJson } from '#server/modules/documents/documents.service';

/** An agency's applications: applying, withdrawing, and the agency's own list. */
export async function findApplicationOf(db: Db, requestId: string, userId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.requestId, requestId), eq(applications.userId, userId)));
  return row;
}

export async function insertApplication(db: Db, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!.id;
}

/** A withdrawn application submitted again: applied anew, with the new rate and agency. */
export async function resubmitApplication(
  db: Db,
  id: string,
  values: { agencyId: string; submittedBy: string; hourlyRate: number },
) {
  await db
    .update(applications)
    .set({
      ...values,
      state: 'applied',
      decidedAt: null,
      decidedBy: null,
      createdAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(applications.id, id), eq(applications.state, 'withdrawn')));
}

/** Withdraws an application of the agency while it waits; answers whether it did. */
export async function withdrawApplication(db: Db, agencyId: string, id: string, actorId: string) {
  // The request first, as applying and selecting lock it: the withdrawal's group refresh
  // (decision 043) then never waits for a request whose selection waits for this application.
  await db.execute(
    sql`select 1 from ${requests} where ${requests.id} = (select ${applications.requestId} from ${applications} where ${applications.id} = ${id}) for update`,
  );
  const rows = await db
    .update(applications)
    .set({ state: 'withdrawn', decidedAt: sql`now()`, decidedBy: actorId, updatedAt: sql`now()` })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.agencyId, agencyId),
        eq(applications.state, 'applied'),
      ),
    )
    .returning({ id: applications.id });
  return rows.length === 1;
}

/** What the agency sees of each of its applications (decision 058: only the columns shown). */
const agencyApplicationColumns = {
  application: {
    id: applications.id,
    state: applications.state,
    hourlyRate: applications.hourlyRate,
    createdAt: applications.createdAt,
    decidedAt: applications.decidedAt,
  },
  // A sub-select, not a statement of its own (decision 058).
  documents: applicationDocumentsJson,
  customer: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  request: {
    id: requests.id,
    title: requests.title,
    state: requests.state,
    firstShiftStart: requests.firstShiftStart,
    lastShiftEnd: requests.lastShiftEnd,
  },
  organisationName: organisations.name,
  organisationTimeZone: organisations.timeZone,
};

function agencyApplicationsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(agencyApplicationColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(requests, eq(requests.id, applications.requestId))
    .innerJoin(organisations, eq(organisations.id, requests.organisationId))
    .where(where);
}
export type AgencyApplicationRow = Awaited<ReturnType<typeof agencyApplicationsQuery>>[number];

/**
 * The agency's applications, newest first (applications_agency_idx). The page takes its ids
 * first (decisions 053 and 057): the index holds the order and the state, so the OFFSET is an
 * index-only walk and only the page's rows are joined to their person, request and organisation.
 */
export async function pageAgencyApplications(
  db: Db,
  agencyId: string,
  params: { state: string; page: number; pageSize: number },
) {
  const where = and(
    eq(applications.agencyId, agencyId),
    params.state === 'all'
      ? undefined
      : eq(applications.state, params.state as AgencyApplicationRow['application']['state']),
  );
  const page = listPage(
    {
      where,
      id: applications.id,
      sort: applications.createdAt,
      direction: 'desc',
      idDirection: 'desc',
      page: params.page,
      pageSize: params.pageSize,
    },
    (fields) => db.select(fields).from(applications).$dynamic(),
  );
  // Its ids first (the OFFSET walks the index only), then their rows: by the ids found, with the
  // bounded count beside them, for a large table, else in the same statement (decision 057).
  const walk = <T extends PgSelect>(select: T) =>
    select
      .where(page.where)
      .orderBy(...page.order)
      .limit(params.pageSize)
      .offset(page.offset);
  const countRows = () =>
    db.select({ id: applications.id }).from(applications).where(where).$dynamic();
  const rows = (idsIn: SQL | undefined) =>
    agencyApplicationsQuery(db, idsIn).orderBy(...page.order);
  if (!(await isLargeTable(db, 'applications'))) {
    // A first page straight from the WHERE; a later one takes its ids in a sub-select.
    const pageWhere =
      params.page === 0
        ? page.where
        : inArray(
            applications.id,
            walk(db.select({ id: applications.id }).from(applications).$dynamic()),
          );
    return pageWithTotal(db, rows(pageWhere).limit(params.pageSize), countRows(), params);
  }
  const counted = boundedCountColumn(countRows(), countLimit(params.page * params.pageSize));
  return largePageWithTotal(
    db,
    walk(db.select({ id: applications.id, counted }).from(applications).$dynamic()),
    (found) => rows(anyId(applications.id, found)),
    countRows(),
    params,
  );
}

/** The agency's applications to one request, or one application by id (built once per kind, decision 048). */
export function agencyApplicationsWhere(
  db: Db,
  agencyId: string,
  by: { requestId: string } | { id: string },
) {
  const [which, value] =
    'id' in by ? (['id', by.id] as const) : (['requestId', by.requestId] as const);
  return runShaped(db, `agency-applications|${which}`, { agency: agencyId, value }, (bind) =>
    agencyApplicationsQuery(
      db,
      and(
        eq(applications.agencyId, bind('agency', agencyId)),
        which === 'id'
          ? eq(applications.id, bind('value', value))
          : eq(applications.requestId, bind('value', value)),
      ),
    ).orderBy(desc(applications.createdAt), desc(applications.id)),
  );
}
