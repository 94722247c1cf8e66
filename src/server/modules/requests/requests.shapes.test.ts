import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRequest } from '#shared/contracts/requests';
import {
  type Actor,
  applicant,
  call,
  doctorBody,
  hrOf,
  list,
  type Org,
  organisationWith,
  post,
  staffBody,
  staffDate,
  useRequestsApp,
  doctorDate,
} from '#server/test/requests-fixtures';

// The requests page is built once per shape and filled with each call's values.
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

// The page reads each request as one json array (requests.row-json.queries.ts),
// the detail its columns as they are; both must answer the same request alike.
describe('GET /api/job: a row of the page as its detail answers it', () => {
  it('gives every field as the detail does: money, skills, no ward, quotes and line breaks, applicants', async () => {
    const org = await organisationWith('Klinikum Form West', ['Station W']);
    const hr = await hrOf(org.id);
    const doctor = await post(
      hr,
      doctorBody(org, {
        title: 'Vertretung "Neuro" \\ Ärztin ✓',
        desc: 'Zeile 1\nZeile 2\t„Zitat“',
        dates: [doctorDate(8), doctorDate(20, 3)],
        salary: [
          { activity: 'Aktiv', cost: 52.5 },
          { activity: 'Bereitschaftsdienst', cost: 45 },
        ],
      }),
    );
    const staff = await post(
      hr,
      staffBody(org, { title: 'Nachtdienst West', skills: ['EKG', 'Beatmung'], timeLimit: '12' }),
    );
    await applicant(staff._id, 'applied', 'de', 'Erste');
    await applicant(staff._id, 'applied', 'en', "O'Zweite");
    const page = await list(hr, 'pageSize=20&sort=title&direction=asc');
    expect(page.items.map((item) => item._id).sort()).toEqual([doctor._id, staff._id].sort());
    for (const item of page.items) {
      const detail = await call(hr, 'GET', `/api/job/${item._id}`);
      expect(detail.statusCode).toBe(200);
      expect(item).toEqual(detail.json());
    }
    const listedDoctor = page.items.find((item) => item._id === doctor._id)!;
    expect(listedDoctor.salary).toEqual([
      { activity: 'Aktiv', cost: 52.5 },
      { activity: 'Bereitschaftsdienst', cost: 45 },
    ]);
    expect(listedDoctor.orig_dept).toBeNull();
    expect(page.items.find((item) => item._id === staff._id)!.applicantCount).toBe(2);
  });
});
