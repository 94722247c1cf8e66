import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StaffRequest } from '#shared/contracts/requests';
import { departmentMembers, requests } from '#server/db/schema/index';
import {
  type Actor,
  admin,
  calendar,
  call,
  ctx,
  dayAt,
  doctorBody,
  doctorDate,
  hrNord,
  hrOf,
  hrSued,
  iso,
  list,
  type Method,
  nord,
  post,
  signedIn,
  staffBody,
  staffDate,
  sued,
  useRequestsApp,
  wardIntensiv,
  wardKardio,
} from '#server/test/requests-fixtures';

// Who sees and changes which requests, the refused roles, and the OpenAPI document.

useRequestsApp();

describe('who sees and changes what', () => {
  let wardRequest: StaffRequest;
  let orgLevelRequest: StaffRequest;
  let suedRequest: StaffRequest;
  const window = () => [dayAt(80, 0), dayAt(90, 0)] as const;

  beforeAll(async () => {
    wardRequest = await post(
      wardKardio,
      staffBody(nord, { title: 'Station Kardiologie', dates: [staffDate(82), staffDate(84)] }),
    );
    orgLevelRequest = await post(
      hrNord,
      doctorBody(nord, { title: 'Ganze Klinik', dates: [doctorDate(83, 2)] }),
    );
    suedRequest = await post(
      hrSued,
      staffBody(sued, { title: 'Süd', orig_dept: sued.departments[0]!.id, dates: [staffDate(82)] }),
    );
  });

  const visible = async (actor: Actor) => {
    const [from, to] = window();
    const listed = (await list(actor, `from=${iso(from)}&to=${iso(to)}&pageSize=100`)).items.map(
      (item) => item._id,
    );
    const inCalendar = [
      ...new Set((await calendar(actor, from, to)).items.map((item) => item.requestId)),
    ];
    return { listed: listed.sort(), inCalendar: inCalendar.sort() };
  };
  const sorted = (...ids: string[]) => [...ids].sort();

  it('a ward manager sees the requests of their department, HR those of their organisation, ADMIN all', async () => {
    expect(await visible(wardKardio)).toEqual({
      listed: [wardRequest._id],
      inCalendar: [wardRequest._id],
    });
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
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId: nord.departments[0]!.id, userId: both.user.id, kind: 'user' });
    const seen = await visible(both);
    expect(seen).toEqual({
      listed: sorted(wardRequest._id, suedRequest._id),
      inCalendar: sorted(wardRequest._id, suedRequest._id),
    });
  });

  const outsiders: [string, () => Actor][] = [
    ['an ORG_SUB of another department', () => wardIntensiv],
    ['an ORG_ADMIN of another organisation', () => hrSued],
  ];
  it.each(outsiders)(
    '%s can neither see nor change the ward’s request',
    async (_name, outsider) => {
      const actor = outsider();
      const seen = await visible(actor);
      expect(seen.listed).not.toContain(wardRequest._id);
      expect(seen.inCalendar).not.toContain(wardRequest._id);
      // Filtering by the organisation or department does not widen the scope.
      expect(
        (await list(actor, `organisationId=${nord.id}&departmentId=${nord.departments[0]!.id}`))
          .total,
      ).toBe(0);

      const get = await call(actor, 'GET', `/api/job/${wardRequest._id}`);
      expect(get.statusCode).toBe(404);
      expect(get.json().error.code).toBe('NOT_FOUND');

      const put = await call(actor, 'PUT', `/api/job/${wardRequest._id}`, {
        title: 'Übernommen',
        organisation: nord.id,
      });
      expect(put.statusCode).toBe(404);
      const own = actor === hrSued ? suedRequest._id : undefined;
      const del = await call(actor, 'DELETE', '/api/job', {
        ids: own ? [own, wardRequest._id] : [wardRequest._id],
      });
      expect(del.statusCode).toBe(404);

      const after = (
        await call(wardKardio, 'GET', `/api/job/${wardRequest._id}`)
      ).json() as StaffRequest;
      expect(after).toEqual(wardRequest);
      if (own)
        expect(
          await ctx.db.select({ id: requests.id }).from(requests).where(eq(requests.id, own)),
        ).toHaveLength(1);
    },
  );

  it('ADMIN may change and delete in any organisation', async () => {
    const created = await post(hrSued, staffBody(sued, { orig_dept: sued.departments[0]!.id }));
    const put = await call(admin, 'PUT', `/api/job/${created._id}`, {
      title: 'Vom Admin',
      organisation: sued.id,
    });
    expect(put.json().title).toBe('Vom Admin');
    expect((await call(admin, 'DELETE', '/api/job', { ids: [created._id] })).json()).toEqual({
      deleted: [created._id],
      cancelled: [],
    });
  });

  const routes: [Method, () => string, () => unknown][] = [
    ['GET', () => '/api/job', () => undefined],
    ['GET', () => `/api/job/calendar?from=${iso(dayAt(1))}&to=${iso(dayAt(2))}`, () => undefined],
    ['GET', () => `/api/job/${wardRequest._id}`, () => undefined],
    ['POST', () => '/api/job', () => staffBody(nord)],
    ['PUT', () => `/api/job/${wardRequest._id}`, () => ({ title: 'X', organisation: nord.id })],
    ['DELETE', () => '/api/job', () => ({ ids: [wardRequest._id] })],
  ];
  it.each(['AGENCY', 'USER'] as const)(
    'refuses %s with 403 and anonymous callers with 401 on every call',
    async (role) => {
      const actor = await signedIn(role);
      for (const [method, url, body] of routes) {
        expect((await call(actor, method, url(), body())).statusCode, `${method} ${url()}`).toBe(
          403,
        );
        expect((await call(null, method, url(), body())).statusCode, `${method} ${url()}`).toBe(
          401,
        );
      }
      expect(
        await ctx.db
          .select({ id: requests.id })
          .from(requests)
          .where(eq(requests.id, wardRequest._id)),
      ).toHaveLength(1);
    },
  );
});

describe('OpenAPI', () => {
  it('documents the request calls with their schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
      >;
    }>();
    expect(Object.keys(document.paths['/api/job']!).sort()).toEqual(['delete', 'get', 'post']);
    expect(Object.keys(document.paths['/api/job/{id}']!).sort()).toEqual(['get', 'put']);
    expect(document.paths['/api/job/calendar']!.get).toBeDefined();
    expect(JSON.stringify(document.paths['/api/job']!.post!.requestBody)).toContain('orig_dept');
    expect(Object.keys(document.paths['/api/job']!.post!.responses)).toContain('201');
  });
});
