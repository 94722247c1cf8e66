import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { StaffRequest } from '../../../shared/contracts/requests';
import type { ApplicationState } from '../../../shared/request-states';
import type { Role } from '../../../shared/roles';
import {
  applications,
  auditLog,
  departmentMembers,
  departments,
  organisationMembers,
  organisations,
  outbox,
  requests,
  shifts,
} from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/app';
import { formatShiftDates } from '../mail/mail.templates';
import { actorOf, bearer, createUser, signIn } from '../../test/factories';

let ctx: TestContext;
type Actor = { user: { id: string; email: string }; headers: Record<string, string> };
type Org = { id: string; name: string; departments: { id: string; name: string }[] };

// --- factories (requests need organisations, departments, members and applications) ----------

async function organisationWith(name: string, departmentNames: string[]): Promise<Org> {
  const [organisation] = await ctx.db
    .insert(organisations)
    .values({ name, address: 'Klinikweg 1', postcode: '20095', city: 'Hamburg', country: 'DE', url: 'https://klinik.example.com' })
    .returning();
  const rows = await ctx.db
    .insert(departments)
    .values(departmentNames.map((departmentName) => ({ organisationId: organisation!.id, name: departmentName })))
    .returning();
  return { id: organisation!.id, name, departments: departmentNames.map((n) => rows.find((row) => row.name === n)!) };
}

async function signedIn(role: Role, language: 'en' | 'de' = 'en'): Promise<Actor> {
  const user = await createUser(ctx.db, { role, language });
  return { user, headers: bearer(await signIn(ctx.app, user.email)) };
}

/** An ORG_ADMIN (HR) member of the organisation. */
async function hrOf(organisationId: string) {
  const actor = await signedIn('ORG_ADMIN');
  await ctx.db.insert(organisationMembers).values({ organisationId, userId: actor.user.id });
  return actor;
}

/** An ORG_SUB department user (ward manager) of the department. */
async function wardManagerOf(departmentId: string) {
  const actor = await signedIn('ORG_SUB');
  await ctx.db.insert(departmentMembers).values({ departmentId, userId: actor.user.id, kind: 'user' });
  return actor;
}

/** A person with an application to the request in the given state. */
async function applicant(requestId: string, state: ApplicationState, language: 'en' | 'de' = 'en', lastName = 'Pflege') {
  const person = await createUser(ctx.db, { role: 'USER', language, lastName, qualificationLevel: 'Examine Pflegekraft' });
  await ctx.db.insert(applications).values({ requestId, userId: person.id, state });
  return person;
}

// --- payloads -------------------------------------------------------------------------------

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Midnight UTC `days` from today: far enough ahead to never be in the past during a run. */
const dayAt = (days: number, hour = 12) => {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY + hour * HOUR;
};
const staffDate = (days: number, hours = 24, hour = 12) => ({
  startDate: dayAt(days, hour),
  endDate: dayAt(days, hour) + hours * HOUR,
  activity: 'times',
  type: 'Neue_Dienstanfrage' as const,
});
const doctorDate = (days: number, length = 7) => ({ ...staffDate(days, length * 24), type: 'vertretungsarzt' as const });

/** The staff-request payload of spec 001 section 7. */
function staffBody(org: Org, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Frühdienst Kardiologie',
    desc: 'Bitte mit Erfahrung am Monitor',
    dates: [staffDate(3), staffDate(4), staffDate(5)],
    skills: ['EKG'],
    orig_dept: org.departments[0]!.id,
    state: 'internal_adv',
    organisation: org.id,
    applicants: [],
    jobType: 'Tagdienst',
    timeLimit: '0',
    orig_submission: '',
    ...overrides,
  };
}

/** The substitute-doctor payload of spec 001 section 7. */
function doctorBody(org: Org, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Vertretung Neurologie',
    dates: [doctorDate(10)],
    field: 'Neurologie',
    state: 'external_adv',
    organisation: org.id,
    jobType: 'Tagdienst',
    jobOperation: 'Arbeitnehmerüberlassung',
    payment: '',
    salary: [{ activity: 'Bereitschaftsdienst', cost: 45 }],
    subtitle: 'Facharzt/Fachärztin',
    accomodation: true,
    applicants: [],
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (actor: Actor | null, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'accept-language': 'en', ...(actor?.headers ?? {}) },
  });

