import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { agencies } from '#server/db/schema/index';
import { isLargeTable, setLargeTableRows, setListTotalBound } from '#server/db/paging';
import { createUser, useAdminApp } from '#server/test/factories';
import { countStatements } from '#server/test/statement-counter';

// Decision 035: a list's total is exact up to the bound, then the bound with totalCapped.
// A bound of 3 stands in for 1,000 so that four rows are "more than the bound".
const { ctx, call } = useAdminApp();
const TAG = 'quxbound';
let restore: (() => void) | undefined;

beforeAll(async () => {
  await ctx.db.insert(agencies).values(
    ['A', 'B', 'C', 'D'].map((suffix) => ({
      name: `${TAG} ${suffix}`,
      address: 'Hauptstraße 5',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
      url: 'https://example.com',
    })),
  );
  for (const suffix of ['a', 'b', 'c', 'd'])
    await createUser(ctx.db, { role: 'AGENCY', lastName: `${TAG}${suffix}` });
});

afterEach(() => restore?.());

describe('bounded list totals', () => {
  it('counts exactly up to the bound and leaves totalCapped out', async () => {
    restore = setListTotalBound(4);
    const page = (
      await call('GET', `/api/admin/agencies?search=${TAG}&sort=name&pageSize=2`)
    ).json();
    expect(page.total).toBe(4);
    expect(page).not.toHaveProperty('totalCapped');
    expect(page.items).toHaveLength(2);
  });

  it('answers the bound and totalCapped above it, with the page unchanged', async () => {
    restore = setListTotalBound(3);
    const agencyPage = (
      await call('GET', `/api/admin/agencies?search=${TAG}&sort=name&pageSize=2`)
    ).json();
    expect(agencyPage).toMatchObject({ total: 3, totalCapped: true });
    expect(agencyPage.items.map((a: { name: string }) => a.name)).toEqual([`${TAG} A`, `${TAG} B`]);
    const persons = (
      await call('GET', `/api/admin/persons?role=AGENCY&search=${TAG}&pageSize=2`)
    ).json();
    expect(persons).toMatchObject({ total: 3, totalCapped: true });
    expect(persons.items).toHaveLength(2);
  });

  it('counts the bound from the first row of the page, so the pages beyond it stay reachable', async () => {
    restore = setListTotalBound(3);
    // Page 2 of 1 starts at row 3: the next rows lie within its total, not past a fixed 3.
    const third = (
      await call('GET', `/api/admin/agencies?search=${TAG}&sort=name&pageSize=1&page=2`)
    ).json();
    expect(third).toMatchObject({ total: 4 });
    expect(third).not.toHaveProperty('totalCapped');
    expect(third.items.map((a: { name: string }) => a.name)).toEqual([`${TAG} C`]);
    const second = (
      await call('GET', `/api/admin/agencies?search=${TAG}&sort=name&pageSize=1&page=1`)
    ).json();
    expect(second).toMatchObject({ total: 4 });
    const first = (
      await call('GET', `/api/admin/agencies?search=${TAG}&sort=name&pageSize=1`)
    ).json();
    expect(first).toMatchObject({ total: 3, totalCapped: true });
    // A last page with room left is exact, whatever the bound.
    const persons = (
      await call('GET', `/api/admin/persons?role=AGENCY&search=${TAG}&pageSize=5`)
    ).json();
    expect(persons).toMatchObject({ total: 4 });
    expect(persons).not.toHaveProperty('totalCapped');
  });

  it('gives the exact total of a search below the bound', async () => {
    restore = setListTotalBound(3);
    const page = (await call('GET', `/api/admin/agencies?search=${TAG} d`)).json();
    expect(page.total).toBe(1);
    expect(page).not.toHaveProperty('totalCapped');
  });

  it('takes the total of a last page with room left from its offset, without a count (decision 040)', async () => {
    const { result, statements } = await countStatements(ctx.db, () =>
      call('GET', `/api/admin/persons?role=AGENCY&search=${TAG}&pageSize=3&page=1`),
    );
    expect(result.json()).toMatchObject({ total: 4 });
    expect(result.json().items).toHaveLength(1);
    expect(statements.filter((statement) => /count\(\*\)/.test(statement))).toEqual([]);
    const full = (
      await call('GET', `/api/admin/persons?role=AGENCY&search=${TAG}&pageSize=2&page=1`)
    ).json();
    expect(full).toMatchObject({ total: 4 });
  });

  it('answers an empty first page with total 0 and no count, an empty later page with the count (decision 042)', async () => {
    const { result, statements } = await countStatements(ctx.db, () =>
      call('GET', `/api/admin/persons?role=AGENCY&search=${TAG}zzz`),
    );
    expect(result.json()).toMatchObject({ items: [], total: 0 });
    expect(statements.filter((statement) => /count\(\*\)/.test(statement))).toEqual([]);
    // Past the end: the page is empty but the list is not, so the count tells how far it goes.
    const beyond = (
      await call('GET', `/api/admin/persons?role=AGENCY&search=${TAG}&pageSize=2&page=5`)
    ).json();
    expect(beyond).toMatchObject({ items: [], total: 4 });
  });
});

// Decision 039: a search pages its matches (found first, then sorted); the page must be the
// same slice of the list order as an unsearched list gives, in both directions.
describe('searched pages', () => {
  it('are the matches in list order, page by page, both ways', async () => {
    const names = async (list: string, query: string) =>
      (await call('GET', `/api/admin/${list}?search=${TAG}&pageSize=3&${query}`)).json()
        .items as Record<string, string>[];
    const agencyNames = async (query: string) =>
      (await names('agencies', `sort=name&${query}`)).map((a) => a.name);
    expect(await agencyNames('direction=desc')).toEqual([`${TAG} D`, `${TAG} C`, `${TAG} B`]);
    expect(await agencyNames('direction=desc&page=1')).toEqual([`${TAG} A`]);
    expect(await agencyNames('direction=asc&page=1')).toEqual([`${TAG} D`]);
    const persons = async (query: string) =>
      (await names('persons', `role=AGENCY&sort=lastName&${query}`)).map((p) => p.lastName);
    expect(await persons('direction=desc&page=1')).toEqual([`${TAG}a`]);
  });
});

describe('a large table (decision 057)', () => {
  it("goes by the planner's estimate of the table's rows, not by a count", async () => {
    // A fresh database has no estimate yet (reltuples -1): small, whatever the bound.
    restore = setLargeTableRows(1);
    expect(await isLargeTable(ctx.db, 'agencies')).toBe(false);
    restore();
    // Past the estimate's minute, with the statistics gathered: four agencies and more.
    await ctx.db.execute(sql`analyze agencies`);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      restore = setLargeTableRows(4);
      expect(await isLargeTable(ctx.db, 'agencies')).toBe(true);
      restore = setLargeTableRows(1_000);
      expect(await isLargeTable(ctx.db, 'agencies')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
    expect(await isLargeTable(ctx.db, 'no_such_table')).toBe(false);
  });
});
