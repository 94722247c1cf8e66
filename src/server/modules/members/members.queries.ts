import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MEMBER_SORT_FIELDS } from '#shared/contracts/admin';
import type { Db } from '#server/db/client';
import { listPage, pageWithTotal } from '#server/db/paging';
import { containsPattern } from '#server/db/search';
import { agencyMembers, departmentMembers, organisationMembers, users, type UserRow } from '#server/db/schema/index';

export type { UserRow };

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

function membershipCondition(scope: MemberScope): SQL {
  switch (scope.scope) {
    case 'agency':
      return sql`exists (select 1 from ${agencyMembers} where ${agencyMembers.userId} = ${users.id} and ${agencyMembers.agencyId} = ${scope.agencyId} and ${agencyMembers.kind} = ${scope.kind})`;
    case 'organisation':
      return sql`exists (select 1 from ${organisationMembers} where ${organisationMembers.userId} = ${users.id} and ${organisationMembers.organisationId} = ${scope.organisationId})`;
    case 'department':
      return sql`exists (select 1 from ${departmentMembers} where ${departmentMembers.userId} = ${users.id} and ${departmentMembers.departmentId} = ${scope.departmentId} and ${departmentMembers.kind} = ${scope.kind})`;
  }
}

export function roleIs(role: UserRow['role']): SQL {
  return eq(users.role, role);
}

/** A page of users matching the conditions, searched on e-mail, names and contact. */
export async function pageUsers(db: Db, conditions: SQL[], params: ListParams<MemberSort | 'createdAt'>) {
  const all = [isNull(users.archivedAt), ...conditions];
  if (params.search) all.push(sql`${userSearchText} like ${containsPattern(params.search)}`);
  const where = and(...all);
  const column = {
    email: users.email,
    firstName: sql`lower(${users.firstName})`,
    lastName: sql`lower(${users.lastName})`,
    contact: sql`lower(coalesce(${users.contact}, ''))`,
    createdAt: users.createdAt,
  }[params.sort];
  const page = listPage({ ...params, where, id: users.id, sort: column }, (fields) =>
    db.select(fields).from(users).$dynamic(),
  );
  const { rows: items, ...counted } = await pageWithTotal(
    db,
    db
      .select()
      .from(users)
      .where(page.where)
      .orderBy(...page.order)
      .limit(params.pageSize)
      .offset(page.offset),
    db.select({ id: users.id }).from(users).where(where).$dynamic(),
    params,
  );
  return { items, ...counted };
}

export function pageMembers(db: Db, scope: MemberScope, params: ListParams<MemberSort>) {
  return pageUsers(db, [membershipCondition(scope)], params);
}

export async function isMember(db: Db, scope: MemberScope, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), membershipCondition(scope)));
  return Boolean(row);
}

/** Removes memberships of the given users; returns the ids that were members. */
export async function removeMembers(db: Db, scope: MemberScope, userIds: string[]): Promise<string[]> {
  switch (scope.scope) {
    case 'agency':
      return (
        await db
          .delete(agencyMembers)
          .where(and(eq(agencyMembers.agencyId, scope.agencyId), eq(agencyMembers.kind, scope.kind), inArray(agencyMembers.userId, userIds)))
          .returning({ id: agencyMembers.userId })
      ).map((r) => r.id);
    case 'organisation':
      return (
        await db
          .delete(organisationMembers)
          .where(and(eq(organisationMembers.organisationId, scope.organisationId), inArray(organisationMembers.userId, userIds)))
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
