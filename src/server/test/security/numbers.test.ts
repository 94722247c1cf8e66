import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody } from '#shared/errors';
import { applications, organisations, platformSettings, requests } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { madeBeforeAll, useTestContext } from '../app';
import {
  agencyWithDispatcher,
  organisationWithStaff,
  requestOf,
  signedIn,
  staffOf,
  threeUploads,
  type Actor,
} from '../agency-fixtures';
import { berlin } from '../clock-fixtures';
import { injectAs, type Method } from '../factories';

/**
 * One rule for numbers in JSON bodies: a number is a JSON number. Text where a number belongs is
 * refused with 400 VALIDATION_FAILED naming the field in the caller's language, on every route
 * alike; an amount with a third decimal is refused, never rounded; every amount has a maximum.
 * Query strings stay text and are read as numbers there.
 */
const NOW = berlin('2027-03-10T09:00');
const ctx = useTestContext({ clock: fixedClock(NOW) });

const send = (actor: Actor, method: Method, url: string, payload: unknown, language = 'en') =>
  injectAs(ctx.app, { ...actor.headers, 'accept-language': language }, method, url, payload);

const detailsOf = (response: { json(): unknown }) =>
  (response.json() as ErrorBody).error.details ?? [];

/** The answer is a 400 VALIDATION_FAILED with exactly this field and key. */
function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  field: string,
  key: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect((response.json() as ErrorBody).error.code).toBe('VALIDATION_FAILED');
  expect(detailsOf(response).map((detail) => [detail.field, detail.key])).toEqual([[field, key]]);
}

const world = madeBeforeAll('numbers world', async () => {
  const clinic = await organisationWithStaff(ctx, 'Klinikum Zahlen');
  const { agency, dispatcher } = await agencyWithDispatcher(ctx, {
    permitValidUntil: '2099-12-31',
  });
  const staff = await staffOf(ctx, agency.id, { firstName: 'Rita', lastName: 'Rate' });
  const request = await requestOf(ctx, clinic.organisation, {
    from: NOW,
    title: 'Vertretung mit Satz',
  });
  return { clinic, dispatcher, staff, request, admin: await signedIn(ctx, 'ADMIN') };
});

describe('POST /api/agency/jobs/:id/applications: the hourly rate', () => {
  const apply = async (hourlyRate: unknown, language = 'en') =>
    send(
      world.dispatcher,
      'POST',
      `/api/agency/jobs/${world.request.id}/applications`,
      {
        customerId: world.staff.id,
        hourlyRate,
        documents: await threeUploads(ctx, world.dispatcher.headers),
      },
      language,
    );
  const applicationsOfRequest = () =>
    ctx.db.select().from(applications).where(eq(applications.requestId, world.request.id));

  it('refuses "50" as text, naming hourlyRate in English and German, and stores nothing', async () => {
    const en = await apply('50');
    expectRefused(en, 'hourlyRate', 'Hourly_rate_is_required');
    expect(detailsOf(en)[0]!.message).toBe(
      'Please enter an hourly rate above 0 and at most 10,000 euros',
    );
    const de = await apply('50', 'de');
    expect(detailsOf(de)[0]!.message).toBe(
      'Bitte einen Stundensatz über 0 und höchstens 10.000 Euro eingeben',
    );
    expect(await applicationsOfRequest()).toEqual([]);
  });

  it('refuses 55.555 instead of rounding it, and a rate of 1e12, and stores nothing', async () => {
    const third = await apply(55.555, 'de');
    expectRefused(third, 'hourlyRate', 'At_most_two_decimals');
    expect(detailsOf(third)[0]!.message).toBe('Bitte höchstens zwei Nachkommastellen eingeben');
    expectRefused(await apply(1e12), 'hourlyRate', 'Hourly_rate_is_required');
    expectRefused(await apply(10_000.01), 'hourlyRate', 'Hourly_rate_is_required');
    expect(await applicationsOfRequest()).toEqual([]);
  });

  it('takes 55.55 and stores 55.55 euros, as sent', async () => {
    const response = await apply(55.55);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().hourlyRate).toBe(55.55);
    const rows = await applicationsOfRequest();
    expect(rows.map((row) => row.hourlyRate)).toEqual([55.55]);
  });
});

describe('PUT /api/admin/settings/commission: the commission rate', () => {
  const stored = async () =>
    (
      await ctx.db
        .select()
        .from(platformSettings)
        .where(eq(platformSettings.key, 'commission_rate'))
    )[0]?.value;

  it('refuses "8" and 8.125 with the field named, keeping the rate; takes 8.25', async () => {
    const put = (commissionRate: unknown, language = 'en') =>
      send(world.admin, 'PUT', '/api/admin/settings/commission', { commissionRate }, language);
    expect((await put(4)).statusCode).toBe(200);
    const text = await put('8', 'de');
    expectRefused(text, 'commissionRate', 'Commission_rate_invalid');
    expect(detailsOf(text)[0]!.message).toBe(
      'Bitte einen Satz zwischen 0 und 100 Prozent eingeben',
    );
    expectRefused(await put(8.125), 'commissionRate', 'At_most_two_decimals');
    expect(await stored()).toBe(4);
    const taken = await put(8.25);
    expect(taken.json()).toEqual({ commissionRate: 8.25 });
    expect(await stored()).toBe(8.25);
  });
});

