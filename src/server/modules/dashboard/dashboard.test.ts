import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, placements, requests } from '#server/db/schema/index';
import { ROLES } from '#shared/roles';
import {
  actorOf,
  acceptInvitations,
  useAdminApp,
  createUser,
  uploadFile,
} from '#server/test/factories';
import { PNG_BYTES } from '#server/test/multipart';

const { ctx, admin, call } = useAdminApp();
let logoId: string;

beforeAll(async () => {
  logoId = await uploadFile(ctx.app, admin.headers, 'logo.png', PNG_BYTES);
});

async function figures() {
  const response = await call('GET', '/api/admin/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, number>;
}

async function created(method: 'POST', url: string, payload: unknown) {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

describe('GET /api/admin/dashboard', () => {
  it('counts from the database: the figures move by exactly what was added or archived', async () => {
    const before = await figures();
    // No placements exist yet: zero, never sample figures.
    expect(before).toMatchObject({ totalEarnings: 0 });

    const organisation = await created('POST', '/api/admin/organisations', {
      name: 'Dashboard Klinik',
      address: 'Weg 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
      url: 'https://example.com',
    });
    const department = await created(
      'POST',
      `/api/admin/organisations/${organisation.id}/departments`,
      {
        departmentName: 'Station A',
        skills: ['Care'],
      },
    );
    const agency = await created('POST', '/api/admin/agencies', {
      agencyName: 'Dashboard Agentur',
      address: 'Weg 2',
      postcode: '10115',
      country: 'DE',
      url: 'https://example.com',
      logoFileId: logoId,
    });

    const orgAdmin = await createUser(ctx.db);
    const wardManager = await createUser(ctx.db);
    const poolNurse = await createUser(ctx.db);
    const dispatcher = await createUser(ctx.db);
    const agencyNurse = await createUser(ctx.db);
    // One person in several memberships counts once on each side.
    const both = await createUser(ctx.db);
    const invite = (url: string, email: string) => created('POST', url, { email });
    const org = `/api/admin/organisations/${organisation.id}`;
    const dep = `${org}/departments/${department.id}`;
    await invite(`${org}/users/invite`, orgAdmin.email);
    await invite(`${dep}/users/invite`, wardManager.email);
    await invite(`${dep}/customers/invite`, poolNurse.email);
    await invite(`${dep}/customers/invite`, orgAdmin.email);
    await invite(`/api/admin/agencies/${agency.id}/users/invite`, dispatcher.email);
    await invite(`/api/admin/agencies/${agency.id}/customers/invite`, agencyNurse.email);
    await invite(`/api/admin/agencies/${agency.id}/customers/invite`, dispatcher.email);
    await invite(`/api/admin/agencies/${agency.id}/customers/invite`, both.email);
    await invite(`${dep}/customers/invite`, both.email);
    // Existing accounts are asked first; the figures count people who said yes.
    for (const person of [orgAdmin, wardManager, poolNurse, dispatcher, agencyNurse, both]) {
      await acceptInvitations(ctx.app, person.email);
    }
    // Users without any membership count on neither side.
    await createUser(ctx.db, { role: 'USER' });

    for (const path of ['/de', '/en', '/de']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: { type: 'page_view', path },
      });
      expect(response.statusCode).toBe(204);
    }

    // Requests: three posted, one of them filled and one cancelled; cancelled ones leave the figure.
    const tomorrow = Date.now() + 86_400_000;
    const posted: string[] = [];
    for (const title of ['Frühdienst', 'Spätdienst', 'Nachtdienst']) {
      const request = await created('POST', '/api/job', {
        title,
        organisation: organisation.id,
        orig_dept: department.id,
        dates: [
          {
            startDate: tomorrow,
            endDate: tomorrow + 8 * 3_600_000,
            activity: 'times',
            type: 'Neue_Dienstanfrage',
          },
        ],
      });
      posted.push((request as unknown as { _id: string })._id);
    }
    await ctx.db
      .update(requests)
      .set({ state: 'internal_fill' })
      .where(eq(requests.id, posted[0]!));
    await ctx.db.update(requests).set({ state: 'cancelled' }).where(eq(requests.id, posted[1]!));
    // Earnings are invoiced commission: placements not yet billed add nothing (the invoices'
    // side is in reports.reconciliation.test.ts).
    for (const [person, commissionRate, commission] of [
      [poolNurse, 10, 12.34],
      [agencyNurse, 5, 0.66],
      [wardManager, 0, 0],
    ] as const) {
      const [application] = await ctx.db
        .insert(applications)
        .values({ requestId: posted[0]!, userId: person.id, state: 'selected', hourlyRate: 50 })
        .returning();
      await ctx.db.insert(placements).values({
        applicationId: application!.id,
        requestId: posted[0]!,
        organisationId: organisation.id,
        userId: person.id,
        hourlyRate: 50,
        hours: 8,
        orderValue: 400,
        commissionRate,
        commission,
      });
    }

    const after = await figures();
    expect({
      visitors: after.visitors! - before.visitors!,
      internalUsers: after.internalUsers! - before.internalUsers!,
      externalUsers: after.externalUsers! - before.externalUsers!,
      organisations: after.organisations! - before.organisations!,
      agencies: after.agencies! - before.agencies!,
      postedJobs: after.postedJobs! - before.postedJobs!,
      fulfilledJobs: after.fulfilledJobs! - before.fulfilledJobs!,
      totalEarnings: after.totalEarnings! - before.totalEarnings!,
    }).toEqual({
      visitors: 3,
      internalUsers: 4, // orgAdmin, wardManager, poolNurse, both
      externalUsers: 3, // dispatcher, agencyNurse, both
      organisations: 1,
      agencies: 1,
      postedJobs: 2,
      fulfilledJobs: 1,
      totalEarnings: 0,
    });

    // Deactivated people and archived organisations and agencies leave the figures.
    expect((await call('DELETE', '/api/admin/persons', { ids: [both.id] })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/admin/agencies', { ids: [agency.id] })).statusCode).toBe(
      200,
    );
    const archived = await figures();
    expect({
      internalUsers: archived.internalUsers! - after.internalUsers!,
      externalUsers: archived.externalUsers! - after.externalUsers!,
      agencies: archived.agencies! - after.agencies!,
      organisations: archived.organisations! - after.organisations!,
    }).toEqual({ internalUsers: -1, externalUsers: -3, agencies: -1, organisations: 0 });
    expect(
      (await call('DELETE', '/api/admin/organisations', { ids: [organisation.id] })).statusCode,
    ).toBe(200);
    const gone = await figures();
    expect(gone.organisations! - archived.organisations!).toBe(-1);
    expect(gone.internalUsers! - archived.internalUsers!).toBe(-3);
  });

  it.each(ROLES.filter((role) => role !== 'ADMIN'))(
    'refuses %s with 403 and anonymous with 401',
    async (role) => {
      const actor = await actorOf(ctx.app, ctx.db, role);
      expect((await call('GET', '/api/admin/dashboard', undefined, actor.headers)).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/api/admin/dashboard', undefined, {})).statusCode).toBe(401);
    },
  );
});
