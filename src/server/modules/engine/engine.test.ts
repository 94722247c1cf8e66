import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfferLinkInfo, Timeline } from '#shared/contracts/engine';
import type { StaffRequest } from '#shared/contracts/requests';
import { applications, userPreferences, users } from '#server/db/schema/index';
import type { TestContext } from '#server/test/app';
import {
  agencyWithDispatcher,
  staffOf,
  nursingUploads,
  type Actor,
} from '#server/test/agency-fixtures';
import { HOUR } from '#server/test/engine-fixtures';
import { ladderTestbed } from '#server/test/ladder-fixtures';
import { DEADLINE_TASK } from './engine.service';

/**
 * The ladder through the API: the department's matching pool asked at once, answers in the app
 * and by one-tap links, the deadline task moving the request to HR, HR approving the other pools,
 * the agencies' turn and a selection, the timeline of it all; a fill or a deletion ending it. A
 * deadline that fires once with two processes is in engine.races.test.ts. Answers' refusals and
 * races are in offers.test.ts, HR's decision in hr-decision.test.ts, who the first ask reaches in
 * matching.test.ts.
 */
const {
  world,
  told,
  staffDate,
  call,
  poolMember,
  post,
  offersOf,
  offerOf,
  requestRow,
  toldAbout,
  tokenFrom,
  pendingTasks,
  errorOf,
  snapshot,
} = ladderTestbed();
let ctx: TestContext;
let kardio: { id: string };
let intensiv: { id: string };
let hr: Actor;
let ward: Actor;
beforeAll(() => {
  ({ ctx, kardio, intensiv, hr, ward } = world);
});

