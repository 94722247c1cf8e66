/** The state of the contact-request table, kept in the URL so the back button restores it. */

export const CONTACT_SORT_FIELDS = ['createdAt', 'name', 'hospitalName', 'kind'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';
export const PAGE_SIZES = [5, 10, 25] as const;

export interface ContactListParams {
  page: number;
  pageSize: number;
  sort: ContactSortField;
  direction: SortDirection;
  search: string;
}

/** Newest first, five rows a page. */
export const DEFAULT_LIST_PARAMS: ContactListParams = {
  page: 0,
  pageSize: 5,
  sort: 'createdAt',
  direction: 'desc',
  search: '',
};

const isSortField = (value: string | null): value is ContactSortField =>
  (CONTACT_SORT_FIELDS as readonly string[]).includes(value ?? '');

/** Reads the table state from a query string; anything unknown falls back to the default. */
export function readListParams(search: URLSearchParams): ContactListParams {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  const sort = search.get('sort');
  const direction = search.get('direction');
  return {
    page: Number.isInteger(page) && page > 0 ? page : DEFAULT_LIST_PARAMS.page,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_LIST_PARAMS.pageSize,
    sort: isSortField(sort) ? sort : DEFAULT_LIST_PARAMS.sort,
    direction:
      direction === 'asc' || direction === 'desc' ? direction : DEFAULT_LIST_PARAMS.direction,
    search: (search.get('search') ?? '').slice(0, 200),
  };
}

/** The query string of a table state, leaving out what equals the default. */
export function writeListParams(params: ContactListParams): URLSearchParams {
  const result = new URLSearchParams();
  for (const key of ['page', 'pageSize', 'sort', 'direction', 'search'] as const) {
    const value = params[key];
    if (value !== DEFAULT_LIST_PARAMS[key] && value !== '') result.set(key, String(value));
  }
  return result;
}

/**
 * The next state after a click on a column header: the same column flips its direction, a new
 * column starts ascending (dates start with the newest). Either way back to the first page.
 */
export function sortBy(params: ContactListParams, field: ContactSortField): ContactListParams {
  const direction: SortDirection =
    params.sort === field
      ? params.direction === 'asc'
        ? 'desc'
        : 'asc'
      : field === 'createdAt'
        ? 'desc'
        : 'asc';
  return { ...params, sort: field, direction, page: 0 };
}

/** The API's query string: /api/admin/contact-requests?page=&pageSize=&sort=&direction=&search= */
export function apiQuery(params: ContactListParams): string {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
    sort: params.sort,
    direction: params.direction,
  });
  const search = params.search.trim();
  if (search) query.set('search', search);
  return query.toString();
}

/** Navigation state from the list to a detail page, so "back" restores the list's query. */
export interface ContactListLocationState {
  listSearch?: string;
}

/** The query string (with '?', or empty) of the list the detail page was opened from. */
export function listReturnSearch(state: unknown): string {
  const search =
    state && typeof state === 'object' && 'listSearch' in state
      ? (state as ContactListLocationState).listSearch
      : undefined;
  if (typeof search !== 'string') return '';
  const text = writeListParams(readListParams(new URLSearchParams(search))).toString();
  return text ? `?${text}` : '';
}
