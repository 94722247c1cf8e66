import { describe, expect, it } from 'vitest';
import {
  lastPage,
  listQueryString,
  readListQuery,
  sortByColumn,
  writeListQuery,
} from './list-query';

const defaults = { defaultSort: 'name' };

describe('table state in the URL', () => {
  it('defaults to page 0, 5 rows, ascending by the default column', () => {
    expect(readListQuery(new URLSearchParams(), defaults)).toEqual({
      page: 0,
      pageSize: 5,
      sort: 'name',
      direction: 'asc',
      search: '',
    });
  });

  it('reads known values and ignores malformed ones', () => {
    expect(
      readListQuery(
        new URLSearchParams('page=2&pageSize=25&sort=postcode&direction=desc&search=Kl'),
        defaults,
      ),
    ).toEqual({ page: 2, pageSize: 25, sort: 'postcode', direction: 'desc', search: 'Kl' });
    expect(
      readListQuery(new URLSearchParams('page=-3&pageSize=7&sort=a%20b&direction=up'), defaults),
    ).toEqual(readListQuery(new URLSearchParams(), defaults));
    expect(readListQuery(new URLSearchParams('page=1.5'), defaults).page).toBe(0);
  });

  it('writes only what differs from the default, keeps other parameters, reads it back', () => {
    const query = {
      page: 3,
      pageSize: 5,
      sort: 'name',
      direction: 'asc' as const,
      search: 'Berlin',
    };
    const written = writeListQuery(new URLSearchParams('tab=users'), query, defaults);
    expect(written.toString()).toBe('tab=users&page=3&search=Berlin');
    expect(readListQuery(written, defaults)).toEqual(query);
    expect(writeListQuery(written, { ...query, page: 0, search: '' }, defaults).toString()).toBe(
      'tab=users',
    );
  });

  it('keeps two tables apart with a prefix', () => {
    const users = { ...defaults, prefix: 'users' };
    const written = writeListQuery(
      new URLSearchParams('page=1'),
      { page: 2, pageSize: 10, sort: 'email', direction: 'desc', search: '' },
      users,
    );
    expect(written.get('page')).toBe('1');
    expect(readListQuery(written, users)).toMatchObject({ page: 2, pageSize: 10, sort: 'email' });
    expect(readListQuery(written, defaults).page).toBe(1);
  });
});

describe('sorting and paging', () => {
  const base = { page: 2, pageSize: 5, sort: 'name', direction: 'asc' as const, search: '' };

  it('flips the sorted column, starts a new one ascending, and goes to page 0', () => {
    expect(sortByColumn(base, 'name')).toMatchObject({ direction: 'desc', page: 0 });
    expect(sortByColumn({ ...base, direction: 'desc' }, 'name').direction).toBe('asc');
    expect(sortByColumn({ ...base, direction: 'desc' }, 'country')).toMatchObject({
      sort: 'country',
      direction: 'asc',
    });
  });

  it('builds the API query with a trimmed search, none when empty', () => {
    expect(listQueryString(base)).toBe('page=2&pageSize=5&sort=name&direction=asc');
    expect(listQueryString({ ...base, search: ' a&b ' }, { role: 'USER' })).toBe(
      'page=2&pageSize=5&sort=name&direction=asc&role=USER&search=a%26b',
    );
  });

  it('knows the last page', () => {
    expect(lastPage(0, 5)).toBe(0);
    expect(lastPage(5, 5)).toBe(0);
    expect(lastPage(6, 5)).toBe(1);
  });
});