describe('PATCH /api/organisation/:id/settings: cost and tolerance', () => {
  const patch = (payload: unknown, language = 'en') =>
    send(
      world.clinic.hr,
      'PATCH',
      `/api/organisation/${world.clinic.organisation.id}/settings`,
      payload,
      language,
    );
  const stored = async () =>
    (
      await ctx.db
        .select()
        .from(organisations)
        .where(eq(organisations.id, world.clinic.organisation.id))
    )[0]!;

  it('refuses cents and hours sent as text, and a cost of 1e12 cents, changing nothing', async () => {
    expect(
      (await patch({ internalHourlyCostCents: 3_800, timesheetToleranceHours: 3 })).statusCode,
    ).toBe(200);
    const cost = await patch({ internalHourlyCostCents: '4250' }, 'de');
    expectRefused(cost, 'internalHourlyCostCents', 'Internal_cost_is_not_valid');
    expect(detailsOf(cost)[0]!.message).toBe(
      'Bitte interne Kosten pro Stunde über 0 und höchstens 10.000 Euro angeben, in Euro und Cent',
    );
    expectRefused(
      await patch({ timesheetToleranceHours: '4' }),
      'timesheetToleranceHours',
      'Timesheet_tolerance_is_not_valid',
    );
    expectRefused(
      await patch({ internalHourlyCostCents: 1e12 }),
      'internalHourlyCostCents',
      'Internal_cost_is_not_valid',
    );
    expect(await stored()).toMatchObject({
      internalHourlyCostCents: 3_800,
      timesheetToleranceHours: 3,
    });
  });
});

describe('POST /api/job: a request’s pay and time limit', () => {
  const shiftAt = (local: string, type: string, hours: number) => {
    const start = berlin(local).getTime();
    return { startDate: start, endDate: start + hours * 3_600_000, activity: 'times', type };
  };
  const doctorRequest = (cost: unknown) => ({
    title: 'Vertretung Neurologie mit Lohn',
    dates: [shiftAt('2027-03-20T08:00', 'vertretungsarzt', 7 * 24)],
    field: 'Neurologie',
    organisation: world.clinic.organisation.id,
    jobOperation: 'Arbeitnehmerüberlassung',
    salary: [{ activity: 'Bereitschaftsdienst', cost }],
    accomodation: true,
  });
  const staffRequest = (timeLimit: unknown) => ({
    title: 'Frühdienst mit Frist',
    dates: [shiftAt('2027-03-21T06:00', 'Neue_Dienstanfrage', 8)],
    orig_dept: world.clinic.department.id,
    organisation: world.clinic.organisation.id,
    timeLimit,
  });
  const post = (body: unknown, language = 'en') =>
    send(world.clinic.hr, 'POST', '/api/job', body, language);
  const titled = (title: string) => ctx.db.select().from(requests).where(eq(requests.title, title));

  it('refuses a pay sent as text, with a third decimal or of 1e12, and takes 45.5', async () => {
    const text = await post(doctorRequest('45'), 'de');
    expectRefused(text, 'salary.0.cost', 'Pay_is_not_valid');
    expect(detailsOf(text)[0]!.message).toBe(
      'Bitte geben Sie einen Stundenlohn zwischen 0 und 10.000 Euro ein',
    );
    expectRefused(await post(doctorRequest(45.555)), 'salary.0.cost', 'At_most_two_decimals');
    expectRefused(await post(doctorRequest(1e12)), 'salary.0.cost', 'Pay_is_not_valid');
    expect(await titled('Vertretung Neurologie mit Lohn')).toEqual([]);
    const created = await post(doctorRequest(45.5));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().salary).toEqual([{ activity: 'Bereitschaftsdienst', cost: 45.5 }]);
  });

  it('takes the time limit as the spec’s text of whole hours only, never as a JSON number', async () => {
    expectRefused(await post(staffRequest(12)), 'timeLimit', 'Time_limit_is_not_valid');
    expectRefused(await post(staffRequest('12.5')), 'timeLimit', 'Time_limit_is_not_valid');
    expectRefused(await post(staffRequest('337')), 'timeLimit', 'Time_limit_is_not_valid');
    expect(await titled('Frühdienst mit Frist')).toEqual([]);
    const created = await post(staffRequest('12'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().timeLimit).toBe('12');
  });
});

describe('PUT /api/me/preferences and query strings', () => {
  it('refuses a weekday sent as text, naming the item, in German', async () => {
    const response = await send(
      world.dispatcher,
      'PUT',
      '/api/me/preferences',
      { daysOff: [6, '7'] },
      'de',
    );
    expectRefused(response, 'daysOff.1', 'Number_is_not_valid');
    expect(detailsOf(response)[0]!.message).toBe('Bitte eine Zahl im zulässigen Bereich eingeben');
  });

  it('still reads numbers from a query string, which is text by nature', async () => {
    const response = await send(
      world.dispatcher,
      'GET',
      '/api/agency/jobs?page=0&pageSize=1',
      undefined,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toHaveLength(1);
  });
});
