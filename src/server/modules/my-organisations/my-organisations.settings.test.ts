import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, organisations } from '#server/db/schema/index';
import { madeBeforeAll, useTestContext } from '#server/test/app';
import { injectAs } from '#server/test/factories';
import { detailsOf } from '#server/test/requests-fixtures';
import { joinDepartment, joinOrganisation, organisationWith, signedIn } from '#server/test/tenants';

const ctx = useTestContext();

const url = (id: string) => `/api/organisation/${id}/settings`;
const patch = (headers: Record<string, string>, id: string, payload: unknown, language = 'en') =>
  injectAs(ctx.app, { ...headers, 'accept-language': language }, 'PATCH', url(id), payload);

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
  const ward = await joinDepartment(ctx.db, nord.departments[0]!.id, await signedIn(ctx.app, ctx.db, 'ORG_SUB'));
  return {
    nord, west, other, hr, ward,
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
    expect(set.json()).toMatchObject({ id: nord.id, internalHourlyCostCents: 3_850, access: 'admin' });
    expect(await storedCost(nord.id)).toBe(3_850);
    // The largest allowed: 100,000 euros an hour.
    expect((await patch(hr.headers, nord.id, { internalHourlyCostCents: 10_000_000 })).statusCode).toBe(200);
    const cleared = await patch(hr.headers, nord.id, { internalHourlyCostCents: null });
    expect(cleared.json().internalHourlyCostCents).toBeNull();
    const audits = await ctx.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, nord.id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id);
    expect(audits.map((row) => row.changes)).toEqual([
      [{ field: 'internalHourlyCostCents', old: null, new: 3_850 }],
      [{ field: 'internalHourlyCostCents', old: 3_850, new: 10_000_000 }],
      [{ field: 'internalHourlyCostCents', old: 10_000_000, new: null }],
    ]);
    // GET /api/organisation shows it too.
    await patch(hr.headers, nord.id, { internalHourlyCostCents: 4_100 });
    const one = await injectAs(ctx.app, hr.headers, 'GET', `/api/organisation/${nord.id}`);
    expect(one.json()).toMatchObject({ id: nord.id, internalHourlyCostCents: 4_100 });
  });

  it.each([0, -100, 10_000_001, 38.5, '3850', undefined])(
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
          message: 'Please enter an internal hourly cost above 0 and at most 100,000 euros, in euros and cents',
        }),
      ]);
      const de = await patch(hr.headers, west.id, { internalHourlyCostCents: value }, 'de');
      expect(detailsOf(de)).toEqual([
        expect.objectContaining({
          message: 'Bitte interne Kosten pro Stunde über 0 und höchstens 100.000 Euro angeben, in Euro und Cent',
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
});
