import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MEMBER_SORT_FIELDS } from '#shared/contracts/admin';
import type { Db } from '#server/db/client';
import { listPage, pagedShapeKey, pageWithTotal } from '#server/db/paging';
import { asPlaceholder, asValue, boundedCounter, shaped, type Bind } from '#server/db/shapes';
import { containsPattern } from '#server/db/search';
import {
  agencyMembers,
  departmentMembers,
  organisationMembers,
  users,
  type UserRow,
} from '#server/db/schema/index';

export type { UserRow };

/**
 * What a list of members shows of each: read alone, not the whole row (no password hash leaves
 * the database for a list, and PGlite parses 7 columns a row instead of 24).
 */
const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  contact: users.contact,
  role: users.role,
  emailConfirmedAt: users.emailConfirmedAt,
};
export type MemberRow = Pick<UserRow, keyof typeof memberColumns>;

export type MemberScope =
  | { scope: 'agency'; agencyId: string; kind: 'user' | 'customer' }
  | { scope: 'organisation'; organisationId: string }
  | { scope: 'department'; departmentId: string; kind: 'user' | 'customer' };

export type MemberSort = (typeof MEMBER_SORT_FIELDS)[number];

export interface ListParams<S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  direction: 'asc' | 'desc';
  search?: string;
}

/** The searchable text of a user, the same expression as the trigram index users_search_trgm_idx. */
export const userSearchText = sql`lower(coalesce(${users.email},'') || ' ' || coalesce(${users.firstName},'') || ' ' || coalesce(${users.lastName},'') || ' ' || coalesce(${users.contact},''))`;

function membershipCondition(scope: MemberScope, bind: Bind = asValue): SQL {
  switch (scope.scope) {
    case 'agency':
      return sql`exists (select 1 from ${agencyMembers} where ${agencyMembers.userId} = ${users.id} and ${agencyMembers.agencyId} = ${bind('of', scope.agencyId)} and ${agencyMembers.kind} = ${bind('kind', scope.kind)})`;
    case 'organisation':
      return sql`exists (select 1 from ${organisationMembers} where ${organisationMembers.userId} = ${users.id} and ${organisationMembers.organisationId} = ${bind('of', scope.organisationId)})`;
    case 'department':
      return sql`exists (select 1 from ${departmentMembers} where ${departmentMembers.userId} = ${users.id} and ${departmentMembers.departmentId} = ${bind('of', scope.departmentId)} and ${departmentMembers.kind} = ${bind('kind', scope.kind)})`;
  }
}

/** membershipCondition's values: the agency, organisation or department, and the kind. */
function membershipValues(scope: MemberScope): Record<string, unknown> {
  switch (scope.scope) {
    case 'agency':
      return { of: scope.agencyId, kind: scope.kind };
    case 'organisation':
      return { of: scope.organisationId };
    case 'department':
      return { of: scope.departmentId, kind: scope.kind };
  }
}

export function roleIs(role: UserRow['role']): SQL {
  return eq(users.role, role);
}

/** A page of users matching the conditions, searched on e-mail, names and contact. */
export async function pageUsers(
  db: Db,
  conditions: SQL[],
  params: ListParams<MemberSort | 'createdAt'>,
  countOrder?: SQL[],
) {
  const query = pageUsersQuery(db, conditions, params, asValue);
  const count = countOrder ? query.count.orderBy(...countOrder) : query.count;
  const { rows: items, ...counted } = await pageWithTotal(db, query.page, count, params);
  return { items, ...counted };
}

/**
 * The back office's persons of a role. Unsearched, its bounded count walks
 * users_live_role_last_name_id_idx in order: unordered, the planner chose a sequential scan, which
 * on a table of a million reads its pages through a small ring of buffers, from the file again on
 * every call (47 pages, 2.5 ms against 0.8 ms on PGlite; docs/benchmarks.md "Page ids, then
 * rows"). A search counts its matches as before: the index does not hold the searched text.
 */
