import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '#shared/roles';
import { agencies, agencyMembers } from '#server/db/schema/index';
import { actorOf, useAdminApp, injectAs, type Method } from '#server/test/factories';

const { ctx, admin } = useAdminApp();
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
const agencyBody = {
  name: 'Nordlicht Pflege GmbH',
  address: 'Speicherstadt 1',
  postcode: '20457',
  city: 'Hamburg',
  country: 'DE',
  url: 'nordlicht-pflege.example.com',
  permitNumber: 'AÜ 77/2025',
  permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Nord',
  permitValidUntil: nextYear,
};

const call = (headers: Record<string, string>, method: Method, url: string, payload?: unknown) =>
  injectAs(ctx.app, headers, method, url, payload);

describe('agency onboarding and the permit', () => {
  it('leads a dispatcher without an agency to create it; it waits for vetting', async () => {
    const dispatcher = await actorOf(ctx.app, ctx.db, 'AGENCY');
    expect((await call(dispatcher.headers, 'GET', '/api/agency/me')).json()).toEqual({
      agency: null,
    });

    const created = await call(dispatcher.headers, 'POST', '/api/agency', agencyBody);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: agencyBody.name,
      vettingState: 'pending',
      permitValidUntil: nextYear,
    });
    const [membership] = await ctx.db
      .select()
      .from(agencyMembers)
      .where(eq(agencyMembers.userId, dispatcher.user.id));
    expect(membership).toMatchObject({ agencyId: created.json().id, kind: 'user' });

    const me = (await call(dispatcher.headers, 'GET', '/api/agency/me')).json();
    expect(me.agency.id).toBe(created.json().id);

    // A second agency for the same dispatcher is refused and nothing is stored.
    const again = await call(dispatcher.headers, 'POST', '/api/agency', {
      ...agencyBody,
      name: 'Zweite GmbH',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('AGENCY_EXISTS');
    expect(
      await ctx.db.select().from(agencies).where(eq(agencies.name, 'Zweite GmbH')),
    ).toHaveLength(0);
  });

  it('refuses a missing permit and a bad date, naming the fields, in German when asked', async () => {
    const dispatcher = await actorOf(ctx.app, ctx.db, 'AGENCY');
    const response = await call(
      { ...dispatcher.headers, 'accept-language': 'de' },
      'POST',
      '/api/agency',
      {
        ...agencyBody,
        name: 'Ohne Erlaubnis',
        permitNumber: '',
        permitValidUntil: '31.12.2030',
      },
    );
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (response.json().error.details as { field: string; message: string }[]).map((d) => [
        d.field,
        d.message,
      ]),
    );
    expect(fields.permitValidUntil).toBe('Bitte ein gültiges Datum eingeben');
    expect(Object.keys(fields)).toContain('permitNumber');
    expect(
      await ctx.db.select().from(agencies).where(eq(agencies.name, 'Ohne Erlaubnis')),
    ).toHaveLength(0);
  });

  it('sends a vetted agency back to pending when its permit changes', async () => {
    const dispatcher = await actorOf(ctx.app, ctx.db, 'AGENCY');
    const agency = (
      await call(dispatcher.headers, 'POST', '/api/agency', { ...agencyBody, name: 'Wechsel GmbH' })
    ).json();
    const vetted = await call(admin.headers, 'POST', `/api/admin/agencies/${agency.id}/vetting`, {
      decision: 'vetted',
    });
    expect(vetted.json().vettingState).toBe('vetted');

    // The same permit again changes nothing.
    const same = await call(dispatcher.headers, 'PUT', '/api/agency/me/permit', {
      permitNumber: agencyBody.permitNumber,
      permitAuthority: agencyBody.permitAuthority,
      permitValidUntil: nextYear,
    });
    expect(same.json().vettingState).toBe('vetted');

    const renewed = await call(dispatcher.headers, 'PUT', '/api/agency/me/permit', {
      permitNumber: 'AÜ 78/2026',
      permitAuthority: agencyBody.permitAuthority,
      permitValidUntil: `${new Date().getUTCFullYear() + 3}-06-30`,
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({
      permitNumber: 'AÜ 78/2026',
      vettingState: 'pending',
      vettedAt: null,
    });
  });

  it('answers 404 for a permit change before onboarding', async () => {
    const dispatcher = await actorOf(ctx.app, ctx.db, 'AGENCY');
    const response = await call(dispatcher.headers, 'PUT', '/api/agency/me/permit', {
      permitNumber: 'x',
      permitAuthority: 'y',
      permitValidUntil: nextYear,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the agency routes refuse every role but AGENCY', () => {
  const routes: Array<[Method, string]> = [
    ['GET', '/api/agency/me'],
    ['POST', '/api/agency'],
    ['PUT', '/api/agency/me/permit'],
  ];
  it.each(ROLES.filter((role) => role !== 'AGENCY'))('%s gets 403, anonymous 401', async (role) => {
    const actor = await actorOf(ctx.app, ctx.db, role);
    for (const [method, url] of routes) {
      expect(
        (await call(actor.headers, method, url, agencyBody)).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect((await call({}, method, url, agencyBody)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
