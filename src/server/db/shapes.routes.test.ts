import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  departmentMembers,
  placements,
  requestOffers,
} from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { useTestContext } from '#server/test/app';
import {
  type Actor,
  agencyWithDispatcher,
  organisationWithStaff,
  requestOf,
  staffOf,
} from '#server/test/agency-fixtures';
import { berlin, berlinDay, dayAfter } from '#server/test/clock-fixtures';
import { createUser } from '#server/test/factories';

// Decision 048: statements built once per shape are filled with each call's values. Two calls
// of one shape with other ids, actors or filters must each answer their own rows, never those
// of the call that built the statement (session, scope, a request by id, the applicants dialog
// and its figures, the calendar, the job board and its detail, a department's members).

const clock = fixedClock(berlin('2027-03-10T10:00'));
const ctx = useTestContext({ clock });

type Made = Awaited<ReturnType<typeof organisationWithStaff>>;
let north: Made;
let south: Made;
let shortPermit: Awaited<ReturnType<typeof agencyWithDispatcher>>;
let longPermit: Awaited<ReturnType<typeof agencyWithDispatcher>>;
let northSoon: { id: string };
let northLate: { id: string };
let southSoon: { id: string };

beforeAll(async () => {
  north = await organisationWithStaff(ctx, 'Klinikum Form Nord');
  south = await organisationWithStaff(ctx, 'Klinikum Form Süd');
  const today = berlinDay(clock.now());
  shortPermit = await agencyWithDispatcher(ctx, {
    name: 'Kurz GmbH',
    permitValidUntil: dayAfter(today, 30),
  });
  longPermit = await agencyWithDispatcher(ctx, {
    name: 'Lang GmbH',
    permitValidUntil: dayAfter(today, 365),
  });
  const from = clock.now();
  northSoon = await requestOf(ctx, north.organisation, {
    from,
    startsInDays: 5,
    title: 'Nord bald',
    departmentId: north.department.id,
  });
  northLate = await requestOf(ctx, north.organisation, {
    from,
    startsInDays: 100,
    title: 'Nord spät',
    departmentId: north.department.id,
  });
  southSoon = await requestOf(ctx, south.organisation, {
    from,
    startsInDays: 6,
    title: 'Süd bald',
    departmentId: south.department.id,
  });
  // Applicants: two for the northern request from the short-permit agency, one for the southern from the other.
  for (const [request, agency, lastName] of [
    [northSoon, shortPermit, 'Nordmann'],
    [northSoon, shortPermit, 'Nordfrau'],
    [southSoon, longPermit, 'Südmann'],
  ] as const) {
    const person = await staffOf(ctx, agency.agency.id, { lastName });
    await ctx.db.insert(applications).values({
      requestId: request.id,
      userId: person.id,
      state: 'applied',
      agencyId: agency.agency.id,
    });
  }
  // The dialog's figures: Nordmann was placed in the north before (staff-leasing months count
  // from that day), Südmann was asked for the late northern request yesterday (fairness).
  const nordmann = (await ctx.db.select().from(applications)).find(
    (row) => row.requestId === northSoon.id,
  )!;
  const northPast = await requestOf(ctx, north.organisation, {
    from,
    startsInDays: -40,
    title: 'Nord früher',
  });
  const [earlier] = await ctx.db
    .insert(applications)
    .values({
      requestId: northPast.id,
      userId: nordmann.userId,
      state: 'selected',
      agencyId: shortPermit.agency.id,
    })
    .returning();
  await ctx.db.insert(placements).values({
    applicationId: earlier!.id,
    requestId: northPast.id,
    organisationId: north.organisation.id,
    agencyId: shortPermit.agency.id,
    userId: nordmann.userId,
    hourlyRate: 50,
    hours: 8,
    orderValue: 400,
    commissionRate: 10,
    commission: 40,
  });
  const südmann = (await ctx.db.select().from(applications)).find(
    (row) => row.requestId === southSoon.id,
  )!;
  await ctx.db.insert(requestOffers).values({
    requestId: northLate.id,
    userId: südmann.userId,
    stage: 'department_pool',
    askedAt: new Date(from.getTime() - 86_400_000),
  });
  // Department users: the ward manager of each, and three more in the north.
  for (const lastName of ['Alpha', 'Beta', 'Gamma']) {
    const user = await createUser(ctx.db, { role: 'ORG_SUB', lastName });
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId: north.department.id, userId: user.id, kind: 'user' });
  }
});

async function get(actor: Actor, url: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'en', ...actor.headers },
  });
  if (response.statusCode !== 200 && response.statusCode !== 404)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? response.json() : undefined,
  };
}