async function post(actor: Actor, body: unknown): Promise<StaffRequest> {
  const response = await call(actor, 'POST', '/api/job', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function list(actor: Actor, query: string) {
  const response = await call(actor, 'GET', `/api/job?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: StaffRequest[]; total: number };
}

const iso = (ms: number) => new Date(ms).toISOString();
async function calendar(actor: Actor, from: number, to: number, extra = '') {
  const response = await call(actor, 'GET', `/api/job/calendar?from=${iso(from)}&to=${iso(to)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { shiftId: string; requestId: string; start: number; end: number; state: string }[] };
}

async function requestCount() {
  const [row] = await ctx.db.select({ value: count() }).from(requests);
  return row!.value;
}

const detailsOf = (response: { json(): unknown }) =>
  (response.json() as { error: { details?: { field: string; key: string }[] } }).error.details ?? [];

// --- fixtures -------------------------------------------------------------------------------

let nord: Org; // departments Kardiologie, Intensivstation
let sued: Org; // another organisation, department Chirurgie
let admin: Actor;
let hrNord: Actor;
let hrSued: Actor;
let wardKardio: Actor;
let wardIntensiv: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  nord = await organisationWith('Klinikum Nord', ['Kardiologie', 'Intensivstation']);
  sued = await organisationWith('Klinikum Süd', ['Chirurgie']);
  admin = await actorOf(ctx.app, ctx.db, 'ADMIN');
  hrNord = await hrOf(nord.id);
  hrSued = await hrOf(sued.id);
  wardKardio = await wardManagerOf(nord.departments[0]!.id);
  wardIntensiv = await wardManagerOf(nord.departments[1]!.id);
});
afterAll(() => ctx?.close());

describe('POST /api/job', () => {
  it('creates a staff request with its shifts in one call, as internal_adv with the defaults', async () => {
    const body = staffBody(nord);
    const created = await post(wardKardio, body);
    expect(created).toMatchObject({
      kind: 'staff',
      state: 'internal_adv',
      title: 'Frühdienst Kardiologie',
      desc: 'Bitte mit Erfahrung am Monitor',
      organisation: { _id: nord.id, name: 'Klinikum Nord' },
      orig_dept: { _id: nord.departments[0]!.id, name: 'Kardiologie' },
      skills: ['EKG'],
      qualification: 'Examine Pflegekraft',
      jobType: 'Tagesdienst',
      jobOperation: 'Arbeitnehmerüberlassung',
      facharzt: true,
      assistenzarzt: true,
      immediate: true,
      accomodation: false,
      timeLimit: '0',
      applicants: [],
      applicantCount: 0,
    });
    expect(created.dates.map((date) => [date.date.startDate, date.date.endDate, date.type])).toEqual(
      body.dates.map((date) => [date.startDate, date.endDate, 'Neue_Dienstanfrage']),
    );

    const [row] = await ctx.db.select().from(requests).where(eq(requests.id, created._id));
    expect(row).toMatchObject({
      firstShiftStart: new Date(body.dates[0]!.startDate),
      lastShiftEnd: new Date(body.dates[2]!.endDate),
      createdBy: wardKardio.user.id,
    });
    const shiftRows = await ctx.db.select().from(shifts).where(eq(shifts.requestId, created._id));
    expect(shiftRows).toHaveLength(3);
    expect(new Set(shiftRows.map((s) => `${s.organisationId}/${s.departmentId}`))).toEqual(
      new Set([`${nord.id}/${nord.departments[0]!.id}`]),
    );
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, created._id));
    expect(audit).toMatchObject([{ action: 'create', actorId: wardKardio.user.id, entityType: 'request' }]);
  });

  it('creates a substitute-doctor request as external_adv, without a station for HR', async () => {
    const created = await post(hrNord, doctorBody(nord, { facharzt: false, timeLimit: '48' }));
    expect(created).toMatchObject({
      kind: 'substitute_doctor',
      state: 'external_adv',
      field: 'Neurologie',
      subtitle: 'Facharzt/Fachärztin',
      orig_dept: null,
      qualification: null,
      jobOperation: 'Arbeitnehmerüberlassung',
      jobType: 'Tagesdienst',
      salary: [{ activity: 'Bereitschaftsdienst', cost: 45 }],
      accomodation: true,
      facharzt: false,
      assistenzarzt: true,
      immediate: true,
      timeLimit: '48',
    });
    expect(created.dates[0]!.type).toBe('vertretungsarzt');
  });

  it('lets a ward manager post a substitute-doctor request for their station, but not without one', async () => {
    const withStation = await post(wardKardio, doctorBody(nord, { orig_dept: nord.departments[0]!.id }));
    expect(withStation.orig_dept?._id).toBe(nord.departments[0]!.id);
    const before = await requestCount();
    const response = await call(wardKardio, 'POST', '/api/job', doctorBody(nord));
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)).toEqual([expect.objectContaining({ field: 'orig_dept', key: 'Department_is_required' })]);
    expect(await requestCount()).toBe(before);
  });

  it('lets ADMIN post for any organisation', async () => {
    const created = await post(admin, staffBody(sued, { orig_dept: sued.departments[0]!.id }));
    expect(created.organisation._id).toBe(sued.id);
  });

  const invalid: [string, () => Actor, () => Record<string, unknown>, string, string][] = [
    ['a missing title', () => hrNord, () => staffBody(nord, { title: '  ' }), 'title', 'Title_is_required'],
    ['no dates', () => hrNord, () => staffBody(nord, { dates: [] }), 'dates', 'Dates_are_required'],
    ['dates left out', () => hrNord, () => staffBody(nord, { dates: undefined }), 'dates', 'Dates_are_required'],
    ['a staff request without station', () => hrNord, () => staffBody(nord, { orig_dept: undefined }), 'orig_dept', 'Department_is_required'],
    ['a substitute doctor without field', () => hrNord, () => doctorBody(nord, { field: undefined }), 'field', 'Field_is_required'],
    [
      'a shift ending before it starts',
      () => hrNord,
      () => staffBody(nord, { dates: [{ ...staffDate(3), endDate: staffDate(3).startDate - HOUR }] }),
      'dates.0.endDate',
      'Shift_ends_before_start',
    ],
    [
      'a shift in the past',
      () => hrNord,
      () => staffBody(nord, { dates: [staffDate(3), staffDate(-1)] }),
      'dates.1.startDate',
      'Shift_in_past',
    ],
    ['an unknown qualification', () => hrNord, () => staffBody(nord, { qualification: 'Zauberer' }), 'qualification', 'Unknown_option'],
    ['an unknown shift type', () => hrNord, () => staffBody(nord, { jobType: 'Frühstück' }), 'jobType', 'Unknown_option'],
    ['an unknown field', () => hrNord, () => doctorBody(nord, { field: 'Alchemie' }), 'field', 'Unknown_option'],
    ['an unknown contract type', () => hrNord, () => doctorBody(nord, { jobOperation: 'Werkvertrag' }), 'jobOperation', 'Unknown_option'],
    [
      'a department of another organisation',
      () => hrNord,
      () => staffBody(nord, { orig_dept: sued.departments[0]!.id }),
      'orig_dept',
      'Department_not_in_organisation',
    ],
    [
      'an organisation that is not the actor’s',
      () => hrNord,
      () => staffBody(sued, { orig_dept: sued.departments[0]!.id }),
      'organisation',
      'Organisation_not_allowed',
    ],
    [
      'an organisation that does not exist',
      () => admin,
      () => staffBody(nord, { organisation: '00000000-0000-4000-8000-000000000000' }),
      'organisation',
      'Organisation_not_allowed',
    ],
    [
      'another department of the ward manager’s organisation',
      () => wardKardio,
      () => staffBody(nord, { orig_dept: nord.departments[1]!.id }),
      'orig_dept',
      'Department_not_allowed',
    ],
  ];
  it.each(invalid)('refuses %s with 400 naming the field, and stores nothing', async (_name, actor, body, field, key) => {
    const before = await requestCount();
    const response = await call(actor(), 'POST', '/api/job', body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(detailsOf(response)).toContainEqual(expect.objectContaining({ field, key }));
    expect(await requestCount()).toBe(before);
  });

  it('translates the messages of the details', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/job',
      payload: staffBody(nord, { dates: [staffDate(-2)] }),
      headers: { ...hrNord.headers, 'accept-language': 'de' },
    });
    expect(detailsOf(response)).toEqual([
      expect.objectContaining({ field: 'dates.0.startDate', key: 'Shift_in_past', message: 'Dieser Termin liegt in der Vergangenheit' }),
    ]);
  });
});

