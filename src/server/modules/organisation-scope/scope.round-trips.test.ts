import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#server/db/schema/index';
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
import { countStatements } from '#server/test/statement-counter';

// SQL statements per read call of the organisation area and the job board, counted
// while the call runs. The bounds are what each call needs today (session and
// scope in two statements, one for an organisation-area read since its amendment; no statement per row; no count statement for a page
// with room left; a request's shifts and applicants as sub-selects of the
// statement that reads it); a call that gains a look-up or an N+1 fails.

// A Sunday at 23:30 in Berlin on a month's last day: the week and the month are the clock's, and
// the requests start from its day, so the calendar's week holds them whatever day the test runs.
const clock = fixedClock(berlin('2027-01-31T23:30'));
const ctx = useTestContext({ clock });

let hr: Actor;
let ward: Actor;
let dispatcher: Actor;
let organisationId: string;
let departmentId: string;
let requestId: string;

beforeAll(async () => {
  const made = await organisationWithStaff(ctx, 'Klinikum Zähler');
  ({ hr, ward } = made);
  organisationId = made.organisation.id;
  departmentId = made.department.id;
  // The permit counts from the clock's day too: the board offers only shifts it covers.
  const agency = await agencyWithDispatcher(ctx, {
    permitValidUntil: dayAfter(berlinDay(clock.now()), 365),
  });
  dispatcher = agency.dispatcher;
  // Several requests with applicants each: a statement per row would show as a higher count.
  for (let i = 0; i < 4; i += 1) {
    const request = await requestOf(ctx, made.organisation, {
      departmentId,
      from: clock.now(),
      startsInDays: 3 + i,
      days: 2,
      createdBy: hr.user.id,
    });
    requestId = request.id;
    for (let j = 0; j < 2; j += 1) {
      const person = await staffOf(ctx, agency.agency.id, { lastName: `Zähler ${i}${j}` });
      await ctx.db.insert(applications).values({
        requestId: request.id,
        userId: person.id,
        state: 'applied',
        agencyId: agency.agency.id,
      });
    }
  }
  await createUser(ctx.db, { role: 'USER' });
  // A list's first call in a process reads its table's size estimate, then once a minute:
  // the bounds below are those of every later call.
  await statementsOf(hr, '/api/job?pageSize=20');
  await statementsOf(dispatcher, '/api/agency/jobs?pageSize=20');
  await statementsOf(dispatcher, '/api/agency/applications?pageSize=20');
});

async function statementsOf(actor: Actor, url: string) {
  const { result, statements } = await countStatements(ctx.db, () =>
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...actor.headers } }),
  );
  expect(result.statusCode, result.body).toBe(200);
  return statements;
}

const week = () => {
  const from = clock.now();
  return `from=${from.toISOString()}&to=${new Date(from.getTime() + 7 * 86_400_000).toISOString()}`;
};
const month = () => {
  const today = berlinDay(clock.now());
  return `from=${today.slice(0, 8)}01&to=${today}`;
};

describe('statements per read call (issue #15)', () => {
  const cases: [string, () => Actor, () => string, number | (() => number)][] = [
    ['GET /api/user/me', () => hr, () => '/api/user/me', 2],
    ['GET /api/job (HR)', () => hr, () => '/api/job?pageSize=20', 2],
    ['GET /api/job (ward manager)', () => ward, () => '/api/job?pageSize=20', 2],
    ['GET /api/job?group=open', () => hr, () => '/api/job?group=open&pageSize=20', 2],
    ['GET /api/job/calendar', () => hr, () => `/api/job/calendar?${week()}`, 2],
    ['GET /api/job/:id', () => hr, () => `/api/job/${requestId}`, 2],
    ['GET /api/job/:id/applicants', () => hr, () => `/api/job/${requestId}/applicants`, 3],
    ['GET /api/organisation', () => hr, () => '/api/organisation', 2],
    [
      'GET /api/organisation/:id/departments/:depId/users',
      () => hr,
      () => `/api/organisation/${organisationId}/departments/${departmentId}/users`,
      3,
    ],
    // A month's report is its statement alone on both databases, no settings first.
    ['GET /api/reports/fill', () => hr, () => `/api/reports/fill?${month()}`, 2],
    // The agency's standing comes with the session.
    ['GET /api/agency/jobs', () => dispatcher, () => '/api/agency/jobs?pageSize=20', 2],
    // The request, then the agency's applications to it with their documents as json.
    ['GET /api/agency/jobs/:id', () => dispatcher, () => `/api/agency/jobs/${requestId}`, 3],
    [
      'GET /api/agency/applications',
      () => dispatcher,
      () => '/api/agency/applications?pageSize=20',
      2,
    ],
    // The agency's staff: the page alone after the session.
    ['GET /api/agency/staff', () => dispatcher, () => '/api/agency/staff?pageSize=20', 2],
  ];
  it.each(cases)('%s stays within its bound', async (name, actor, url, bound) => {
    const statements = await statementsOf(actor(), url());
    // SHOW_STATEMENTS=1 prints the tally per route.
    if (process.env.SHOW_STATEMENTS)
      console.log(`${name}: ${statements.length} statements\n${statements.join('\n')}`);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(
      typeof bound === 'function' ? bound() : bound,
    );
  });
});
