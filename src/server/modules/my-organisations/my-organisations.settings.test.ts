import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ErrorBody } from '#shared/errors';
import { auditLog, organisations } from '#server/db/schema/index';
import { madeBeforeAll, useTestContext } from '#server/test/app';
import { injectAs } from '#server/test/factories';
import { detailsOf } from '#server/test/requests-fixtures';
import { joinDepartment, joinOrganisation, organisationWith, signedIn } from '#server/test/tenants';

const ctx = useTestContext();

const url = (id: string) => `/api/organisation/${id}/settings`;
const patch = (headers: Record<string, string>, id: string, payload: unknown, language = 'en') =>
  injectAs(ctx.app, { ...headers, 'accept-language': language }, 'PATCH', url(id), payload);

const firstMessage = (response: { json(): unknown }) =>
  (response.json() as ErrorBody).error.details?.[0]?.message;

async function storedTolerance(id: string) {
  const [row] = await ctx.db
    .select({ hours: organisations.timesheetToleranceHours })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row!.hours;
}

async function storedCost(id: string) {
  const [row] = await ctx.db
    .select({ cents: organisations.internalHourlyCostCents })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row!.cents;
}

// One set of accounts for the file: sign-ins are rate limited.
const world = madeBeforeAll('settings world', async () => {
  const nord = await organisationWith(ctx.db, 'Klinikum Nord', ['Kardiologie']);
  const west = await organisationWith(ctx.db, 'Klinikum West', ['Geriatrie']);
  const other = await organisationWith(ctx.db, 'Klinikum Süd', ['Chirurgie']);
  const hr = await joinOrganisation(ctx.db, nord.id, await signedIn(ctx.app, ctx.db, 'ORG_ADMIN'));
  await joinOrganisation(ctx.db, west.id, hr);
  const ward = await joinDepartment(
    ctx.db,
    nord.departments[0]!.id,
    await signedIn(ctx.app, ctx.db, 'ORG_SUB'),
  );
  return {
    nord,
    west,
    other,
    hr,
    ward,
    admin: await signedIn(ctx.app, ctx.db, 'ADMIN'),
    pool: await signedIn(ctx.app, ctx.db, 'USER'),
    dispatcher: await signedIn(ctx.app, ctx.db, 'AGENCY'),
  };
});

describe('PATCH /api/organisation/:id/settings', () => {
  it('lets the organisation’s HR set, change and clear the internal hourly cost, audited', async () => {
    const { nord, hr } = world;
    const set = await patch(hr.headers, nord.id, { internalHourlyCostCents: 3_850 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      id: nord.id,
      internalHourlyCostCents: 3_850,
      access: 'admin',
    });
    expect(await storedCost(nord.id)).toBe(3_850);
    // The largest allowed: 10,000 euros an hour, the billing run's bound on a unit price.
    expect(
      (await patch(hr.headers, nord.id, { internalHourlyCostCents: 1_000_000 })).statusCode,
    ).toBe(200);
    const cleared = await patch(hr.headers, nord.id, { internalHourlyCostCents: null });
    expect(cleared.json().internalHourlyCostCents).toBeNull();
    const audits = await ctx.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, nord.id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id);
    expect(audits.map((row) => row.changes)).toEqual([
      [{ field: 'internalHourlyCostCents', old: null, new: 3_850 }],
      [{ field: 'internalHourlyCostCents', old: 3_850, new: 1_000_000 }],
      [{ field: 'internalHourlyCostCents', old: 1_000_000, new: null }],
    ]);
    // GET /api/organisation shows it too.
    await patch(hr.headers, nord.id, { internalHourlyCostCents: 4_100 });
    const one = await injectAs(ctx.app, hr.headers, 'GET', `/api/organisation/${nord.id}`);
    expect(one.json()).toMatchObject({ id: nord.id, internalHourlyCostCents: 4_100 });
  });

  it.each([0, -100, 1_000_001, 38.5, '3850'])(
    'refuses %s with a clear message in English and German and changes nothing',
    async (value) => {
      const { west, hr } = world;
      await patch(hr.headers, west.id, { internalHourlyCostCents: 2_000 });
      const en = await patch(hr.headers, west.id, { internalHourlyCostCents: value });
      expect(en.statusCode).toBe(400);
      expect(detailsOf(en)).toEqual([
        expect.objectContaining({
          field: 'internalHourlyCostCents',
          key: 'Internal_cost_is_not_valid',
          message:
            'Please enter an internal hourly cost above 0 and at most 10,000 euros, in euros and cents',
        }),
      ]);
      const de = await patch(hr.headers, west.id, { internalHourlyCostCents: value }, 'de');
      expect(detailsOf(de)).toEqual([
        expect.objectContaining({
          message:
            'Bitte interne Kosten pro Stunde über 0 und höchstens 10.000 Euro angeben, in Euro und Cent',
        }),
      ]);
      expect(await storedCost(west.id)).toBe(2_000);
    },
  );

  it('lets a platform administrator set it for any organisation', async () => {
    const { other, admin } = world;
    const response = await patch(admin.headers, other.id, { internalHourlyCostCents: 5_000 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedCost(other.id)).toBe(5_000);
  });

  it('refuses ward managers, pool members and agencies (403) and another organisation’s HR (404)', async () => {
    const { nord, other, hr, ward, pool, dispatcher } = world;
    const before = [await storedCost(nord.id), await storedCost(other.id)];
    const body = { internalHourlyCostCents: 3_000 };
    expect((await patch(ward.headers, nord.id, body)).statusCode).toBe(403);
    expect((await patch(pool.headers, nord.id, body)).statusCode).toBe(403);
    expect((await patch(dispatcher.headers, nord.id, body)).statusCode).toBe(403);
    expect((await patch({}, nord.id, body)).statusCode).toBe(401);
    expect((await patch(hr.headers, other.id, body)).statusCode).toBe(404);
    expect([await storedCost(nord.id), await storedCost(other.id)]).toEqual(before);
  });

  it('refuses a body with no setting, in English and German, and changes nothing', async () => {
    const { west, hr } = world;
    await patch(hr.headers, west.id, { internalHourlyCostCents: 2_000 });
    for (const body of [{}, { internalHourlyCostCents: undefined }]) {
      const en = await patch(hr.headers, west.id, body);
      expect(en.statusCode).toBe(400);
      expect(detailsOf(en)).toEqual([
        expect.objectContaining({
          key: 'Setting_is_required',
          message: 'Please send at least one setting to change',
        }),
      ]);
    }
    const de = await patch(hr.headers, west.id, {}, 'de');
    expect(firstMessage(de)).toBe('Bitte mindestens eine Einstellung zum Ändern angeben');
    expect(await storedCost(west.id)).toBe(2_000);
  });
});