describe('GET /api/job: the three tables', () => {
  let org: Org;
  let hr: Actor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    org = await organisationWith('Klinikum Tabellen', ['Station 1']);
    hr = await hrOf(org.id);
    const make = async (title: string) => (await post(hr, staffBody(org, { title, dates: [staffDate(6)] })))._id;
    ids.open = await make('Offen');
    ids.withdrawn = await make('Zurückgezogen');
    ids.confirmation = await make('Bestätigung');
    ids.external = await make('Extern');
    ids.cancelled = await make('Abgesagt');
    await applicant(ids.withdrawn, 'withdrawn');
    for (const name of ['Adler', 'Bauer', 'Chen', 'Dorn', 'Engel']) await applicant(ids.confirmation, 'applied', 'en', name);
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
    expect(confirmation!.applicants.map((a) => a.user.lastName)).toEqual(['Adler', 'Bauer', 'Chen']);
    expect(confirmation!.applicants[0]).toMatchObject({
      state: 'applied',
      agency: null,
      user: { user_info: { qualification: { level: 'Examine Pflegekraft' } } },
    });
    const [external] = (await list(hr, `organisationId=${org.id}&group=external`)).items;
    expect(external!.applicants.map((a) => [a.user.lastName, a.state])).toEqual([['Graf', 'selected']]);
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

describe('GET /api/job: sorting, paging, window and search', () => {
  let org: Org;
  let hr: Actor;

  beforeAll(async () => {
    org = await organisationWith('Klinikum Sortierung', ['Station 1']);
    hr = await hrOf(org.id);
    // Titles and dates in different orders, so each sort is visible.
    for (const [title, day] of [
      ['Delta', 21],
      ['alpha', 24],
      ['Charlie', 22],
      ['Bravo', 25],
      ['Echo', 23],
    ] as const) {
      await post(hr, staffBody(org, { title, dates: [staffDate(day, 8)] }));
    }
    // Shifts before and after the week of days 21 to 25, none inside it.
    await post(hr, staffBody(org, { title: 'Gap', dates: [staffDate(19, 8), staffDate(28, 8)] }));
  });

  const q = (extra: string) => `organisationId=${org.id}&from=${iso(dayAt(21, 0))}&to=${iso(dayAt(26, 0))}&${extra}`;
  const names = (page: { items: StaffRequest[] }) => page.items.map((item) => item.title);

  it('sorts by date and by title, both ways', async () => {
    expect(names(await list(hr, q('sort=date')))).toEqual(['Delta', 'Charlie', 'Echo', 'alpha', 'Bravo']);
    expect(names(await list(hr, q('sort=date&direction=desc')))).toEqual(['Bravo', 'alpha', 'Echo', 'Charlie', 'Delta']);
    expect(names(await list(hr, q('sort=title')))).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(names(await list(hr, q('sort=title&direction=desc')))).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'alpha']);
  });

  it('pages with the total of the whole window', async () => {
    const second = await list(hr, q('sort=title&pageSize=2&page=1'));
    expect(names(second)).toEqual(['Charlie', 'Delta']);
    expect(second.total).toBe(5);
    expect(names(await list(hr, q('sort=title&pageSize=2&page=2')))).toEqual(['Echo']);
  });

  it('lists only requests with a shift in the window', async () => {
    expect(names(await list(hr, `organisationId=${org.id}&sort=title`))).toContain('Gap');
    expect(names(await list(hr, q('sort=title')))).not.toContain('Gap');
    const narrow = `organisationId=${org.id}&from=${iso(dayAt(22, 0))}&to=${iso(dayAt(23, 0))}`;
    expect(names(await list(hr, narrow))).toEqual(['Charlie']);
  });

  it('lists requests that are not over yet unless an earlier window is asked for', async () => {
    const [past] = await ctx.db
      .insert(requests)
      .values({
        organisationId: org.id,
        departmentId: org.departments[0]!.id,
        kind: 'staff',
        state: 'internal_fill',
        title: 'Vergangen',
        firstShiftStart: new Date(dayAt(-10)),
        lastShiftEnd: new Date(dayAt(-10) + 8 * HOUR),
      })
      .returning();
    await ctx.db.insert(shifts).values({
      requestId: past!.id,
      organisationId: org.id,
      departmentId: org.departments[0]!.id,
      startsAt: past!.firstShiftStart,
      endsAt: past!.lastShiftEnd,
    });
    expect(names(await list(hr, `organisationId=${org.id}&sort=title`))).not.toContain('Vergangen');
    const history = `organisationId=${org.id}&from=${iso(dayAt(-30))}&to=${iso(dayAt(0))}`;
    expect(names(await list(hr, history))).toEqual(['Vergangen']);
  });

  it('searches the title', async () => {
    expect(names(await list(hr, q('search=ALPH')))).toEqual(['alpha']);
    expect(names(await list(hr, q('search=%25')))).toEqual([]);
  });

  it('refuses a bad sort or page size', async () => {
    expect((await call(hr, 'GET', `/api/job?sort=salary`)).statusCode).toBe(400);
    expect((await call(hr, 'GET', `/api/job?pageSize=1000`)).statusCode).toBe(400);
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
    const early = await post(hr, staffBody(org, { title: 'Über Mitternacht', dates: [staffDate(40, 24, 20)] }));
    const inside = await post(hr, staffBody(org, { title: 'Drin', dates: [staffDate(42, 8), staffDate(50, 8)] }));
    const cancelled = await post(hr, staffBody(org, { title: 'Abgesagt', dates: [staffDate(42, 8)] }));
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
    expect(week.items[1]).toMatchObject({ title: 'Drin', state: 'internal_adv', departmentName: 'Station 1', shiftId: inside.dates[0]!._id });
  });

  it('filters by department', async () => {
    const other = await post(hr, staffBody(org, { title: 'Station zwei', orig_dept: org.departments[1]!.id, dates: [staffDate(60, 8)] }));
    await post(hr, staffBody(org, { title: 'Station eins', dates: [staffDate(60, 8)] }));
    const items = (await calendar(hr, dayAt(59), dayAt(62), `&departmentId=${org.departments[1]!.id}`)).items;
    expect(items.map((item) => item.requestId)).toEqual([other._id]);
  });

  it('refuses a window longer than 100 days or running backwards', async () => {
    const long = await call(hr, 'GET', `/api/job/calendar?from=${iso(dayAt(0))}&to=${iso(dayAt(101))}`);
    expect(long.statusCode).toBe(400);
    expect(detailsOf(long)).toEqual([expect.objectContaining({ field: 'to', key: 'Window_too_long' })]);
    const backwards = await call(hr, 'GET', `/api/job/calendar?from=${iso(dayAt(5))}&to=${iso(dayAt(4))}`);
    expect(backwards.statusCode).toBe(400);
    expect((await call(hr, 'GET', `/api/job/calendar?from=${iso(dayAt(5))}`)).statusCode).toBe(400);
    expect((await calendar(hr, dayAt(0), dayAt(100))).items.length).toBeGreaterThan(0);
  });
});

