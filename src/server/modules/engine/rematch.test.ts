import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfferLinkInfo, Timeline, MyShifts } from '#shared/contracts/engine';
import type { StaffRequest } from '#shared/contracts/requests';
import { applications, departmentMembers, unavailability } from '#server/db/schema/index';
import { signedIn } from '#server/test/agency-fixtures';
import { DAY, HOUR } from '#server/test/engine-fixtures';
import {
  call,
  control,
  ctx,
  dayAt,
  edit,
  editOk,
  eventsOf,
  hr,
  ids,
  intensiv,
  kardio,
  lastOffer,
  offerOf,
  org,
  poolMember,
  post,
  requestRow,
  staffDate,
  tokenFor,
  told,
  toldSince,
  useRematchApp,
  ward,
} from '#server/test/rematch-fixtures';

/**
 * Editing a request while a pool stage runs (PUT /api/job/:id → RequestLifecycle.changed): the
 * stage's pool is matched again. Newly matching members are asked, open offers of those who no
 * longer match are withdrawn, acceptances of those who no longer fit no longer apply, those still
 * asked hear of the change, the deadline follows the first shift, all in the edit's transaction.
 * The deadline's own tests are in rematch.deadline.test.ts.
 */
useRematchApp();

describe('editing a request in the department pool stage', () => {
  it('asks the newly matching, withdraws offers and acceptances that no longer fit, tells the rest, and asks again who fits again', async () => {
    const anna = await poolMember(kardio.id, ['EKG']);
    const ben = await poolMember(kardio.id, ['EKG', 'Beatmung', 'Dialyse']);
    const carla = await poolMember(kardio.id, ['EKG', 'Beatmung']);
    const created = await post({ skills: ['EKG', 'Beatmung'] });
    expect(toldSince(0, created._id).offer).toEqual(ids(ben, carla));
    const carlaOffer = (await offerOf(created._id, carla.user.id))!;
    expect(
      (await call(carla, 'POST', `/api/offers/${carlaOffer.id}/answer`, { answer: 'accepted' }))
        .statusCode,
    ).toBe(200);

    // Fewer skills: Anna matches now and is asked; Ben (open) and Carla (accepted) hear of the change.
    let mark = told.length;
    await editOk(created, { skills: ['ekg'] });
    expect(toldSince(mark, created._id)).toEqual({
      offer: ids(anna),
      request_changed: ids(ben, carla),
    });
    const annaAsked = lastOffer(created._id);
    expect(annaAsked.answerLinks!.has(anna.user.id)).toBe(true);
    expect(annaAsked.link).toBe('/my-shifts');
    expect(annaAsked.payload).toMatchObject({
      title: 'Frühdienst',
      stage: 'department_pool',
      changes: ['skills'],
    });
    const annaOffer = (await offerOf(created._id, anna.user.id))!;
    expect(annaOffer).toMatchObject({
      stage: 'department_pool',
      answer: null,
      withdrawnAt: null,
      channels: ['app', 'email'],
    });
    expect(annaOffer.tokenExpiresAt!.getTime()).toBe(
      (await requestRow(created._id)).deadlineAt!.getTime(),
    );
    const annaToken = tokenFor(annaAsked, anna.user.id);
    expect(
      (await call(null, 'GET', `/api/offers/by-token?token=${annaToken}`)).json<OfferLinkInfo>()
        .status,
    ).toBe('open');

    // A skill only Ben has: Anna's open offer is withdrawn, Carla's acceptance no longer applies.
    mark = told.length;
    await editOk(created, { skills: ['EKG', 'Dialyse'] });
    expect(toldSince(mark, created._id)).toEqual({
      offer_withdrawn: ids(anna),
      acceptance_withdrawn: ids(carla),
      request_changed: ids(ben),
    });
    const withdrawn = told.slice(mark).find((input) => input.kind === 'offer_withdrawn')!;
    expect(withdrawn.channels).toBeUndefined();
    expect((await offerOf(created._id, anna.user.id))!.withdrawnAt).not.toBeNull();
    expect((await offerOf(created._id, carla.user.id))!.withdrawnAt).not.toBeNull();
    const [carlaApplication] = await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.requestId, created._id), eq(applications.userId, carla.user.id)));
    expect(carlaApplication).toMatchObject({ state: 'withdrawn', decidedBy: ward.user.id });

    // A withdrawn offer cannot be answered, in the app or by its link; it is gone from My shifts.
    const refused = await call(
      anna,
      'POST',
      `/api/offers/${annaOffer.id}/answer`,
      { answer: 'accepted' },
      'de',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'OFFER_WITHDRAWN', message: expect.stringContaining('geändert') },
    });
    expect(
      (
        await call(null, 'POST', '/api/offers/answer-by-token', {
          token: annaToken,
          answer: 'declined',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(null, 'GET', `/api/offers/by-token?token=${annaToken}`)).json<OfferLinkInfo>()
        .status,
    ).toBe('withdrawn');
    expect((await offerOf(created._id, anna.user.id))!.answer).toBeNull();
    expect((await call(anna, 'GET', '/api/me/shifts')).json<MyShifts>().offers).toEqual([]);
    expect((await call(carla, 'GET', '/api/me/shifts')).json<MyShifts>().accepted).toEqual([]);
    // Carla can no longer be picked.
    const pick = await call(
      ward,
      'POST',
      `/api/job/${created._id}/applicants/${carlaApplication!.id}/select`,
    );
    expect(pick.statusCode).toBe(409);

    // The timeline tells it: who changed what, who was asked, whose offer was withdrawn.
    const timeline = (await call(ward, 'GET', `/api/job/${created._id}/timeline`)).json<Timeline>();
    const kinds = timeline.events.map((event) => event.kind);
    expect(kinds.slice(kinds.indexOf('changed'))).toEqual([
      'changed',
      'asked',
      'changed',
      'offer_withdrawn',
      'offer_withdrawn',
    ]);
    const changes = timeline.events.filter((event) => event.kind === 'changed');
    expect(changes.map((event) => event.actor?._id)).toEqual([ward.user.id, ward.user.id]);
    expect(changes[1]!.detail).toMatchObject({
      changes: ['skills'],
      stage: 'department_pool',
      asked: 0,
      withdrawn: 1,
      acceptancesWithdrawn: 1,
      told: 1,
    });
    const withdrawals = timeline.events.filter((event) => event.kind === 'offer_withdrawn');
    expect(withdrawals.map((event) => [event.person!._id, event.detail.accepted]).sort()).toEqual(
      [
        [anna.user.id, false],
        [carla.user.id, true],
      ].sort(),
    );
    expect(timeline.offers.filter((offer) => offer.withdrawnAt !== null)).toHaveLength(2);

    // Back to EKG only: both fit again and are asked anew; Carla may accept again.
    mark = told.length;
    await editOk(created, { skills: ['EKG'] });
    expect(toldSince(mark, created._id)).toEqual({
      offer: ids(anna, carla),
      request_changed: ids(ben),
    });
    const again = (await offerOf(created._id, carla.user.id))!;
    expect(again).toMatchObject({ answer: null, withdrawnAt: null });
    // Asking anew replaces the withdrawn offers; their earlier 'asked' lines stay in the timeline.
    const after = (await call(ward, 'GET', `/api/job/${created._id}/timeline`)).json<Timeline>()
      .events;
    const askedOf = (userId: string) =>
      after
        .filter((event) => event.kind === 'asked' && event.person?._id === userId)
        .map((event) => after.indexOf(event));
    const lastChange = after.map((event) => event.kind).lastIndexOf('changed');
    for (const person of [anna, carla]) {
      const lines = askedOf(person.user.id);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.filter((index) => index < lastChange).length).toBe(lines.length - 1);
      expect(after[lines.at(-1)!]!.detail).toMatchObject({
        stage: 'department_pool',
        afterChange: true,
      });
    }
    expect(
      (await call(carla, 'POST', `/api/offers/${again.id}/answer`, { answer: 'accepted' }))
        .statusCode,
    ).toBe(200);
    const [reapplied] = await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.requestId, created._id), eq(applications.userId, carla.user.id)));
    expect(reapplied!.state).toBe('applied');
  });

  it('withdraws the acceptance of someone the new dates clash with, and asks the new station’s pool when the station changes', async () => {
    const dora = await poolMember(kardio.id, ['Gips']);
    const emil = await poolMember(kardio.id, ['Gips']);
    const fritz = await poolMember(intensiv.id, ['Gips']);
    const created = await post({ skills: ['Gips'], dates: [staffDate(dayAt(6))] });
    const doraOffer = (await offerOf(created._id, dora.user.id))!;
    expect(
      (await call(dora, 'POST', `/api/offers/${doraOffer.id}/answer`, { answer: 'accepted' }))
        .statusCode,
    ).toBe(200);
    // Dora is away on the day the shift moves to.
    await ctx.db.insert(unavailability).values({
      userId: dora.user.id,
      startsAt: new Date(dayAt(7, 0)),
      endsAt: new Date(dayAt(8, 0)),
    });

    let mark = told.length;
    await editOk(created, { dates: [staffDate(dayAt(7))] });
    expect(toldSince(mark, created._id)).toEqual({
      acceptance_withdrawn: ids(dora),
      request_changed: ids(emil),
    });

    mark = told.length;
    // Only HR acts on every station of the clinic.
    await editOk(created, { orig_dept: intensiv.id }, hr);
    expect(toldSince(mark, created._id)).toEqual({ offer: ids(fritz), offer_withdrawn: ids(emil) });
    expect((await offerOf(created._id, fritz.user.id))!.stage).toBe('department_pool');
  });

  it('tells nobody of edits that do not touch matching, and rolls the edit back when telling fails', async () => {
    const hal = await poolMember(kardio.id, ['Wunde']);
    const created = await post({ skills: ['Wunde'] });
    const mark = told.length;
    await editOk(created, {
      title: 'Frühdienst (neu)',
      desc: 'Bitte pünktlich',
      skills: ['WUNDE'],
    });
    expect(toldSince(mark, created._id)).toEqual({});
    expect(await eventsOf(created._id, 'changed')).toEqual([]);

    const before = await requestRow(created._id);
    control.failOn = 'request_changed';
    try {
      const failed = await edit(ward, created, { dates: [staffDate(dayAt(5))] });
      expect(failed.statusCode).toBe(500);
    } finally {
      control.failOn = null;
    }
    expect(await requestRow(created._id)).toEqual(before);
    expect(await eventsOf(created._id, 'changed')).toEqual([]);
    expect((await offerOf(created._id, hal.user.id))!.tokenExpiresAt!.getTime()).toBe(
      before.deadlineAt!.getTime(),
    );
  });

  it('refuses an edit from outside the request’s scope, changing nothing and telling nobody', async () => {
    const ida = await poolMember(kardio.id, ['Drainage']);
    const created = await post({ skills: ['Drainage'] });
    const otherWard = await signedIn(ctx, 'ORG_SUB');
    await ctx.db
      .insert(departmentMembers)
      .values({ departmentId: intensiv.id, userId: otherWard.user.id, kind: 'user' });
    const mark = told.length;
    const before = await requestRow(created._id);
    expect((await edit(otherWard, created, { skills: [] })).statusCode).toBe(404);
    expect((await edit(ida, created, { skills: [] })).statusCode).toBe(403);
    expect(
      (
        await call(null, 'PUT', `/api/job/${created._id}`, {
          title: 'x',
          organisation: org.id,
          skills: [],
        })
      ).statusCode,
    ).toBe(401);
    expect(await requestRow(created._id)).toEqual(before);
    expect(toldSince(mark, created._id)).toEqual({});
  });
});

