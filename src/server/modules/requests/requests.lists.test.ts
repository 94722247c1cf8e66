import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StaffRequest } from '#shared/contracts/requests';
import { requests } from '#server/db/schema/index';
import {
  type Actor,
  applicant,
  calendar,
  call,
  ctx,
  dayAt,
  detailsOf,
  hrOf,
  iso,
  list,
  type Org,
  organisationWith,
  post,
  staffBody,
  staffDate,
  useRequestsApp,
} from '#server/test/requests-fixtures';

// GET /api/job and /api/job/calendar: the three tables and the calendar's window; sorting,
// paging, the list's window and search are in requests.lists.paging.test.ts.

useRequestsApp();

describe('GET /api/job: the three tables', () => {
  let org: Org;
  let hr: Actor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    org = await organisationWith('Klinikum Tabellen', ['Station 1']);
    hr = await hrOf(org.id);
    const make = async (title: string) =>
      (await post(hr, staffBody(org, { title, dates: [staffDate(6)] })))._id;
    ids.open = await make('Offen');
    ids.withdrawn = await make('Zurückgezogen');
    ids.confirmation = await make('Bestätigung');
    ids.external = await make('Extern');
    ids.cancelled = await make('Abgesagt');
    await applicant(ids.withdrawn, 'withdrawn');
    for (const name of ['Adler', 'Bauer', 'Chen', 'Dorn', 'Engel'])
      await applicant(ids.confirmation, 'applied', 'en', name);
    await applicant(ids.external, 'applied', 'en', 'Fuchs');
    await applicant(ids.external, 'selected', 'en', 'Graf');
    await applicant(ids.external, 'not_selected', 'en', 'Huber');
    await ctx.db.update(requests).set({ state: 'cancelled' }).where(eq(requests.id, ids.cancelled));
  });

  const titles = (page: { items: StaffRequest[] }) => page.items.map((item) => item.title).sort();

  it('groups by the applications: open shifts, confirmation, external requests', async () => {
    const query = `organisationId=${org.id}`;
    expect(titles(await list(hr, `${query}&group=open`))).toEqual(['Offen', 'Zurückgezogen']);
    expect(titles(await list(hr, `${query}&group=confirmation`))).toEqual(['Bestätigung']);
    expect(titles(await list(hr, `${query}&group=external`))).toEqual(['Extern']);
    const all = await list(hr, query);
    expect(titles(all)).toEqual(['Bestätigung', 'Extern', 'Offen', 'Zurückgezogen']);
    expect(all.total).toBe(4);
  });

  it('shows the first three applicants per row with the count, and only the selected ones for external requests', async () => {
    const [confirmation] = (await list(hr, `organisationId=${org.id}&group=confirmation`)).items;
    expect(confirmation!.applicantCount).toBe(5);
    expect(confirmation!.applicants.map((a) => a.user.lastName)).toEqual([
      'Adler',
      'Bauer',
      'Chen',
    ]);
    expect(confirmation!.applicants[0]).toMatchObject({
      state: 'applied',
      agency: null,
      user: { user_info: { qualification: { level: 'Examine Pflegekraft' } } },
    });
    const [external] = (await list(hr, `organisationId=${org.id}&group=external`)).items;
    expect(external!.applicants.map((a) => [a.user.lastName, a.state])).toEqual([
      ['Graf', 'selected'],
    ]);
    expect(external!.applicantCount).toBe(1);
  });

  it('answers every applicant in the detail', async () => {
    const response = await call(hr, 'GET', `/api/job/${ids.external}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json() as StaffRequest;
    expect(detail.applicants.map((a) => a.user.lastName)).toEqual(['Fuchs', 'Graf', 'Huber']);
    expect(detail.applicantCount).toBe(3);
  });

  it('answers a cancelled request by id but never lists it', async () => {
    expect((await call(hr, 'GET', `/api/job/${ids.cancelled}`)).json().state).toBe('cancelled');
    expect(titles(await list(hr, `organisationId=${org.id}&search=abgesagt`))).toEqual([]);
  });
});

describe('GET /api/job/calendar', () => {
  let org: Org;
  let hr: Actor;

  beforeAll(async () => {
    org = await organisationWith('Klinikum Kalender', ['Station 1', 'Station 2']);
    hr = await hrOf(org.id);
  });

  it('answers every shift of the requests with a shift in the window, not cancelled ones', async () => {
    const early = await post(
      hr,
      staffBody(org, { title: 'Über Mitternacht', dates: [staffDate(40, 24, 20)] }),
    );
    const inside = await post(
      hr,
      staffBody(org, { title: 'Drin', dates: [staffDate(42, 8), staffDate(50, 8)] }),
    );
    const cancelled = await post(
      hr,
      staffBody(org, { title: 'Abgesagt', dates: [staffDate(42, 8)] }),
    );
    await post(hr, staffBody(org, { title: 'Danach', dates: [staffDate(45, 8)] }));
    await ctx.db.update(requests).set({ state: 'cancelled' }).where(eq(requests.id, cancelled._id));

    const week = await calendar(hr, dayAt(41, 0), dayAt(44, 0));
    // 'Drin' comes whole (its second shift lies after the window: the calendar counts a run
    // that crosses the window's edge in full); 'Danach' has nothing in the window.
    expect(week.items.map((item) => [item.requestId, item.start])).toEqual([
      [early._id, early.dates[0]!.date.startDate],
      [inside._id, inside.dates[0]!.date.startDate],
      [inside._id, inside.dates[1]!.date.startDate],
    ]);
    expect(week.items[1]).toMatchObject({
      title: 'Drin',
      state: 'internal_adv',
      departmentName: 'Station 1',
      shiftId: inside.dates[0]!._id,
    });
  });

  it('filters by department', async () => {
    const other = await post(
      hr,
      staffBody(org, {
        title: 'Station zwei',
        orig_dept: org.departments[1]!.id,
        dates: [staffDate(60, 8)],
      }),
    );
    await post(hr, staffBody(org, { title: 'Station eins', dates: [staffDate(60, 8)] }));
    const items = (
      await calendar(hr, dayAt(59), dayAt(62), `&departmentId=${org.departments[1]!.id}`)
    ).items;
    expect(items.map((item) => item.requestId)).toEqual([other._id]);
  });

  it('refuses a window longer than 100 days or running backwards', async () => {
    const long = await call(
      hr,
      'GET',
      `/api/job/calendar?from=${iso(dayAt(0))}&to=${iso(dayAt(101))}`,
    );
    expect(long.statusCode).toBe(400);
    expect(detailsOf(long)).toEqual([
      expect.objectContaining({ field: 'to', key: 'Window_too_long' }),
    ]);
    const backwards = await call(
      hr,
      'GET',
      `/api/job/calendar?from=${iso(dayAt(5))}&to=${iso(dayAt(4))}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect((await call(hr, 'GET', `/api/job/calendar?from=${iso(dayAt(5))}`)).statusCode).toBe(400);
    expect((await calendar(hr, dayAt(0), dayAt(100))).items.length).toBeGreaterThan(0);
  });

  it('refuses a list window running backwards or outside the supported years, naming the field', async () => {
    const backwards = await call(hr, 'GET', `/api/job?from=${iso(dayAt(5))}&to=${iso(dayAt(4))}`);
    expect(backwards.statusCode).toBe(400);
    expect(detailsOf(backwards)).toEqual([
      expect.objectContaining({ field: 'to', key: 'Date_order' }),
    ]);
    const far = await call(
      hr,
      'GET',
      `/api/job/calendar?from=9999-12-01T00:00:00.000Z&to=9999-12-31T00:00:00.000Z`,
    );
    expect(far.statusCode).toBe(400);
    expect(detailsOf(far)).toEqual([
      expect.objectContaining({ field: 'from', key: 'Date_out_of_range' }),
      expect.objectContaining({ field: 'to', key: 'Date_out_of_range' }),
    ]);
  });
});