describe('the ladder', () => {
  it('walks a request from the department pool through HR and the other pools to an agency', async () => {
    const anna = await poolMember(kardio.id, { firstName: 'Anna' });
    const ben = await poolMember(kardio.id, {
      firstName: 'Ben',
      qualification: 'Fachpflegekraft',
      skills: ['ekg', 'Beatmung'],
    });
    const carla = await poolMember(kardio.id, { firstName: 'Carla' });
    await ctx.db
      .update(users)
      .set({ phoneNumber: '+49 170 1234567' })
      .where(eq(users.id, carla.user.id));
    await ctx.db
      .insert(userPreferences)
      .values({ userId: carla.user.id, channels: ['app', 'email', 'sms'] });
    const dora = await poolMember(kardio.id, {
      firstName: 'Dora',
      qualification: 'Pflegeassistenz',
    });
    const emil = await poolMember(intensiv.id, { firstName: 'Emil' });

    const before = Date.now();
    const created = await post(ward);
    expect(created.state).toBe('internal_adv');

    // Asked at once: the three who match, not the nursing assistant, not the other ward.
    const offers = await offersOf(created._id);
    expect(offers.map((offer) => offer.userId).sort()).toEqual(
      [anna.user.id, ben.user.id, carla.user.id].sort(),
    );
    expect(offers.every((offer) => offer.stage === 'department_pool' && offer.tokenHash)).toBe(
      true,
    );
    expect((await offerOf(created._id, carla.user.id))!.channels).toEqual(['app', 'email', 'sms']);
    expect((await offerOf(created._id, anna.user.id))!.channels).toEqual(['app', 'email']);
    const [asked] = toldAbout(created._id, 'offer');
    expect(asked!.userIds.sort()).toEqual([anna.user.id, ben.user.id, carla.user.id].sort());
    expect(asked!.userIds).not.toContain(dora.user.id);
    expect(asked!.payload).toMatchObject({
      title: 'Frühdienst Kardiologie',
      organisation: 'Klinikum Nord',
    });
    expect(JSON.stringify(asked!.payload)).not.toContain('token');
    // The deadline: the organisation's 24 hours (the shift is three days away), and its task.
    const request = await requestRow(created._id);
    expect(request.deadlineAt!.getTime()).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(request.deadlineAt!.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    const [task] = await pendingTasks(created._id);
    expect(task).toMatchObject({
      kind: DEADLINE_TASK,
      payload: { requestId: created._id, stage: 'department_pool' },
    });

    // Carla declines with one tap from her e-mail; the link works once.
    const carlaToken = tokenFrom(asked!, carla.user.id);
    const info = await call(null, 'GET', `/api/offers/by-token?token=${carlaToken}`);
    expect(info.statusCode).toBe(200);
    expect(info.json<OfferLinkInfo>()).toMatchObject({
      status: 'open',
      answer: null,
      request: { title: 'Frühdienst Kardiologie', departmentName: 'Kardiologie' },
    });
    const declined = await call(null, 'POST', '/api/offers/answer-by-token', {
      token: carlaToken,
      answer: 'declined',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<OfferLinkInfo>()).toMatchObject({
      status: 'answered',
      answer: 'declined',
    });
    let frozen = await snapshot(created._id);
    const twice = await call(
      null,
      'POST',
      '/api/offers/answer-by-token',
      { token: carlaToken, answer: 'accepted' },
      'de',
    );
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toMatchObject({
      code: 'OFFER_ANSWERED',
      message: expect.stringContaining('bereits geantwortet'),
    });
    expect(await snapshot(created._id)).toEqual(frozen);
    expect(
      (await call(null, 'GET', `/api/offers/by-token?token=${carlaToken}`)).json<OfferLinkInfo>()
        .status,
    ).toBe('answered');

    // Ben accepts in the app: an application the manager can pick; the manager and HR hear it.
    const benOffer = (await offerOf(created._id, ben.user.id))!;
    const accepted = await call(ben, 'POST', `/api/offers/${benOffer.id}/answer`, {
      answer: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [application] = await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.requestId, created._id), eq(applications.userId, ben.user.id)));
    expect(application).toMatchObject({ state: 'applied', agencyId: null });
    const [acceptance] = toldAbout(created._id, 'offer_accepted');
    expect(acceptance!.userIds.sort()).toEqual([ward.user.id, hr.user.id].sort());
    expect(acceptance!.link).toBe(`/hospital/requests/${created._id}`);
    expect((await requestRow(created._id)).firstAnswerAt).not.toBeNull();

    // HR cannot decide before the pool's time is up.
    const early = await call(hr, 'POST', `/api/job/${created._id}/hr-decision`, {
      decision: 'approve_external',
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('NOT_IN_HR_REVIEW');

    // Nobody picked: the deadline moves the request to HR, who are told.
    const deadline = (await requestRow(created._id)).deadlineAt!;
    expect(await ctx.app.taskRunner.runDue(new Date(deadline.getTime() - 1000))).toBe(0);
    expect(await ctx.app.taskRunner.runDue(new Date(deadline.getTime() + 1000))).toBe(1);
    expect(await requestRow(created._id)).toMatchObject({ state: 'hr_review', deadlineAt: null });
    const [review] = toldAbout(created._id, 'hr_review');
    expect(review!.userIds).toEqual([hr.user.id]);
    expect(review!.link).toBe(`/hospital/requests/${created._id}`);

    // Too late for Anna: a clear 409, nothing changes.
    const annaOffer = (await offerOf(created._id, anna.user.id))!;
    frozen = await snapshot(created._id);
    const late = await call(anna, 'POST', `/api/offers/${annaOffer.id}/answer`, {
      answer: 'accepted',
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({
      code: 'OFFER_EXPIRED',
      message: expect.stringContaining('run out'),
    });
    expect(await snapshot(created._id)).toEqual(frozen);
    expect(
      (
        await call(null, 'GET', `/api/offers/by-token?token=${tokenFrom(asked!, anna.user.id)}`)
      ).json<OfferLinkInfo>().status,
    ).toBe('closed');

    // HR approves: the other department's matching pool is asked, with the organisation's 12 hours.
    const approved = await call(hr, 'POST', `/api/job/${created._id}/hr-decision`, {
      decision: 'approve_external',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<StaffRequest>().state).toBe('pool_adv');
    const otherOffers = (await offersOf(created._id)).filter(
      (offer) => offer.stage === 'other_pools',
    );
    expect(otherOffers.map((offer) => offer.userId)).toEqual([emil.user.id]);
    const poolDeadline = (await requestRow(created._id)).deadlineAt!;
    expect(poolDeadline.getTime()).toBeLessThanOrEqual(Date.now() + 12 * HOUR);
    expect(toldAbout(created._id, 'offer').at(-1)!.userIds).toEqual([emil.user.id]);

    // Time passes again: agencies. A vetted agency's dispatcher is told, applies, and is selected.
    const { agency, dispatcher } = await agencyWithDispatcher(ctx);
    const pending = await agencyWithDispatcher(ctx, { vettingState: 'pending' });
    expect(await ctx.app.taskRunner.runDue(new Date(poolDeadline.getTime() + 1000))).toBe(1);
    expect((await requestRow(created._id)).state).toBe('external_adv');
    const [agencies] = toldAbout(created._id, 'external_request');
    expect(agencies!.userIds).toContain(dispatcher.user.id);
    expect(agencies!.userIds).not.toContain(pending.dispatcher.user.id);

    const person = await staffOf(ctx, agency.id);
    const applied = await call(dispatcher, 'POST', `/api/agency/jobs/${created._id}/applications`, {
      customerId: person.id,
      hourlyRate: 62.5,
      documents: await nursingUploads(ctx, dispatcher.headers),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const agencyApplication = applied.json<{ _id: string }>()._id;
    // The shift is 3 days ahead: on some days a Sunday, which needs a reason.
    const selected = await call(
      hr,
      'POST',
      `/api/job/${created._id}/applicants/${agencyApplication}/select`,
      { overrideReason: 'Sunday cover' },
    );
    expect(selected.statusCode, selected.body).toBe(200);
    expect((await requestRow(created._id)).state).toBe('external_fill');

    // Everyone asked hears the outcome; the timeline tells the whole story.
    const filled = toldAbout(created._id, 'request_filled');
    expect(filled.flatMap((input) => input.userIds).sort()).toEqual(
      [anna.user.id, ben.user.id, carla.user.id, emil.user.id, person.id].sort(),
    );
    // Ben applied (he was mailed by the selection): in the app only.
    expect(filled.find((input) => input.userIds.includes(ben.user.id))!.channels).toEqual(['app']);
    expect(await pendingTasks(created._id)).toEqual([]);
    const timeline = await call(ward, 'GET', `/api/job/${created._id}/timeline`);
    expect(timeline.statusCode, timeline.body).toBe(200);
    const body = timeline.json<Timeline>();
    // On days when the shift 3 days ahead is a Sunday the pick adds a working_time_override.
    expect(
      body.events.map((event) => event.kind).filter((kind) => kind !== 'working_time_override'),
    ).toEqual([
      'created',
      'stage_started',
      'asked',
      'asked',
      'asked',
      'answered',
      'answered',
      'deadline_passed',
      'stage_started',
      'hr_decided',
      'stage_started',
      'asked',
      'deadline_passed',
      'stage_started',
      'selected',
      'filled',
    ]);
    const answers = body.events.filter((event) => event.kind === 'answered');
    expect(answers.map((event) => [event.person!._id, event.channel, event.detail.answer])).toEqual(
      [
        [carla.user.id, 'email', 'declined'],
        [ben.user.id, 'app', 'accepted'],
      ],
    );
    expect(body.events.find((event) => event.kind === 'hr_decided')!.actor!._id).toBe(hr.user.id);
    // One 'asked' event per offer, written from the offers themselves: person, channels and stage.
    const askedEvents = body.events.filter((event) => event.kind === 'asked');
    expect(askedEvents.map((event) => event.person!._id).sort()).toEqual(
      [anna.user.id, ben.user.id, carla.user.id, emil.user.id].sort(),
    );
    expect(askedEvents.find((event) => event.person!._id === carla.user.id)).toMatchObject({
      channel: 'app,email,sms',
      detail: { stage: 'department_pool', channels: ['app', 'email', 'sms'] },
    });
    expect(askedEvents.find((event) => event.person!._id === emil.user.id)!.detail).toMatchObject({
      stage: 'other_pools',
    });
    expect(body.offers).toHaveLength(4);
    expect(body.timeToFirstAnswerMs).toBeGreaterThanOrEqual(0);
    expect(body.timeToFillMs).toBeGreaterThanOrEqual(body.timeToFirstAnswerMs!);
    expect(body.deadlineAt).toBeNull();
  });

  it('lets the manager pick an accepting pool member at once: internal_fill, tasks gone', async () => {
    const fay = await poolMember(kardio.id, { skills: ['Wundversorgung'] });
    const created = await post(ward, { skills: ['Wundversorgung'], dates: [staffDate(8)] });
    const offer = (await offerOf(created._id, fay.user.id))!;
    expect(
      (await call(fay, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' }))
        .statusCode,
    ).toBe(200);
    const [application] = await ctx.db
      .select()
      .from(applications)
      .where(eq(applications.requestId, created._id));
    // A reason, because on some days of the year staffDate(8) is a Sunday (ArbZG warning).
    const picked = await call(
      ward,
      'POST',
      `/api/job/${created._id}/applicants/${application!.id}/select`,
      { overrideReason: 'Sunday cover agreed' },
    );
    expect(picked.statusCode, picked.body).toBe(200);
    expect(await requestRow(created._id)).toMatchObject({
      state: 'internal_fill',
      deadlineAt: null,
    });
    expect((await requestRow(created._id)).filledAt).not.toBeNull();
    expect(await pendingTasks(created._id)).toEqual([]);
    // Filled: a late answer is refused as such.
    const late = await call(fay, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'declined' });
    expect(errorOf(late).code).toBe('OFFER_ANSWERED');
  });

  it('deleting or cancelling a request drops its deadline and tells the people asked', async () => {
    const gus = await poolMember(kardio.id, { skills: ['Stomapflege'] });
    const created = await post(ward, { skills: ['Stomapflege'], dates: [staffDate(9)] });
    expect(await pendingTasks(created._id)).toHaveLength(1);
    const removed = await call(ward, 'DELETE', '/api/job', { ids: [created._id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await pendingTasks(created._id)).toEqual([]);
    const cancelledNotice = told.filter(
      (input) => input.kind === 'request_cancelled' && input.userIds.includes(gus.user.id),
    );
    expect(cancelledNotice).toHaveLength(1);
    expect(cancelledNotice[0]!.requestId).toBeNull();

    // With an acceptance the request is kept as cancelled, and its timeline says so.
    const kept = await post(ward, { skills: ['Stomapflege'], dates: [staffDate(10)] });
    const offer = (await offerOf(kept._id, gus.user.id))!;
    await call(gus, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' });
    await call(ward, 'DELETE', '/api/job', { ids: [kept._id] });
    expect((await requestRow(kept._id)).state).toBe('cancelled');
    expect(await pendingTasks(kept._id)).toEqual([]);
    const timeline = (await call(hr, 'GET', `/api/job/${kept._id}/timeline`)).json<Timeline>();
    expect(timeline.events.at(-1)!.kind).toBe('cancelled');
  });
});
