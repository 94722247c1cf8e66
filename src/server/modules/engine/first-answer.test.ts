import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '#shared/contracts/engine';
import type { FillReport } from '#shared/contracts/reports';
import type { StaffRequest } from '#shared/contracts/requests';
import { departmentMembers, requestOffers, requests, users } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { useTestContext } from '#server/test/app';
import { organisationWithStaff, signedIn, type Actor } from '#server/test/agency-fixtures';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs, type Method } from '#server/test/factories';

/**
 * The time to the first answer is the earliest answer's, also when that answer is recorded after
 * a later one (a slower transaction, the demo's history): the timeline and the fill report agree.
 */
const POSTED = berlin('2026-11-10T08:00');
const clock = fixedClock(POSTED);
const ctx = useTestContext({ clock });
let ward: Actor;
let hr: Actor;
let organisationId: string;
let departmentId: string;

const call = (actor: Actor, method: Method, url: string, payload?: unknown) =>
  injectAs(ctx.app, { 'accept-language': 'de', ...actor.headers }, method, url, payload);

beforeAll(async () => {
  const staff = await organisationWithStaff(ctx, 'Klinikum Erste Antwort');
  ({ ward, hr } = staff);
  organisationId = staff.organisation.id;
  departmentId = staff.department.id;
});

async function poolMember(name: string) {
  const member = await signedIn(ctx, 'USER', 'de');
  await ctx.db
    .update(users)
    .set({ qualificationLevel: 'Examine Pflegekraft', skills: [], firstName: name })
    .where(eq(users.id, member.user.id));
  await ctx.db
    .insert(departmentMembers)
    .values({ departmentId, userId: member.user.id, kind: 'customer' });
  return member;
}

const minutesAfterPosting = (minutes: number) => new Date(POSTED.getTime() + minutes * 60_000);

describe('the time to the first answer', () => {
  it('is the earliest answer, not the first one recorded', async () => {
    const early = await poolMember('Frieda');
    const late = await poolMember('Lotte');
    const start = berlin('2026-11-14T06:00');
    const posted = await call(ward, 'POST', '/api/job', {
      title: 'Frühdienst',
      dates: [
        {
          startDate: start.getTime(),
          endDate: start.getTime() + 8 * 3_600_000,
          activity: 'Früh',
          type: 'Neue_Dienstanfrage',
        },
      ],
      skills: [],
      qualification: 'Examine Pflegekraft',
      orig_dept: departmentId,
      organisation: organisationId,
      applicants: [],
      timeLimit: '24',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const request = posted.json<StaffRequest>();
    // The row's creation time is the database's; the test's instants are the app's clock.
    await ctx.db.update(requests).set({ createdAt: POSTED }).where(eq(requests.id, request._id));
    const offers = await ctx.db
      .select()
      .from(requestOffers)
      .where(eq(requestOffers.requestId, request._id));
    const offerOf = (member: Actor) => offers.find((offer) => offer.userId === member.user.id)!;

    // Written first: the answer given after 3 h 33 min; then the one given after 1 h 47 min.
    for (const [member, minutes] of [
      [late, 213],
      [early, 107],
    ] as const) {
      clock.set(minutesAfterPosting(minutes));
      const answer = await call(member, 'POST', `/api/offers/${offerOf(member).id}/answer`, {
        answer: 'declined',
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }

    const timeline = await call(ward, 'GET', `/api/job/${request._id}/timeline`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.json<Timeline>().timeToFirstAnswerMs).toBe(107 * 60_000);

    const fill = await call(hr, 'GET', '/api/reports/fill?from=2026-11-01&to=2026-11-30');
    expect(fill.statusCode, fill.body).toBe(200);
    expect(fill.json<FillReport>().total.timeToFirstAnswer).toEqual({
      count: 1,
      medianMinutes: 107,
      p90Minutes: 107,
    });
  });
});
