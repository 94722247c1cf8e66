import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ErrorBody } from '#shared/errors';
import { TVOED_SURCHARGES } from '#shared/surcharges';
import { organisations } from '#server/db/schema/index';
import { madeBeforeAll, useTestContext } from '#server/test/app';
import { injectAs } from '#server/test/factories';
import { joinDepartment, joinOrganisation, organisationWith, signedIn } from '#server/test/tenants';

// The organisation's federal state and surcharges, set by its HR through its settings.

const ctx = useTestContext();

const patch = (headers: Record<string, string>, id: string, payload: unknown, language = 'en') =>
  injectAs(
    ctx.app,
    { ...headers, 'accept-language': language },
    'PATCH',
    `/api/organisation/${id}/settings`,
    payload,
  );

async function stored(id: string) {
  const [row] = await ctx.db
    .select({ state: organisations.federalState, rules: organisations.surchargeRules })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row!;
}

const world = madeBeforeAll('surcharge settings world', async () => {
  const nord = await organisationWith(ctx.db, 'Klinikum Nord', ['Kardiologie']);
  const other = await organisationWith(ctx.db, 'Klinikum Süd', ['Chirurgie']);
  const hr = await joinOrganisation(ctx.db, nord.id, await signedIn(ctx.app, ctx.db, 'ORG_ADMIN'));
  const ward = await joinDepartment(
    ctx.db,
    nord.departments[0]!.id,
    await signedIn(ctx.app, ctx.db, 'ORG_SUB'),
  );
  return { nord, other, hr, ward };
});

describe('the federal state and surcharges (PATCH /api/organisation/:id/settings)', () => {
  it('start empty; HR sets the state and the rules, changes one figure and clears them', async () => {
    const { nord, hr } = world;
    expect(await stored(nord.id)).toEqual({ state: null, rules: null });
    const set = await patch(hr.headers, nord.id, {
      federalState: 'SN',
      surchargeRules: TVOED_SURCHARGES,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ federalState: 'SN', surchargeRules: TVOED_SURCHARGES });
    const changed = { ...TVOED_SURCHARGES, nightPercent: 25, combination: 'all' };
    await patch(hr.headers, nord.id, { surchargeRules: changed });
    expect(await stored(nord.id)).toEqual({ state: 'SN', rules: changed });
    await patch(hr.headers, nord.id, { surchargeRules: null });
    expect(await stored(nord.id)).toEqual({ state: 'SN', rules: null });
  });

  it.each([
    [{ federalState: 'XX' }, 'federalState', 'Bitte das Bundesland wählen'],
    [
      { surchargeRules: { ...TVOED_SURCHARGES, holidayPercent: 301 } },
      'surchargeRules.holidayPercent',
      'Bitte einen ganzen Prozentsatz von 0 bis 300 angeben',
    ],
    [
      { surchargeRules: { ...TVOED_SURCHARGES, nightPercent: 12.5 } },
      'surchargeRules.nightPercent',
      'Bitte einen ganzen Prozentsatz von 0 bis 300 angeben',
    ],
  ])('refuses %j in the caller’s language and changes nothing', async (body, field, message) => {
    const { nord, hr } = world;
    const before = await stored(nord.id);
    const response = await patch(hr.headers, nord.id, body, 'de');
    expect(response.statusCode).toBe(400);
    const detail = (response.json() as ErrorBody).error.details?.[0];
    expect(detail).toMatchObject({ field, message });
    expect(await stored(nord.id)).toEqual(before);
  });

  it('is not the ward manager’s to set, nor another organisation’s HR’s', async () => {
    const { nord, other, hr, ward } = world;
    const before = await stored(nord.id);
    expect((await patch(ward.headers, nord.id, { federalState: 'BY' })).statusCode).toBe(403);
    expect([403, 404]).toContain(
      (await patch(hr.headers, other.id, { federalState: 'BY' })).statusCode,
    );
    expect(await stored(nord.id)).toEqual(before);
    expect((await stored(other.id)).state).toBeNull();
  });

  it('is asked when the organisation is created, and a code that is no state is refused', async () => {
    const founder = await signedIn(ctx.app, ctx.db, 'ORG_ADMIN');
    const body = {
      name: 'Klinikum Erfurt',
      address: 'Nordhäuser Straße 74',
      postcode: '99089',
      city: 'Erfurt',
      country: 'DE',
      departments: [{ name: 'Innere' }],
    };
    const create = (payload: unknown) =>
      injectAs(
        ctx.app,
        { ...founder.headers, 'accept-language': 'de' },
        'POST',
        '/api/organisation',
        payload,
      );
    const refused = await create({ ...body, federalState: 'TX' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ErrorBody).error.details?.[0]).toMatchObject({
      field: 'federalState',
      message: 'Bitte das Bundesland wählen',
    });
    const created = await create({ ...body, federalState: 'TH' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ federalState: 'TH', surchargeRules: null });
  });
});
