import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRequest } from '#shared/contracts/requests';
import type { TestContext } from '#server/test/app';
import { signedIn, type Actor } from '#server/test/agency-fixtures';
import { DAY, withFanoutCompletionRefused } from '#server/test/engine-fixtures';
import { ladderTestbed } from '#server/test/ladder-fixtures';

/**
 * HR's decision through the API: straight to agencies when no other pool member matches, or
 * cancelling; the refusals of the decision and of the timeline routes.
 */
const {
  world,
  staffDate,
  call,
  poolMember,
  post,
  offersOf,
  requestRow,
  toldAbout,
  pendingTasks,
  errorOf,
  snapshot,
} = ladderTestbed();
let ctx: TestContext;
let kardio: { id: string };
let intensiv: { id: string };
let hr: Actor;
let ward: Actor;
let otherHr: Actor;
beforeAll(() => {
  ({ ctx, kardio, intensiv, hr, ward, otherHr } = world);
});

describe('the ladder', () => {
  it('goes straight to agencies when no other pool member matches, and HR may cancel instead', async () => {
    const lone = await poolMember(kardio.id, { skills: ['Dialyse'] });
    const first = await post(ward, { skills: ['Dialyse'], dates: [staffDate(6)] });
    expect((await offersOf(first._id)).map((offer) => offer.userId)).toEqual([lone.user.id]);
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 30 * DAY));
    expect((await requestRow(first._id)).state).toBe('hr_review');
    const approved = await call(hr, 'POST', `/api/job/${first._id}/hr-decision`, {
      decision: 'approve_external',
    });
    expect(approved.json<StaffRequest>().state).toBe('external_adv');
    expect(await pendingTasks(first._id)).toEqual([]);

    const second = await post(ward, { skills: ['Dialyse'], dates: [staffDate(7)] });
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 30 * DAY));
    const cancelled = await call(
      hr,
      'POST',
      `/api/job/${second._id}/hr-decision`,
      { decision: 'cancel' },
      'de',
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<StaffRequest>().state).toBe('cancelled');
    expect(toldAbout(second._id, 'request_cancelled')[0]!.userIds).toContain(lone.user.id);
    const again = await call(
      hr,
      'POST',
      `/api/job/${second._id}/hr-decision`,
      { decision: 'cancel' },
      'de',
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toContain('Personalabteilung');
  });

  it("stands when the other pools' rows fail after its commit: 200, and the fan-out's task writes them once", async () => {
    await poolMember(kardio.id, { skills: ['Wundmanagement'] });
    const other = await poolMember(intensiv.id, { skills: ['Wundmanagement'] });
    const created = await post(ward, { skills: ['Wundmanagement'], dates: [staffDate(8)] });
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 30 * DAY));
    expect((await requestRow(created._id)).state).toBe('hr_review');

    const approved = await withFanoutCompletionRefused(ctx.db, () =>
      call(hr, 'POST', `/api/job/${created._id}/hr-decision`, { decision: 'approve_external' }),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<StaffRequest>().state).toBe('pool_adv');
    const otherPools = async () =>
      (await offersOf(created._id)).filter((offer) => offer.stage === 'other_pools');
    expect(await otherPools()).toEqual([]);

    // The fallback task, a minute on: the other ward's member asked, once.
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 61_000));
    expect((await otherPools()).map((offer) => offer.userId)).toEqual([other.user.id]);
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 61_000));
    expect(await otherPools()).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('HR decision and timeline: 401, 403 for other roles, 404 for other organisations, 400 for bad input', async () => {
    const created = await post(ward, { dates: [staffDate(15)] });
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 30 * DAY));
    expect((await requestRow(created._id)).state).toBe('hr_review');
    const frozen = await snapshot(created._id);
    const decide = (actor: Actor | null, body: unknown = { decision: 'cancel' }) =>
      call(actor, 'POST', `/api/job/${created._id}/hr-decision`, body);
    expect((await decide(null)).statusCode).toBe(401);
    expect((await decide(ward)).statusCode).toBe(403);
    const user = await signedIn(ctx, 'USER');
    expect((await decide(user)).statusCode).toBe(403);
    expect((await decide(otherHr)).statusCode).toBe(404);
    expect((await decide(hr, { decision: 'maybe' })).statusCode).toBe(400);
    expect(
      (await call(hr, 'POST', '/api/job/not-a-uuid/hr-decision', { decision: 'cancel' }))
        .statusCode,
    ).toBe(400);
    expect(await snapshot(created._id)).toEqual(frozen);

    const timeline = (actor: Actor | null) =>
      call(actor, 'GET', `/api/job/${created._id}/timeline`);
    expect((await timeline(null)).statusCode).toBe(401);
    expect((await timeline(user)).statusCode).toBe(403);
    expect((await timeline(otherHr)).statusCode).toBe(404);
    const admin = await signedIn(ctx, 'ADMIN');
    expect((await timeline(admin)).statusCode).toBe(200);
    // An administrator may decide too.
    expect((await decide(admin, { decision: 'approve_external' })).statusCode).toBe(200);
  });
});
