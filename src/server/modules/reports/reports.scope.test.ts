import { describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { madeBeforeAll, useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import { reportsWorld } from '#server/test/reports-fixtures';
import { detailsOf } from '#server/test/requests-fixtures';
import { joinDepartment, joinOrganisation, signedIn } from '#server/test/tenants';

const ctx = useTestContext({ clock: fixedClock(berlin('2027-04-15T12:00')) });
const world = madeBeforeAll('reports world', () => reportsWorld(ctx.app, ctx.db));

const REPORTS = ['fill', 'pool', 'external', 'promise'] as const;
const PERIOD = 'from=2027-02-01&to=2027-03-31';

const get = (headers: Record<string, string>, url: string, language = 'en') =>
  injectAs(ctx.app, { ...headers, 'accept-language': language }, 'GET', url);

describe('who may see the reports', () => {
  it.each(REPORTS)(
    '%s: refuses pool members and agencies with 403 and anonymous callers with 401',
    async (name) => {
      const url = `/api/reports/${name}?${PERIOD}`;
      expect((await get(world.pool.headers, url)).statusCode).toBe(403);
      expect((await get(world.dispatcher.headers, url)).statusCode).toBe(403);
      expect((await get({}, url)).statusCode).toBe(401);
    },
  );

  it.each(REPORTS)(
    '%s: does not find another organisation or a ward the caller does not manage',
    async (name) => {
      const url = (query: string) => `/api/reports/${name}?${PERIOD}&${query}`;
      expect(
        (await get(world.hrSued.headers, url(`departmentIds=${world.nord.kardio}`))).statusCode,
      ).toBe(404);
      expect(
        (await get(world.hrSued.headers, url(`organisationId=${world.nord.id}`))).statusCode,
      ).toBe(404);
      expect(
        (await get(world.hrNord.headers, url(`organisationId=${world.sued.id}`))).statusCode,
      ).toBe(404);
      expect(
        (
          await get(
            world.wardKardio.headers,
            url(`departmentIds=${world.nord.kardio}&departmentIds=${world.nord.intensiv}`),
          )
        ).statusCode,
      ).toBe(404);
      // Their own ward, named explicitly, is fine.
      expect(
        (await get(world.wardKardio.headers, url(`departmentIds=${world.nord.kardio}`))).statusCode,
      ).toBe(200);
    },
  );

  it('shows another organisation’s HR none of this organisation’s figures', async () => {
    const response = await get(world.hrSued.headers, `/api/reports/fill?${PERIOD}`);
    expect(response.json().total).toMatchObject({ posted: 1, ownPool: 1 });
  });

  it('adds a ward of another organisation the HR also manages, and counts their own wards once', async () => {
    const hrWith = async (organisationId: string) =>
      joinDepartment(
        ctx.db,
        world.nord.kardio,
        await joinOrganisation(
          ctx.db,
          organisationId,
          await signedIn(ctx.app, ctx.db, 'ORG_ADMIN'),
        ),
      );
    const fillTotal = async (headers: Record<string, string>) =>
      (await get(headers, `/api/reports/fill?${PERIOD}`)).json().total;
    // Süd's one request and Kardiologie's four.
    expect(await fillTotal((await hrWith(world.sued.id)).headers)).toMatchObject({
      posted: 5,
      ownPool: 3,
      otherPools: 1,
      agencies: 1,
    });
    expect(await fillTotal((await hrWith(world.nord.id)).headers)).toMatchObject({ posted: 6 });
  });
});

describe('the period', () => {
  it('refuses an end before the start, in English and German', async () => {
    const url = '/api/reports/fill?from=2027-03-02&to=2027-03-01';
    const en = await get(world.hrNord.headers, url, 'en');
    expect(en.statusCode).toBe(400);
    expect(detailsOf(en)).toEqual([
      expect.objectContaining({
        field: 'to',
        key: 'Date_order',
        message: 'The end date must not be before the start date',
      }),
    ]);
    const de = await get(world.hrNord.headers, url, 'de');
    expect(detailsOf(de)).toEqual([
      expect.objectContaining({
        field: 'to',
        message: 'Das Enddatum darf nicht vor dem Startdatum liegen',
      }),
    ]);
  });

  it('refuses a period of three years or more, in English and German', async () => {
    const url = '/api/reports/pool?from=2024-03-01&to=2027-03-01';
    const en = await get(world.hrNord.headers, url, 'en');
    expect(en.statusCode).toBe(400);
    expect(detailsOf(en)).toEqual([
      expect.objectContaining({
        field: 'to',
        key: 'Report_period_too_long',
        message: expect.stringContaining('three years'),
      }),
    ]);
    const de = await get(world.hrNord.headers, url, 'de');
    expect(detailsOf(de)).toEqual([
      expect.objectContaining({ message: expect.stringContaining('drei Jahre') }),
    ]);
    // One day less is the longest period there is; from 29 February it ends on 28 February.
    expect(
      (await get(world.hrNord.headers, '/api/reports/pool?from=2024-03-01&to=2027-02-28'))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(world.hrNord.headers, '/api/reports/pool?from=2024-02-29&to=2027-02-28'))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(world.hrNord.headers, '/api/reports/pool?from=2024-02-29&to=2027-03-01'))
        .statusCode,
    ).toBe(400);
  });

  it.each([
    'from=2027-02-30&to=2027-03-01',
    'from=2027-02-01&to=31.03.2027',
    'to=2027-03-01',
    'from=2027-02-01',
  ])('refuses a missing or impossible day (%s)', async (query) => {
    const response = await get(world.hrNord.headers, `/api/reports/external?${query}`, 'de');
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response).length).toBeGreaterThan(0);
  });

  it('refuses ids that are not ids', async () => {
    const response = await get(
      world.admin.headers,
      `/api/reports/fill?${PERIOD}&organisationId=nord`,
    );
    expect(response.statusCode).toBe(400);
  });
});