describe('PUT /api/job/:id', () => {
  it('changes only the fields sent (the spec’s edit payload)', async () => {
    const created = await post(hrNord, staffBody(nord, { title: 'Vor der Änderung' }));
    const response = await call(hrNord, 'PUT', `/api/job/${created._id}`, {
      id: created._id,
      title: 'Nach der Änderung',
      organisation: nord.id,
      skills: ['EKG', 'Beatmung'],
      desc: 'Neu',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as StaffRequest;
    expect(updated).toMatchObject({ title: 'Nach der Änderung', skills: ['EKG', 'Beatmung'], desc: 'Neu', qualification: 'Examine Pflegekraft' });
    expect(updated.dates).toEqual(created.dates);
    expect(updated.orig_dept).toEqual(created.orig_dept);

    const jobOperation = await call(hrNord, 'PUT', `/api/job/${created._id}`, {
      id: created._id,
      title: 'Nach der Änderung',
      organisation: nord.id,
      jobOperation: 'BefristeteAnstellung',
    });
    expect(jobOperation.json()).toMatchObject({ jobOperation: 'BefristeteAnstellung', desc: 'Neu' });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created._id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => entry.changes.map((change) => change.field).sort())).toEqual([
      ['description', 'skills', 'title'],
      ['contractType'],
    ]);
  });

  it('replaces the dates, keeping the shift ids sent back', async () => {
    const created = await post(wardKardio, staffBody(nord));
    const kept = created.dates[1]!;
    const dates = [
      { _id: kept._id, startDate: kept.date.startDate, endDate: kept.date.endDate, activity: 'times', type: 'Neue_Dienstanfrage' },
      staffDate(30, 12),
    ];
    const response = await call(wardKardio, 'PUT', `/api/job/${created._id}`, { title: created.title, organisation: nord.id, dates });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as StaffRequest;
    expect(updated.dates.map((date) => date.date.startDate)).toEqual([kept.date.startDate, dates[1]!.startDate]);
    expect(updated.dates[0]!._id).toBe(kept._id);
    const rows = await ctx.db.select().from(shifts).where(eq(shifts.requestId, created._id));
    expect(rows).toHaveLength(2);
    const [row] = await ctx.db.select().from(requests).where(eq(requests.id, created._id));
    expect(row!.lastShiftEnd.getTime()).toBe(dates[1]!.endDate);
  });

  it('moves a request to another station of the organisation, shifts included', async () => {
    const created = await post(hrNord, staffBody(nord));
    const response = await call(hrNord, 'PUT', `/api/job/${created._id}`, {
      title: created.title,
      organisation: nord.id,
      orig_dept: nord.departments[1]!.id,
    });
    expect(response.json().orig_dept).toEqual({ _id: nord.departments[1]!.id, name: 'Intensivstation' });
    const rows = await ctx.db.select().from(shifts).where(eq(shifts.requestId, created._id));
    expect(rows.every((row) => row.departmentId === nord.departments[1]!.id)).toBe(true);
  });

  it('validates like create and changes nothing when refused', async () => {
    const created = await post(wardKardio, staffBody(nord));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Title_is_required'],
      [{ dates: [staffDate(-3)] }, 'dates.0.startDate', 'Shift_in_past'],
      [{ orig_dept: nord.departments[1]!.id }, 'orig_dept', 'Department_not_allowed'],
      [{ orig_dept: null }, 'orig_dept', 'Department_is_required'],
      [{ organisation: sued.id }, 'organisation', 'Organisation_cannot_change'],
      [{ qualification: 'Zauberer' }, 'qualification', 'Unknown_option'],
      [{ dates: [doctorDate(20)] }, 'dates', 'Dates_of_one_kind'],
    ];
    for (const [change, field, key] of cases) {
      const response = await call(wardKardio, 'PUT', `/api/job/${created._id}`, { title: created.title, organisation: nord.id, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(detailsOf(response)).toContainEqual(expect.objectContaining({ field, key }));
    }
    const after = (await call(wardKardio, 'GET', `/api/job/${created._id}`)).json() as StaffRequest;
    expect({ ...after, updatedAt: created.updatedAt }).toEqual(created);
  });

  it('refuses to edit a filled or cancelled request', async () => {
    for (const state of ['internal_fill', 'external_fill', 'cancelled'] as const) {
      const created = await post(hrNord, staffBody(nord));
      await ctx.db.update(requests).set({ state }).where(eq(requests.id, created._id));
      const response = await call(hrNord, 'PUT', `/api/job/${created._id}`, { title: 'Geändert', organisation: nord.id });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'REQUEST_NOT_EDITABLE', message: expect.stringContaining('no longer') });
      const [row] = await ctx.db.select().from(requests).where(eq(requests.id, created._id));
      expect(row!.title).toBe(created.title);
    }
  });
});

