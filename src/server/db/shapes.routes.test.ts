import { beforeAll, describe, expect, it } from 'vitest';
import { applications, departmentMembers } from '#server/db/schema/index';
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
// of the call that built the statement (session, scope, a request by id, the applicants dialog,
// the job board and its detail, a department's members).

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
  shortPermit = await agencyWithDispatcher(ctx, { name: 'Kurz GmbH', permitValidUntil: dayAfter(today, 30) });
  longPermit = await agencyWithDispatcher(ctx, { name: 'Lang GmbH', permitValidUntil: dayAfter(today, 365) });
  const from = clock.now();
  northSoon = await requestOf(ctx, north.organisation, { from, startsInDays: 5, title: 'Nord bald', departmentId: north.department.id });
  northLate = await requestOf(ctx, north.organisation, { from, startsInDays: 100, title: 'Nord spät', departmentId: north.department.id });
  southSoon = await requestOf(ctx, south.organisation, { from, startsInDays: 6, title: 'Süd bald', departmentId: south.department.id });
  // Applicants: two for the northern request from the short-permit agency, one for the southern from the other.
  for (const [request, agency, lastName] of [
    [northSoon, shortPermit, 'Nordmann'],
    [northSoon, shortPermit, 'Nordfrau'],
    [southSoon, longPermit, 'Südmann'],
  ] as const) {
    const person = await staffOf(ctx, agency.agency.id, { lastName });
    await ctx.db.insert(applications).values({ requestId: request.id, userId: person.id, state: 'applied', agencyId: agency.agency.id });
  }
  // Department users: the ward manager of each, and three more in the north.
  for (const lastName of ['Alpha', 'Beta', 'Gamma']) {
    const user = await createUser(ctx.db, { role: 'ORG_SUB', lastName });
    await ctx.db.insert(departmentMembers).values({ departmentId: north.department.id, userId: user.id, kind: 'user' });
  }
});

async function get(actor: Actor, url: string) {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...actor.headers } });
  if (response.statusCode !== 200 && response.statusCode !== 404) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : undefined };
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
      (await get(actor, `/api/job/${id}/applicants`)).body.items.map((item: { user: { lastName: string } }) => item.user.lastName).sort();
    expect(await names(north.hr, northSoon.id)).toEqual(['Nordfrau', 'Nordmann']);
    expect(await names(south.hr, southSoon.id)).toEqual(['Südmann']);
    expect(await names(north.hr, northLate.id)).toEqual([]);
    expect((await get(south.hr, `/api/job/${northSoon.id}/applicants`)).status).toBe(404);
  });

  it('gives each agency its own board, permit and applications', async () => {
    const board = async (actor: Actor, query = '&pageSize=20') =>
      (await get(actor, `/api/agency/jobs?sort=begin${query}`)).body.items.map((item: { title: string; myApplicationCount: number }) => [item.title, item.myApplicationCount]);
    // The short permit ends before the late request: not on its board.
    expect(await board(shortPermit.dispatcher)).toEqual([['Nord bald', 2], ['Süd bald', 0]]);
    expect(await board(longPermit.dispatcher)).toEqual([['Nord bald', 0], ['Süd bald', 1], ['Nord spät', 0]]);
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
    expect(await members(north.hr, north, '&search=test&pageSize=1&page=2')).toEqual([['Gamma'], 4]);
  });
});