export const pageUsersOfRole = (
  db: Db,
  role: UserRow['role'],
  params: ListParams<MemberSort | 'createdAt'>,
) =>
  pageUsers(
    db,
    [roleIs(role)],
    params,
    params.search ? undefined : [sql`lower(${users.lastName})`, sql`${users.id}`],
  );

/** pageUsers' page and count; the search pattern, page size and offset through `bind`. */
function pageUsersQuery(
  db: Db,
  conditions: SQL[],
  params: ListParams<MemberSort | 'createdAt'>,
  bind: Bind,
) {
  const all = [isNull(users.archivedAt), ...conditions];
  if (params.search)
    all.push(sql`${userSearchText} like ${bind('pattern', containsPattern(params.search))}`);
  const where = and(...all);
  const column = {
    email: users.email,
    firstName: sql`lower(${users.firstName})`,
    lastName: sql`lower(${users.lastName})`,
    contact: sql`lower(coalesce(${users.contact}, ''))`,
    createdAt: users.createdAt,
  }[params.sort];
  const page = listPage(
    { ...params, where, id: users.id, sort: column, bind, idsFirst: true },
    (fields) => db.select(fields).from(users).$dynamic(),
  );
  // A searched page is paged inside listPage's CTE (its own `offset`) and starts at 0 here.
  const offset =
    page.offset === params.page * params.pageSize ? bind('offset', page.offset) : page.offset;
  return {
    page: db
      .select(memberColumns)
      .from(users)
      .where(page.where)
      .orderBy(...page.order)
      .limit(bind('pageSize', params.pageSize))
      .offset(offset),
    count: db.select({ id: users.id }).from(users).where(where).$dynamic(),
  };
}

/**
 * The members of an agency, organisation or department: page and bounded count built once per
 * shape. The shape: which membership, sort, direction, an indexed search, a
 * later page, and the names of the values present.
 */
export async function pageMembers(db: Db, scope: MemberScope, params: ListParams<MemberSort>) {
  const values = {
    ...membershipValues(scope),
    pageSize: params.pageSize,
    offset: params.page * params.pageSize,
  };
  if (params.search) Object.assign(values, { pattern: containsPattern(params.search) });
  const built = shaped(db, pagedShapeKey(['members', scope.scope], params, values), () => {
    const query = pageUsersQuery(
      db,
      [membershipCondition(scope, asPlaceholder)],
      params,
      asPlaceholder,
    );
    // An empty name: the pool names repeated statements by their text.
    return { page: query.page.prepare(''), count: boundedCounter(db, query.count) };
  });
  if (!built) return pageUsers(db, [membershipCondition(scope)], params);
  const { rows: items, ...counted } = await pageWithTotal(
    db,
    built.page.execute(values),
    (limit) => built.count(values, limit),
    params,
  );
  return { items, ...counted };
}

export async function isMember(db: Db, scope: MemberScope, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), membershipCondition(scope)));
  return Boolean(row);
}

/** Removes memberships of the given users; returns the ids that were members. */
export async function removeMembers(
  db: Db,
  scope: MemberScope,
  userIds: string[],
): Promise<string[]> {
  switch (scope.scope) {
    case 'agency':
      return (
        await db
          .delete(agencyMembers)
          .where(
            and(
              eq(agencyMembers.agencyId, scope.agencyId),
              eq(agencyMembers.kind, scope.kind),
              inArray(agencyMembers.userId, userIds),
            ),
          )
          .returning({ id: agencyMembers.userId })
      ).map((r) => r.id);
    case 'organisation':
      return (
        await db
          .delete(organisationMembers)
          .where(
            and(
              eq(organisationMembers.organisationId, scope.organisationId),
              inArray(organisationMembers.userId, userIds),
            ),
          )
          .returning({ id: organisationMembers.userId })
      ).map((r) => r.id);
    case 'department':
      return (
        await db
          .delete(departmentMembers)
          .where(
            and(
              eq(departmentMembers.departmentId, scope.departmentId),
              eq(departmentMembers.kind, scope.kind),
              inArray(departmentMembers.userId, userIds),
            ),
          )
          .returning({ id: departmentMembers.userId })
      ).map((r) => r.id);
  }
}
