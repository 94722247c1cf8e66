import { queryString } from '#shared/endpoint';

/**
 * The state of a server-paged table (page from 0, rows per page, sort field, direction, search
 * text), read from and written to the URL's query string so back/forward and links keep it.
 */
export type SortDirection = 'asc' | 'desc';

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: string;
  direction: SortDirection;
  search: string;
}

export interface ListQueryDefaults {
  defaultSort: string;
  defaultDirection?: SortDirection;
  pageSize?: number;
  /** Prefix of the URL keys, for two tables on one page (`users.page`, `customers.page`). */
  prefix?: string;
}

/** Rows per page the page control offers (spec 000: 5 by default). */
export const PAGE_SIZES = [5, 10, 25] as const;
const SEARCH_MAX = 200;
const KEYS = ['page', 'pageSize', 'sort', 'direction', 'search'] as const;

export function defaultListQuery(defaults: ListQueryDefaults): ListQuery {
  return {
    page: 0,
    pageSize: defaults.pageSize ?? PAGE_SIZES[0],
    sort: defaults.defaultSort,
    direction: defaults.defaultDirection ?? 'asc',
    search: '',
  };
}

const keyOf = (prefix: string | undefined, key: string) => (prefix ? `${prefix}.${key}` : key);

/** Reads the table state; anything missing or malformed falls back to the default. */
export function readListQuery(params: URLSearchParams, defaults: ListQueryDefaults): ListQuery {
  const base = defaultListQuery(defaults);
  const get = (key: string) => params.get(keyOf(defaults.prefix, key));
  const page = Number(get('page'));
  const pageSize = Number(get('pageSize'));
  const sort = get('sort');
  const direction = get('direction');
  return {
    page: Number.isInteger(page) && page > 0 && page < 1_000_000 ? page : base.page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : base.pageSize,
    sort: sort && /^[A-Za-z][\w.]{0,59}$/.test(sort) ? sort : base.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : base.direction,
    search: (get('search') ?? '').slice(0, SEARCH_MAX),
  };
}

/**
 * Writes the table state into a copy of the query string, leaving out values equal to the
 * default (clean URLs) and keeping other parameters (e.g. the open tab).
 */
export function writeListQuery(
  params: URLSearchParams,
  query: ListQuery,
  defaults: ListQueryDefaults,
): URLSearchParams {
  const base = defaultListQuery(defaults);
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const name = keyOf(defaults.prefix, key);
    const value = query[key];
    if (value === base[key] || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** A click on a column header: the sorted column flips, a new one starts ascending; page 0. */
export function sortByColumn(query: ListQuery, column: string): ListQuery {
  const direction: SortDirection =
    query.sort === column ? (query.direction === 'asc' ? 'desc' : 'asc') : 'asc';
  return { ...query, sort: column, direction, page: 0 };
}

/** The API's query: page, pageSize, sort, direction and (trimmed, if any) search. */
/**
 * The query of a list call. The sort field is the table's, read from the URL, so it is not known
 * when compiling: it is typed to fit every entry's sort fields, and the server refuses an unknown
 * one with 400 like any other field.
 */
export function listQueryParams<Extra extends Record<string, string> = Record<never, never>>(
  query: ListQuery,
  extra?: Extra,
) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort as never,
    direction: query.direction,
    ...(extra as Extra),
    search: query.search.trim(),
  };
}

/** The same as a query string (an empty search is left out). */
export function listQueryString(query: ListQuery, extra: Record<string, string> = {}): string {
  return queryString(listQueryParams(query, extra));
}

/** The last page that has rows (0 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
