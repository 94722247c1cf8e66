/**
 * The calls bench:admin-lists times (bench/admin-lists.ts): for each list its first page, a far
 * page and the searches as URLs, and for agencies and persons the query function and the bounded
 * count alone, as the service runs them.
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { containsPattern } from '#server/db/search';
import { boundedCount } from '#server/db/paging';
import { agencies, users } from '#server/db/schema/index';
import { pageAgencies } from '#server/modules/agencies/agencies.queries';
import { pageUsers, roleIs, userSearchText } from '#server/modules/members/members.queries';

export const PAGE_SIZE = 5;
export const FAR_PAGE = 100;
/** In ten names at any size; the generated syllables never contain an x, y, z or q. */
export const SEARCH = 'zyxq';
/** In one name in 100. */
export const BROAD_SEARCH = 'zorq';

export interface Call {
  list: 'agencies' | 'persons' | 'organisations' | 'contact requests' | 'outbox';
  call: 'first page' | `page ${number}` | 'search' | 'search 1 %';
  url: string;
  /** The query function alone (page query and bounded count, as the service runs them). */
  query?: (db: Db) => Promise<{ total: number }>;
  /** The bounded count alone. */
  countOnly?: (db: Db) => Promise<unknown>;
}

const agencyWhere = (search?: string) =>
  and(
    isNull(agencies.archivedAt),
    search
      ? sql`lower(${agencies.name} || ' ' || ${agencies.address} || ' ' || ${agencies.postcode} || ' ' || ${agencies.country}) like ${containsPattern(search)}`
      : undefined,
  );
const userWhere = (search?: string) =>
  and(
    isNull(users.archivedAt),
    roleIs('USER'),
    search ? sql`${userSearchText} like ${containsPattern(search)}` : undefined,
  );

export function calls(): Call[] {
  const list = (page: number, search?: string) => ({
    page,
    pageSize: PAGE_SIZE,
    direction: 'asc' as const,
    search,
  });
  const qs = (page: number, sort: string, search?: string) =>
    `pageSize=${PAGE_SIZE}&sort=${sort}${page ? `&page=${page}` : ''}${search ? `&search=${search}` : ''}`;
  const out: Call[] = [];
  for (const [call, page, search] of [
    ['first page', 0, undefined],
    [`page ${FAR_PAGE}`, FAR_PAGE, undefined],
    ['search', 0, SEARCH],
    ['search 1 %', 0, BROAD_SEARCH],
  ] as const) {
    out.push({
      list: 'agencies',
      call,
      url: `/api/admin/agencies?${qs(page, 'name', search)}`,
      query: (db) => pageAgencies(db, { ...list(page, search), sort: 'name' }),
      countOnly: (db) =>
        boundedCount(
          db,
          db.select({ id: agencies.id }).from(agencies).where(agencyWhere(search)).$dynamic(),
          page * PAGE_SIZE,
        ),
    });
  }
  for (const [call, page, search] of [
    ['first page', 0, undefined],
    [`page ${FAR_PAGE}`, FAR_PAGE, undefined],
    ['search', 0, SEARCH],
    ['search 1 %', 0, BROAD_SEARCH],
  ] as const) {
    out.push({
      list: 'persons',
      call,
      url: `/api/admin/persons?role=USER&${qs(page, 'lastName', search)}`,
      query: (db) => pageUsers(db, [roleIs('USER')], { ...list(page, search), sort: 'lastName' }),
      countOnly: (db) =>
        boundedCount(
          db,
          // As pageUsersOfRole: unsearched, the count walks the role's last-name index.
          search
            ? db.select({ id: users.id }).from(users).where(userWhere(search)).$dynamic()
            : db
                .select({ id: users.id })
                .from(users)
                .where(userWhere())
                .orderBy(sql`lower(${users.lastName})`, users.id)
                .$dynamic(),
          page * PAGE_SIZE,
        ),
    });
    out.push(
      { list: 'organisations', call, url: `/api/admin/organisations?${qs(page, 'name', search)}` },
      {
        list: 'contact requests',
        call,
        url: `/api/admin/contact-requests?${qs(page, 'name', search)}`,
      },
    );
    if (!search)
      out.push({
        list: 'outbox',
        call,
        url: `/api/admin/outbox?channel=email&pageSize=${PAGE_SIZE}${page ? `&page=${page}` : ''}`,
      });
  }
  return out;
}
