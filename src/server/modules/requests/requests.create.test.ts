import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, requests, shifts } from '#server/db/schema/index';
import {
  type Actor,
  admin,
  call,
  ctx,
  detailsOf,
  doctorBody,
  HOUR,
  hrNord,
  nord,
  post,
  requestCount,
  staffBody,
  staffDate,
  sued,
  useRequestsApp,
  wardKardio,
} from '#server/test/requests-fixtures';

// POST /api/job: creating a request, its defaults and every refusal.

useRequestsApp();

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
    expect(
      created.dates.map((date) => [date.date.startDate, date.date.endDate, date.type]),
    ).toEqual(body.dates.map((date) => [date.startDate, date.endDate, 'Neue_Dienstanfrage']));

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
    expect(audit).toMatchObject([
      { action: 'create', actorId: wardKardio.user.id, entityType: 'request' },
    ]);
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
    const withStation = await post(
      wardKardio,
      doctorBody(nord, { orig_dept: nord.departments[0]!.id }),
    );
    expect(withStation.orig_dept?._id).toBe(nord.departments[0]!.id);
    const before = await requestCount();
    const response = await call(wardKardio, 'POST', '/api/job', doctorBody(nord));
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response)).toEqual([
      expect.objectContaining({ field: 'orig_dept', key: 'Department_is_required' }),
    ]);
    expect(await requestCount()).toBe(before);
  });

  it('lets ADMIN post for any organisation', async () => {
    const created = await post(admin, staffBody(sued, { orig_dept: sued.departments[0]!.id }));
    expect(created.organisation._id).toBe(sued.id);
  });

  const invalid: [string, () => Actor, () => Record<string, unknown>, string, string][] = [
    [
      'a missing title',
      () => hrNord,
      () => staffBody(nord, { title: '  ' }),
      'title',
      'Title_is_required',
    ],
    ['no dates', () => hrNord, () => staffBody(nord, { dates: [] }), 'dates', 'Dates_are_required'],
    [
      'dates left out',
      () => hrNord,
      () => staffBody(nord, { dates: undefined }),
      'dates',
      'Dates_are_required',
    ],
    [
      'a staff request without station',
      () => hrNord,
      () => staffBody(nord, { orig_dept: undefined }),
      'orig_dept',
      'Department_is_required',
    ],
    [
      'a substitute doctor without field',
      () => hrNord,
      () => doctorBody(nord, { field: undefined }),
      'field',
      'Field_is_required',
    ],
    [
      'a shift ending before it starts',
      () => hrNord,
      () =>
        staffBody(nord, { dates: [{ ...staffDate(3), endDate: staffDate(3).startDate - HOUR }] }),
      'dates.0.endDate',
      'Shift_ends_before_start',
    ],
    [
      'a shift after the supported years',
      () => hrNord,
      () =>
        staffBody(nord, {
          dates: [
            {
              ...staffDate(3),
              startDate: Date.parse('2100-01-01T08:00:00Z'),
              endDate: Date.parse('2100-01-01T16:00:00Z'),
            },
          ],
        }),
      'dates.0.startDate',
      'Date_out_of_range',
    ],
    [
      'a shift in the past',
      () => hrNord,
      () => staffBody(nord, { dates: [staffDate(3), staffDate(-1)] }),
      'dates.1.startDate',
      'Shift_in_past',
    ],
    [
      'an unknown qualification',
      () => hrNord,
      () => staffBody(nord, { qualification: 'Zauberer' }),
      'qualification',
      'Unknown_option',
    ],
    [
      'an unknown shift type',
      () => hrNord,
      () => staffBody(nord, { jobType: 'Frühstück' }),
      'jobType',
      'Unknown_option',
    ],
    [
      'an unknown field',
      () => hrNord,
      () => doctorBody(nord, { field: 'Alchemie' }),
      'field',
      'Unknown_option',
    ],
    [
      'an unknown contract type',
      () => hrNord,
      () => doctorBody(nord, { jobOperation: 'Werkvertrag' }),
      'jobOperation',
      'Unknown_option',
    ],
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
  it.each(invalid)(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_name, actor, body, field, key) => {
      const before = await requestCount();
      const response = await call(actor(), 'POST', '/api/job', body());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(detailsOf(response)).toContainEqual(expect.objectContaining({ field, key }));
      expect(await requestCount()).toBe(before);
    },
  );

  it('translates the messages of the details', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/job',
      payload: staffBody(nord, { dates: [staffDate(-2)] }),
      headers: { ...hrNord.headers, 'accept-language': 'de' },
    });
    expect(detailsOf(response)).toEqual([
      expect.objectContaining({
        field: 'dates.0.startDate',
        key: 'Shift_in_past',
        message: 'Dieser Termin liegt in der Vergangenheit',
      }),
    ]);
  });
});
