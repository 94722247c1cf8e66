import type { JobBoardQuery } from '#shared/contracts/job-board';
import { JOB_BOARD_SORT_FIELDS } from '#shared/contracts/job-board';
import { BOARD_POSITIONS, type BoardPosition } from '#shared/application-documents';

/**
 * The job board's filter of spec 001 (accommodation, contract, postcode, position, speciality,
 * search) with its page and sort, kept in the URL so a link or the back button restores the
 * list. An empty value means 'all'.
 */
export interface BoardFilters {
  accommodation: '' | 'true' | 'false';
  contract: string;
  postcode: string;
  /** A doctor's grade or a nursing qualification. */
  position: '' | BoardPosition;
  speciality: string;
  search: string;
  sort: (typeof JOB_BOARD_SORT_FIELDS)[number];
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const BOARD_PAGE_SIZES = [10, 25, 50] as const;

export const EMPTY_FILTERS: BoardFilters = {
  accommodation: '',
  contract: '',
  postcode: '',
  position: '',
  speciality: '',
  search: '',
  sort: 'begin',
  direction: 'asc',
  page: 0,
  pageSize: BOARD_PAGE_SIZES[0],
};

/** The filter fields proper (what the panel edits; paging and sort are the list's). */
export const FILTER_FIELDS = [
  'accommodation',
  'contract',
  'postcode',
  'position',
  'speciality',
  'search',
] as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the filters; anything missing or malformed is 'all' or the default. */
export function readBoardFilters(params: URLSearchParams): BoardFilters {
  const text = (key: string, max: number) => (params.get(key) ?? '').trim().slice(0, max);
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const postcode = text('postcode', 5);
  return {
    accommodation: oneOf(params.get('accommodation'), ['true', 'false'] as const, ''),
    contract: text('contract', 120),
    postcode: /^\d*$/.test(postcode) ? postcode : '',
    position: oneOf(params.get('position'), BOARD_POSITIONS, ''),
    speciality: text('speciality', 120),
    search: text('search', 200),
    sort: oneOf(params.get('sort'), JOB_BOARD_SORT_FIELDS, EMPTY_FILTERS.sort),
    direction: oneOf(params.get('direction'), ['asc', 'desc'] as const, EMPTY_FILTERS.direction),
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 0,
    pageSize: (BOARD_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : EMPTY_FILTERS.pageSize,
  };
}

/** The filters as URL parameters, leaving out defaults (clean URLs). */
export function writeBoardFilters(filters: BoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof BoardFilters, string | number][]) {
    const text = String(value).trim();
    if (text !== '' && text !== String(EMPTY_FILTERS[key])) params.set(key, text);
  }
  return params;
}

/** The API's query (GET /api/agency/jobs): the same names, with 'all' left out. */
export function boardApiQuery(filters: BoardFilters): JobBoardQuery {
  const query: JobBoardQuery = {
    sort: filters.sort,
    direction: filters.direction,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  if (filters.accommodation) query.accommodation = filters.accommodation;
  if (filters.contract) query.contract = filters.contract;
  if (filters.postcode) query.postcode = filters.postcode;
  if (filters.position) query.position = filters.position;
  if (filters.speciality) query.speciality = filters.speciality;
  if (filters.search) query.search = filters.search;
  return query;
}

/** How many filter fields are set (shown on the collapsed panel's button). */
export function activeFilterCount(filters: BoardFilters): number {
  return FILTER_FIELDS.filter((field) => filters[field] !== '').length;
}
