import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRequest } from '#shared/contracts/requests';
import {
  type Actor,
  hrOf,
  list,
  type Org,
  organisationWith,
  post,
  staffBody,
  staffDate,
  useRequestsApp,
} from '#server/test/requests-fixtures';

// Decision 048: the requests page is built once per shape and filled with each call's values.
// Two calls of one shape with other values must answer their own rows, never the first call's.

useRequestsApp();

describe('GET /api/job: a statement built once per shape', () => {
  let north: Org;
  let south: Org;
  let hrNorth: Actor;
  let hrSouth: Actor;

  beforeAll(async () => {
    north = await organisationWith('Klinikum Form Nord', ['Station N']);
    south = await organisationWith('Klinikum Form Süd', ['Station S']);
    hrNorth = await hrOf(north.id);
    hrSouth = await hrOf(south.id);
    for (const title of ['Nord Alpha', 'Nord Beta', 'Nord Gamma'])
      await post(hrNorth, staffBody(north, { title, dates: [staffDate(5)] }));
    await post(hrSouth, staffBody(south, { title: 'Süd Alpha', dates: [staffDate(5)] }));
  });

  const titles = (page: { items: StaffRequest[] }) => page.items.map((item) => item.title).sort();

  it('gives each actor of the same shape (one administered organisation) their own rows', async () => {
    expect(titles(await list(hrNorth, ''))).toEqual(['Nord Alpha', 'Nord Beta', 'Nord Gamma']);
    expect(titles(await list(hrSouth, ''))).toEqual(['Süd Alpha']);
    expect(titles(await list(hrNorth, ''))).toEqual(['Nord Alpha', 'Nord Beta', 'Nord Gamma']);
  });

  it("fills in each call's search, department and page, and counts a full page with them", async () => {
    expect(titles(await list(hrNorth, 'search=alpha'))).toEqual(['Nord Alpha']);
    expect(titles(await list(hrNorth, 'search=gamma'))).toEqual(['Nord Gamma']);
    expect(titles(await list(hrNorth, `departmentId=${north.departments[0]!.id}`))).toHaveLength(3);
    expect((await list(hrSouth, `departmentId=${south.departments[0]!.id}`)).total).toBe(1);
    const first = await list(hrNorth, 'pageSize=2&sort=title&direction=asc');
    expect(titles(first)).toEqual(['Nord Alpha', 'Nord Beta']);
    expect(first.total).toBe(3);
    const second = await list(hrNorth, 'pageSize=2&page=1&sort=title&direction=asc');
    expect(titles(second)).toEqual(['Nord Gamma']);
    const south1 = await list(hrSouth, 'pageSize=1&sort=title&direction=asc');
    expect([titles(south1), south1.total]).toEqual([['Süd Alpha'], 1]);
  });
});