describe('the tolerance of timesheets (PATCH /api/organisation/:id/settings)', () => {
  it('is 3 hours by default; HR and a platform administrator change it, audited, the cost untouched', async () => {
    const { nord, other, hr, admin } = world;
    expect(await storedTolerance(nord.id)).toBe(3);
    await patch(hr.headers, nord.id, { internalHourlyCostCents: 4_100 });
    for (const hours of [0, 12, 5]) {
      const response = await patch(hr.headers, nord.id, { timesheetToleranceHours: hours });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        timesheetToleranceHours: hours,
        internalHourlyCostCents: 4_100,
      });
    }
    const audits = await ctx.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, nord.id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id);
    expect(audits.slice(-3).map((row) => row.changes)).toEqual([
      [{ field: 'timesheetToleranceHours', old: 3, new: 0 }],
      [{ field: 'timesheetToleranceHours', old: 0, new: 12 }],
      [{ field: 'timesheetToleranceHours', old: 12, new: 5 }],
    ]);
    const one = await injectAs(ctx.app, hr.headers, 'GET', `/api/organisation/${nord.id}`);
    expect(one.json()).toMatchObject({ timesheetToleranceHours: 5 });
    // Both at once, and the platform administrator for any organisation.
    const both = await patch(hr.headers, nord.id, {
      internalHourlyCostCents: 3_900,
      timesheetToleranceHours: 3,
    });
    expect(both.json()).toMatchObject({
      internalHourlyCostCents: 3_900,
      timesheetToleranceHours: 3,
    });
    expect((await patch(admin.headers, other.id, { timesheetToleranceHours: 6 })).statusCode).toBe(
      200,
    );
    expect(await storedTolerance(other.id)).toBe(6);
  });

  it.each([-1, 13, 2.5, '3', null])(
    'refuses %s with a clear message in English and German and changes nothing',
    async (value) => {
      const { west, hr } = world;
      await patch(hr.headers, west.id, { timesheetToleranceHours: 4 });
      const en = await patch(hr.headers, west.id, { timesheetToleranceHours: value });
      expect(en.statusCode).toBe(400);
      expect(detailsOf(en)).toEqual([
        expect.objectContaining({
          field: 'timesheetToleranceHours',
          key: 'Timesheet_tolerance_is_not_valid',
          message: 'Please enter a whole number of hours from 0 to 12',
        }),
      ]);
      const de = await patch(hr.headers, west.id, { timesheetToleranceHours: value }, 'de');
      expect(firstMessage(de)).toBe('Bitte eine ganze Zahl von Stunden von 0 bis 12 angeben');
      expect(await storedTolerance(west.id)).toBe(4);
    },
  );

  it('refuses ward managers (403) and another organisation’s HR (404)', async () => {
    const { nord, other, hr, ward } = world;
    const before = [await storedTolerance(nord.id), await storedTolerance(other.id)];
    expect((await patch(ward.headers, nord.id, { timesheetToleranceHours: 1 })).statusCode).toBe(
      403,
    );
    expect((await patch(hr.headers, other.id, { timesheetToleranceHours: 1 })).statusCode).toBe(
      404,
    );
    expect([await storedTolerance(nord.id), await storedTolerance(other.id)]).toEqual(before);
  });
});