describe('editing a request in the other pools stage', () => {
  it('matches the other departments’ pools again; the department pool’s old offers are left alone', async () => {
    const kai = await poolMember(kardio.id, ['Monitor'], 'Fachpflegekraft');
    const lea = await poolMember(intensiv.id, ['Monitor'], 'Fachpflegekraft');
    const max = await poolMember(intensiv.id, ['Monitor'], 'Examine Pflegekraft');
    const created = await post({
      skills: ['Monitor'],
      qualification: 'Fachpflegekraft',
      dates: [staffDate(dayAt(10))],
    });
    expect(toldSince(0, created._id).offer).toEqual(ids(kai));

    // HR review: an edit is allowed, recorded, and asks nobody.
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 30 * DAY));
    expect((await requestRow(created._id)).state).toBe('hr_review');
    let mark = told.length;
    await editOk(created, { dates: [staffDate(dayAt(11))] }, hr);
    expect(toldSince(mark, created._id)).toEqual({});
    expect((await eventsOf(created._id, 'changed')).at(-1)!.detail).toEqual({ changes: ['dates'] });

    const approved = await call(hr, 'POST', `/api/job/${created._id}/hr-decision`, {
      decision: 'approve_external',
    });
    expect(approved.json<StaffRequest>().state).toBe('pool_adv');
    expect(toldSince(mark, created._id).offer).toEqual(ids(lea));
    const [otherStage] = (await eventsOf(created._id, 'stage_started')).filter(
      (event) => event.detail.stage === 'other_pools',
    );

    // A lower qualification: Max of the other pool is asked; Kai (department pool, stage over) hears nothing.
    mark = told.length;
    await editOk(created, { qualification: 'Examine Pflegekraft' }, hr);
    expect(toldSince(mark, created._id)).toEqual({ offer: ids(max), request_changed: ids(lea) });
    expect((await offerOf(created._id, max.user.id))!.stage).toBe('other_pools');
    // The other pools' 12 hours, from when that stage began.
    expect((await requestRow(created._id)).deadlineAt!.getTime()).toBe(
      Date.parse(otherStage!.detail.startedAt as string) + 12 * HOUR,
    );
  });
});
