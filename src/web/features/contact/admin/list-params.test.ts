import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  DEFAULT_LIST_PARAMS,
  listReturnSearch,
  readListParams,
  sortBy,
  writeListParams,
} from './list-params';

describe('contact request table state', () => {
  it('defaults to the newest five', () => {
    expect(readListParams(new URLSearchParams())).toEqual(DEFAULT_LIST_PARAMS);
    expect(apiQuery(DEFAULT_LIST_PARAMS)).toBe('page=0&pageSize=5&sort=createdAt&direction=desc');
  });

  it('reads known values and ignores the rest', () => {
    expect(
      readListParams(
        new URLSearchParams(
          'page=2&pageSize=25&sort=hospitalName&direction=asc&search=Charit%C3%A9',
        ),
      ),
    ).toEqual({ page: 2, pageSize: 25, sort: 'hospitalName', direction: 'asc', search: 'Charité' });
    expect(
      readListParams(new URLSearchParams('page=-1&pageSize=1000&sort=email&direction=up')),
    ).toEqual(DEFAULT_LIST_PARAMS);
    expect(readListParams(new URLSearchParams('page=1.5')).page).toBe(0);
  });

  it('writes only what differs from the default and reads it back', () => {
    const params = { ...DEFAULT_LIST_PARAMS, page: 3, search: 'Berlin' };
    expect(writeListParams(params).toString()).toBe('page=3&search=Berlin');
    expect(readListParams(writeListParams(params))).toEqual(params);
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
  });

  it('flips the direction of the sorted column and starts a new one ascending', () => {
    const onPage2 = { ...DEFAULT_LIST_PARAMS, page: 2 };
    expect(sortBy(onPage2, 'createdAt')).toMatchObject({
      sort: 'createdAt',
      direction: 'asc',
      page: 0,
    });
    expect(sortBy(onPage2, 'name')).toMatchObject({ sort: 'name', direction: 'asc', page: 0 });
    expect(sortBy({ ...onPage2, sort: 'name', direction: 'asc' }, 'name').direction).toBe('desc');
  });

  it('sends the search trimmed, and not at all when empty', () => {
    expect(apiQuery({ ...DEFAULT_LIST_PARAMS, search: '  a&b ' })).toContain('search=a%26b');
    expect(apiQuery({ ...DEFAULT_LIST_PARAMS, search: '   ' })).not.toContain('search');
  });
});

describe('back link from a contact request', () => {
  it('returns to the list as it was, and only with known parameters', () => {
    expect(listReturnSearch({ listSearch: 'page=2&sort=name&direction=asc' })).toBe(
      '?page=2&sort=name&direction=asc',
    );
    expect(listReturnSearch({ listSearch: 'evil=1' })).toBe('');
    expect(listReturnSearch(null)).toBe('');
    expect(listReturnSearch({ listSearch: 3 })).toBe('');
  });
});