describe('statements built once per shape answer each call with its own values', () => {
  it('signs each caller in as themself (session and scope look-ups)', async () => {
    for (const actor of [north.hr, south.hr, north.ward, north.hr]) {
      expect((await get(actor, '/api/user/me')).body.email).toBe(actor.user.email);
    }
  });

  it('reads a request by its id within each actor’s scope', async () => {
    expect((await get(north.hr, `/api/job/${northSoon.id}`)).body.title).toBe('Nord bald');
    expect((await get(north.hr, `/api/job/${northLate.id}`)).body.title).toBe('Nord spät');
    expect((await get(south.hr, `/api/job/${southSoon.id}`)).body.title).toBe('Süd bald');
    // The same shape (one administered organisation) with the other's scope: not found.
    expect((await get(south.hr, `/api/job/${northSoon.id}`)).status).toBe(404);
    expect((await get(north.ward, `/api/job/${northSoon.id}`)).body.title).toBe('Nord bald');
    expect((await get(south.ward, `/api/job/${northSoon.id}`)).status).toBe(404);
  });

  it('lists each request’s own applicants', async () => {
    const names = async (actor: Actor, id: string) =>
      (await get(actor, `/api/job/${id}/applicants`)).body.items
        .map((item: { user: { lastName: string } }) => item.user.lastName)
        .sort();
    expect(await names(north.hr, northSoon.id)).toEqual(['Nordfrau', 'Nordmann']);
    expect(await names(south.hr, southSoon.id)).toEqual(['Südmann']);
    expect(await names(north.hr, northLate.id)).toEqual([]);
    expect((await get(south.hr, `/api/job/${northSoon.id}/applicants`)).status).toBe(404);
  });

  it('gives each request’s applicants their own figures', async () => {
    type Item = {
      user: { lastName: string };
      aueg: { since: string } | null;
      fairness: { asked: number };
    };
    const figures = async (actor: Actor, id: string) =>
      Object.fromEntries(
        (await get(actor, `/api/job/${id}/applicants`)).body.items.map((item: Item) => [
          item.user.lastName,
          [item.aueg?.since, item.fairness.asked],
        ]),
      );
    const day = (days: number) => berlinDay(new Date(clock.now().getTime() + days * 86_400_000));
    // Nordmann's months count from the earlier placement in the north; the others' from the request's first day.
    expect(await figures(north.hr, northSoon.id)).toEqual({
      Nordmann: [day(-40), 0],
      Nordfrau: [day(5), 0],
    });
    expect(await figures(south.hr, southSoon.id)).toEqual({ Südmann: [day(6), 1] });
    expect(await figures(north.hr, northSoon.id)).toEqual({
      Nordmann: [day(-40), 0],
      Nordfrau: [day(5), 0],
    });
  });

  it('gives each caller the calendar of their scope, window and filters', async () => {
    const calendar = async (actor: Actor, fromDay: number, toDay: number, query = '') => {
      const at = (days: number) =>
        new Date(clock.now().getTime() + days * 86_400_000).toISOString();
      const { body } = await get(
        actor,
        `/api/job/calendar?from=${at(fromDay)}&to=${at(toDay)}${query}`,
      );
      return body.items.map((item: { title: string }) => item.title);
    };
    expect(await calendar(north.hr, 3, 10)).toEqual(['Nord bald']);
    expect(await calendar(north.hr, 95, 102)).toEqual(['Nord spät']);
    expect(await calendar(south.hr, 3, 10)).toEqual(['Süd bald']);
    expect(await calendar(south.hr, 95, 102)).toEqual([]);
    expect(await calendar(north.ward, 3, 10)).toEqual(['Nord bald']);
    expect(await calendar(south.ward, 3, 10)).toEqual(['Süd bald']);
    expect(await calendar(north.hr, 3, 10, `&departmentId=${north.department.id}`)).toEqual([
      'Nord bald',
    ]);
    expect(await calendar(north.hr, 3, 10, `&departmentId=${south.department.id}`)).toEqual([]);
    expect(await calendar(north.hr, -45, -35, `&organisationId=${north.organisation.id}`)).toEqual([
      'Nord früher',
    ]);
  });

  it('gives each agency its own board, permit and applications', async () => {
    const board = async (actor: Actor, query = '&pageSize=20') =>
      (await get(actor, `/api/agency/jobs?sort=begin${query}`)).body.items.map(
        (item: { title: string; myApplicationCount: number }) => [
          item.title,
          item.myApplicationCount,
        ],
      );
    // The short permit ends before the late request: not on its board.
    expect(await board(shortPermit.dispatcher)).toEqual([
      ['Nord bald', 2],
      ['Süd bald', 0],
    ]);
    expect(await board(longPermit.dispatcher)).toEqual([
      ['Nord bald', 0],
      ['Süd bald', 1],
      ['Nord spät', 0],
    ]);
    expect(await board(shortPermit.dispatcher, '&search=süd')).toEqual([['Süd bald', 0]]);
    expect(await board(shortPermit.dispatcher, '&search=nord')).toEqual([['Nord bald', 2]]);
    expect(await board(longPermit.dispatcher, '&pageSize=1&page=1')).toEqual([['Süd bald', 1]]);
    expect(await board(longPermit.dispatcher, '&pageSize=1&page=2')).toEqual([['Nord spät', 0]]);

    const detail = (actor: Actor, id: string) => get(actor, `/api/agency/jobs/${id}`);
    const mine = async (actor: Actor, id: string) => {
      const { body } = await detail(actor, id);
      return [body.myApplications.length, body.myApplicationCount];
    };
    expect(await mine(shortPermit.dispatcher, northSoon.id)).toEqual([2, 2]);
    expect(await mine(longPermit.dispatcher, northSoon.id)).toEqual([0, 0]);
    expect((await detail(longPermit.dispatcher, northLate.id)).body.title).toBe('Nord spät');
    expect((await detail(shortPermit.dispatcher, northLate.id)).status).toBe(404);
    expect((await detail(longPermit.dispatcher, southSoon.id)).body.myApplications).toHaveLength(1);
  });

  it('lists each department’s own members, searched and paged', async () => {
    const members = async (actor: Actor, made: Made, query = '') => {
      const url = `/api/organisation/${made.organisation.id}/departments/${made.department.id}/users?sort=lastName&direction=asc${query}`;
      const { body } = await get(actor, url);
      return [body.items.map((item: { lastName: string }) => item.lastName), body.total];
    };
    const northWard = 'User'; // the factory's last name of the ward manager
    expect(await members(north.hr, north)).toEqual([['Alpha', 'Beta', 'Gamma', northWard], 4]);
    expect(await members(south.hr, south)).toEqual([[northWard], 1]);
    expect(await members(north.hr, north, '&pageSize=2&page=1')).toEqual([['Gamma', northWard], 4]);
    expect(await members(north.hr, north, '&search=gamma')).toEqual([['Gamma'], 1]);
    expect(await members(north.hr, north, '&search=alpha')).toEqual([['Alpha'], 1]);
    // A searched later page is paged inside the search's own statement (every first name is Test).
    expect(await members(north.hr, north, '&search=test&pageSize=1&page=1')).toEqual([['Beta'], 4]);
    expect(await members(north.hr, north, '&search=test&pageSize=1&page=2')).toEqual([
      ['Gamma'],
      4,
    ]);
  });

  it('leaves out the figures no applicant of the dialog needs, each call with its own', async () => {
    // Last: its request would show in the calendar and on the board above. A pool member's dialog has no staff-leasing read and, with no one applied, no working-time
    // check: a shape of its own between two of the agency's dialogs (issue #15, decision 048).
    const poolRequest = await requestOf(ctx, north.organisation, {
      from: clock.now(),
      startsInDays: 8,
      title: 'Nord Pool',
      departmentId: north.department.id,
    });
    const member = await createUser(ctx.db, { role: 'USER', lastName: 'Poolmann' });
    await ctx.db
      .insert(applications)
      .values({ requestId: poolRequest.id, userId: member.id, state: 'selected' });
    await ctx.db.insert(requestOffers).values({
      requestId: northLate.id,
      userId: member.id,
      stage: 'department_pool',
      askedAt: new Date(clock.now().getTime() - 86_400_000),
    });
    type Item = {
      user: { lastName: string };
      aueg: { since: string } | null;
      workingTime: unknown;
      fairness: { asked: number };
    };
    const figures = async (id: string) =>
      (await get(north.hr, `/api/job/${id}/applicants`)).body.items
        .map((item: Item) => [
          item.user.lastName,
          item.aueg?.since ?? null,
          item.workingTime === null,
          item.fairness.asked,
        ])
        .sort();
    const day = (days: number) => berlinDay(new Date(clock.now().getTime() + days * 86_400_000));
    const agencyDialog = [
      ['Nordfrau', day(5), false, 0],
      ['Nordmann', day(-40), false, 0],
    ];
    expect(await figures(northSoon.id)).toEqual(agencyDialog);
    expect(await figures(poolRequest.id)).toEqual([['Poolmann', null, true, 1]]);
    expect(await figures(northSoon.id)).toEqual(agencyDialog);
  });
});