describe('DELETE /api/job', () => {
  it('deletes requests nobody was booked on and cancels the others, telling each booked person in their language', async () => {
    const free = await post(hrNord, staffBody(nord, { title: 'Niemand gebucht' }));
    const booked = await post(hrNord, staffBody(nord, { title: 'Nachtdienst Intensiv', orig_dept: nord.departments[1]!.id }));
    const selected = await applicant(booked._id, 'selected', 'de');
    const applied = await applicant(booked._id, 'applied', 'en');
    const withdrawn = await applicant(booked._id, 'withdrawn', 'en');
    await applicant(free._id, 'withdrawn');

    const response = await call(hrNord, 'DELETE', '/api/job', { ids: [free._id, booked._id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: [free._id], cancelled: [booked._id] });

    expect(await ctx.db.select().from(requests).where(eq(requests.id, free._id))).toEqual([]);
    expect(await ctx.db.select().from(shifts).where(eq(shifts.requestId, free._id))).toEqual([]);
    const [row] = await ctx.db.select().from(requests).where(eq(requests.id, booked._id));
    expect(row).toMatchObject({ state: 'cancelled', cancelledAt: expect.any(Date) });
    const states = await ctx.db
      .select({ userId: applications.userId, state: applications.state })
      .from(applications)
      .where(eq(applications.requestId, booked._id));
    expect(Object.fromEntries(states.map((s) => [s.userId, s.state]))).toEqual({
      [selected.id]: 'request_cancelled',
      [applied.id]: 'request_cancelled',
      [withdrawn.id]: 'withdrawn',
    });

    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [selected.email, applied.email, withdrawn.email]));
    expect(mails.map((mail) => [mail.recipient, mail.template, mail.language]).sort()).toEqual(
      [
        [selected.email, 'request_cancelled', 'de'],
        [applied.email, 'request_cancelled', 'en'],
      ].sort(),
    );
    await ctx.deliverMail();
    const german = ctx.sent.find((mail) => mail.to === selected.email)!;
    expect(german.subject).toBe('Abgesagt: Nachtdienst Intensiv');
    expect(german.text).toContain('Klinikum Nord hat die Anfrage „Nachtdienst Intensiv“ abgesagt');
    const english = ctx.sent.find((mail) => mail.to === applied.email)!;
    expect(english.subject).toBe('Cancelled: Nachtdienst Intensiv');
    const first = booked.dates[0]!.date;
    expect(english.text).toContain(formatShiftDates({ start: new Date(first.startDate), end: new Date(first.endDate) }, 'en'));

    // Neither is listed any more, nor in the calendar.
    const listed = (await list(hrNord, `organisationId=${nord.id}&pageSize=100`)).items.map((item) => item._id);
    expect(listed).not.toContain(free._id);
    expect(listed).not.toContain(booked._id);
    const shown = (await calendar(hrNord, dayAt(2), dayAt(7))).items.map((item) => item.requestId);
    expect(shown).not.toContain(booked._id);

    const audit = await ctx.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(inArray(auditLog.entityId, [free._id, booked._id]), inArray(auditLog.action, ['delete', 'cancel'])));
    expect(audit.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'cancel', entityId: booked._id },
      { action: 'delete', entityId: free._id },
    ]);
  });

  it('refuses the whole call with 404 when one id is unknown', async () => {
    const created = await post(hrNord, staffBody(nord));
    const response = await call(hrNord, 'DELETE', '/api/job', { ids: [created._id, '00000000-0000-4000-8000-000000000000'] });
    expect(response.statusCode).toBe(404);
    expect(await ctx.db.select({ id: requests.id }).from(requests).where(eq(requests.id, created._id))).toHaveLength(1);
    expect((await call(hrNord, 'DELETE', '/api/job', { ids: [] })).statusCode).toBe(400);
  });
});

describe('who sees and changes what', () => {
  let wardRequest: StaffRequest;
  let orgLevelRequest: StaffRequest;
  let suedRequest: StaffRequest;
  const window = () => [dayAt(80, 0), dayAt(90, 0)] as const;

  beforeAll(async () => {
    wardRequest = await post(wardKardio, staffBody(nord, { title: 'Station Kardiologie', dates: [staffDate(82), staffDate(84)] }));
    orgLevelRequest = await post(hrNord, doctorBody(nord, { title: 'Ganze Klinik', dates: [doctorDate(83, 2)] }));
    suedRequest = await post(hrSued, staffBody(sued, { title: 'Süd', orig_dept: sued.departments[0]!.id, dates: [staffDate(82)] }));
  });

  const visible = async (actor: Actor) => {
    const [from, to] = window();
    const listed = (await list(actor, `from=${iso(from)}&to=${iso(to)}&pageSize=100`)).items.map((item) => item._id);
    const inCalendar = [...new Set((await calendar(actor, from, to)).items.map((item) => item.requestId))];
    return { listed: listed.sort(), inCalendar: inCalendar.sort() };
  };
  const sorted = (...ids: string[]) => [...ids].sort();

  it('a ward manager sees the requests of their department, HR those of their organisation, ADMIN all', async () => {
    expect(await visible(wardKardio)).toEqual({ listed: [wardRequest._id], inCalendar: [wardRequest._id] });
    const hr = sorted(wardRequest._id, orgLevelRequest._id);
    expect(await visible(hrNord)).toEqual({ listed: hr, inCalendar: hr });
    const all = sorted(wardRequest._id, orgLevelRequest._id, suedRequest._id);
    expect(await visible(admin)).toEqual({ listed: all, inCalendar: all });
    expect((await call(wardKardio, 'GET', `/api/job/${wardRequest._id}`)).statusCode).toBe(200);
    expect((await call(hrNord, 'GET', `/api/job/${wardRequest._id}`)).statusCode).toBe(200);
    // Requests without a station belong to the organisation's administrators.
    expect((await call(wardKardio, 'GET', `/api/job/${orgLevelRequest._id}`)).statusCode).toBe(404);
  });

  it('an ORG_ADMIN who is also a department user elsewhere sees both, and nothing else there', async () => {
    const both = await hrOf(sued.id);
    await ctx.db.insert(departmentMembers).values({ departmentId: nord.departments[0]!.id, userId: both.user.id, kind: 'user' });
    const seen = await visible(both);
    expect(seen).toEqual({ listed: sorted(wardRequest._id, suedRequest._id), inCalendar: sorted(wardRequest._id, suedRequest._id) });
  });

  const outsiders: [string, () => Actor][] = [
    ['an ORG_SUB of another department', () => wardIntensiv],
    ['an ORG_ADMIN of another organisation', () => hrSued],
  ];
  it.each(outsiders)('%s can neither see nor change the ward’s request', async (_name, outsider) => {
    const actor = outsider();
    const seen = await visible(actor);
    expect(seen.listed).not.toContain(wardRequest._id);
    expect(seen.inCalendar).not.toContain(wardRequest._id);
    // Filtering by the organisation or department does not widen the scope.
    expect((await list(actor, `organisationId=${nord.id}&departmentId=${nord.departments[0]!.id}`)).total).toBe(0);

    const get = await call(actor, 'GET', `/api/job/${wardRequest._id}`);
    expect(get.statusCode).toBe(404);
    expect(get.json().error.code).toBe('NOT_FOUND');

    const put = await call(actor, 'PUT', `/api/job/${wardRequest._id}`, { title: 'Übernommen', organisation: nord.id });
    expect(put.statusCode).toBe(404);
    const own = actor === hrSued ? suedRequest._id : undefined;
    const del = await call(actor, 'DELETE', '/api/job', { ids: own ? [own, wardRequest._id] : [wardRequest._id] });
    expect(del.statusCode).toBe(404);

    const after = (await call(wardKardio, 'GET', `/api/job/${wardRequest._id}`)).json() as StaffRequest;
    expect(after).toEqual(wardRequest);
    if (own) expect(await ctx.db.select({ id: requests.id }).from(requests).where(eq(requests.id, own))).toHaveLength(1);
  });

  it('ADMIN may change and delete in any organisation', async () => {
    const created = await post(hrSued, staffBody(sued, { orig_dept: sued.departments[0]!.id }));
    const put = await call(admin, 'PUT', `/api/job/${created._id}`, { title: 'Vom Admin', organisation: sued.id });
    expect(put.json().title).toBe('Vom Admin');
    expect((await call(admin, 'DELETE', '/api/job', { ids: [created._id] })).json()).toEqual({ deleted: [created._id], cancelled: [] });
  });

  const routes: [Method, () => string, () => unknown][] = [
    ['GET', () => '/api/job', () => undefined],
    ['GET', () => `/api/job/calendar?from=${iso(dayAt(1))}&to=${iso(dayAt(2))}`, () => undefined],
    ['GET', () => `/api/job/${wardRequest._id}`, () => undefined],
    ['POST', () => '/api/job', () => staffBody(nord)],
    ['PUT', () => `/api/job/${wardRequest._id}`, () => ({ title: 'X', organisation: nord.id })],
    ['DELETE', () => '/api/job', () => ({ ids: [wardRequest._id] })],
  ];
  it.each(['AGENCY', 'USER'] as const)('refuses %s with 403 and anonymous callers with 401 on every call', async (role) => {
    const actor = await signedIn(role);
    for (const [method, url, body] of routes) {
      expect((await call(actor, method, url(), body())).statusCode, `${method} ${url()}`).toBe(403);
      expect((await call(null, method, url(), body())).statusCode, `${method} ${url()}`).toBe(401);
    }
    expect(await ctx.db.select({ id: requests.id }).from(requests).where(eq(requests.id, wardRequest._id))).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents the request calls with their schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> }>();
    expect(Object.keys(document.paths['/api/job']!).sort()).toEqual(['delete', 'get', 'post']);
    expect(Object.keys(document.paths['/api/job/{id}']!).sort()).toEqual(['get', 'put']);
    expect(document.paths['/api/job/calendar']!.get).toBeDefined();
    expect(JSON.stringify(document.paths['/api/job']!.post!.requestBody)).toContain('orig_dept');
    expect(Object.keys(document.paths['/api/job']!.post!.responses)).toContain('201');
  });
});
