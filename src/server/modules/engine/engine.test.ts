import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferLinkInfo, Timeline } from '../../../shared/contracts/engine';
import type { StaffRequest } from '../../../shared/contracts/requests';
import {
  applications,
  departmentMembers,
  organisationMembers,
  requestEvents,
  requestOffers,
  requests,
  scheduledTasks,
  shifts,
  unavailability,
  userPreferences,
  users,
} from '../../db/schema/index';
import { createTestContext, secondApp, type TestContext } from '../../test/app';
import {
  agencyWithDispatcher,
  signedIn,
  staffOf,
  threeUploads,
  type Actor,
} from '../../test/agency-fixtures';
import { injectAs, type Method } from '../../test/factories';
import { organisationWith, type TestOrganisation } from '../../test/tenants';
import type { NotifyInput } from './engine.ports';
import { DEADLINE_TASK } from './engine.service';
import { DAY, HOUR, recordingNotifier, utcDayAt } from '../../test/engine-fixtures';

/**
 * The ladder through the API: the department's matching pool asked at once, answers in the app
 * and by one-tap links, the deadline task moving the request to HR, HR approving the other pools,
 * the agencies' turn and a selection; refusals of every route, and the races that must have one
 * winner. Notifications are recorded (the notifier is the notifications module's business).
 */
let ctx: TestContext;
const { told, notifier: recorder } = recordingNotifier();
const dayAt = utcDayAt;
const staffDate = (days: number, hour = 6, hours = 8) => ({
  startDate: dayAt(days, hour),
  endDate: dayAt(days, hour) + hours * HOUR,
  activity: 'times',
  type: 'Neue_Dienstanfrage' as const,
});

let org: TestOrganisation;
let kardio: { id: string };
let intensiv: { id: string };
let hr: Actor;
let ward: Actor;
let otherHr: Actor;

const call = (actor: Actor | null, method: Method, url: string, payload?: unknown, language = 'en') =>
  injectAs(ctx.app, { 'accept-language': language, ...(actor?.headers ?? {}) }, method, url, payload);

async function poolMember(
  departmentId: string,
  profile: { qualification?: string | null; skills?: string[]; firstName?: string } = {},
) {
  const member = await signedIn(ctx, 'USER');
  await ctx.db
    .update(users)
    .set({
      qualificationLevel: profile.qualification === undefined ? 'Examine Pflegekraft' : profile.qualification,
      skills: profile.skills ?? ['EKG'],
      firstName: profile.firstName ?? 'Pool',
      lastName: 'Mitglied',
    })
    .where(eq(users.id, member.user.id));
  await ctx.db.insert(departmentMembers).values({ departmentId, userId: member.user.id, kind: 'customer' });
  return member;
}

function staffBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Frühdienst Kardiologie',
    dates: [staffDate(3)],
    skills: ['EKG'],
    qualification: 'Examine Pflegekraft',
    orig_dept: kardio.id,
    state: 'internal_adv',
    organisation: org.id,
    applicants: [],
    jobType: 'Tagdienst',
    timeLimit: '0',
    orig_submission: '',
    ...overrides,
  };
}

async function post(actor: Actor, overrides: Record<string, unknown> = {}): Promise<StaffRequest> {
  const response = await call(actor, 'POST', '/api/job', staffBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const offersOf = (requestId: string) =>
  ctx.db.select().from(requestOffers).where(eq(requestOffers.requestId, requestId));
const offerOf = async (requestId: string, userId: string) =>
  (await ctx.db
    .select()
    .from(requestOffers)
    .where(and(eq(requestOffers.requestId, requestId), eq(requestOffers.userId, userId))))[0];
const requestRow = async (id: string) => (await ctx.db.select().from(requests).where(eq(requests.id, id)))[0]!;
const toldAbout = (requestId: string, kind: string) =>
  told.filter((input) => input.requestId === requestId && input.kind === kind);
const tokenFrom = (input: NotifyInput, userId: string) =>
  new URLSearchParams(input.answerLinks!.get(userId)!.accept.split('?')[1]).get('token')!;
const pendingTasks = (requestId: string) =>
  ctx.db
    .select()
    .from(scheduledTasks)
    .where(and(sql`${scheduledTasks.key} like ${`request:${requestId}:%`}`, isNull(scheduledTasks.doneAt)));
const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string } }).error;

/** Everything a refused call must leave alone. */
async function snapshot(requestId: string) {
  return {
    request: await requestRow(requestId),
    offers: (await offersOf(requestId)).map((offer) => [offer.userId, offer.answer, offer.answeredVia]).sort(),
    applications: (await ctx.db.select().from(applications).where(eq(applications.requestId, requestId))).length,
    events: (await ctx.db.select().from(requestEvents).where(eq(requestEvents.requestId, requestId))).length,
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ notifier: recorder });
  org = await organisationWith(ctx.db, 'Klinikum Nord', ['Kardiologie', 'Intensivstation']);
  kardio = org.departments[0]!;
  intensiv = org.departments[1]!;
  hr = await signedIn(ctx, 'ORG_ADMIN');
  await ctx.db.insert(organisationMembers).values({ organisationId: org.id, userId: hr.user.id });
  ward = await signedIn(ctx, 'ORG_SUB');
  await ctx.db.insert(departmentMembers).values({ departmentId: kardio.id, userId: ward.user.id, kind: 'user' });
  const elsewhere = await organisationWith(ctx.db, 'Klinikum Süd', ['Chirurgie']);
  otherHr = await signedIn(ctx, 'ORG_ADMIN');
  await ctx.db.insert(organisationMembers).values({ organisationId: elsewhere.id, userId: otherHr.user.id });
});
afterAll(async () => ctx.close());

describe('the ladder', () => {
  it('walks a request from the department pool through HR and the other pools to an agency', async () => {
    const anna = await poolMember(kardio.id, { firstName: 'Anna' });
    const ben = await poolMember(kardio.id, { firstName: 'Ben', qualification: 'Fachpflegekraft', skills: ['ekg', 'Beatmung'] });
    const carla = await poolMember(kardio.id, { firstName: 'Carla' });
    await ctx.db.update(users).set({ phoneNumber: '+49 170 1234567' }).where(eq(users.id, carla.user.id));
    await ctx.db.insert(userPreferences).values({ userId: carla.user.id, channels: ['app', 'email', 'sms'] });
    const dora = await poolMember(kardio.id, { firstName: 'Dora', qualification: 'Pflegeassistenz' });
    const emil = await poolMember(intensiv.id, { firstName: 'Emil' });

    const before = Date.now();
    const created = await post(ward);
    expect(created.state).toBe('internal_adv');

    // Asked at once: the three who match, not the nursing assistant, not the other ward.
    const offers = await offersOf(created._id);
    expect(offers.map((offer) => offer.userId).sort()).toEqual([anna.user.id, ben.user.id, carla.user.id].sort());
    expect(offers.every((offer) => offer.stage === 'department_pool' && offer.tokenHash)).toBe(true);
    expect((await offerOf(created._id, carla.user.id))!.channels).toEqual(['app', 'email', 'sms']);
    expect((await offerOf(created._id, anna.user.id))!.channels).toEqual(['app', 'email']);
    const [asked] = toldAbout(created._id, 'offer');
    expect(asked!.userIds.sort()).toEqual([anna.user.id, ben.user.id, carla.user.id].sort());
    expect(asked!.userIds).not.toContain(dora.user.id);
    expect(asked!.payload).toMatchObject({ title: 'Frühdienst Kardiologie', organisation: 'Klinikum Nord' });
    expect(JSON.stringify(asked!.payload)).not.toContain('token');
    // The deadline: the organisation's 24 hours (the shift is three days away), and its task.
    const request = await requestRow(created._id);
    expect(request.deadlineAt!.getTime()).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(request.deadlineAt!.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    const [task] = await pendingTasks(created._id);
    expect(task).toMatchObject({ kind: DEADLINE_TASK, payload: { requestId: created._id, stage: 'department_pool' } });

    // Carla declines with one tap from her e-mail; the link works once.
    const carlaToken = tokenFrom(asked!, carla.user.id);
    const info = await call(null, 'GET', `/api/offers/by-token?token=${carlaToken}`);
    expect(info.statusCode).toBe(200);
    expect(info.json<OfferLinkInfo>()).toMatchObject({ status: 'open', answer: null, request: { title: 'Frühdienst Kardiologie', departmentName: 'Kardiologie' } });
    const declined = await call(null, 'POST', '/api/offers/answer-by-token', { token: carlaToken, answer: 'declined' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<OfferLinkInfo>()).toMatchObject({ status: 'answered', answer: 'declined' });
    let frozen = await snapshot(created._id);
    const twice = await call(null, 'POST', '/api/offers/answer-by-token', { token: carlaToken, answer: 'accepted' }, 'de');
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toMatchObject({ code: 'OFFER_ANSWERED', message: expect.stringContaining('bereits geantwortet') });
    expect(await snapshot(created._id)).toEqual(frozen);
    expect((await call(null, 'GET', `/api/offers/by-token?token=${carlaToken}`)).json<OfferLinkInfo>().status).toBe('answered');

    // Ben accepts in the app: an application the manager can pick; the manager and HR hear it.
    const benOffer = (await offerOf(created._id, ben.user.id))!;
    const accepted = await call(ben, 'POST', `/api/offers/${benOffer.id}/answer`, { answer: 'accepted' });
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
    const early = await call(hr, 'POST', `/api/job/${created._id}/hr-decision`, { decision: 'approve_external' });
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
    const late = await call(anna, 'POST', `/api/offers/${annaOffer.id}/answer`, { answer: 'accepted' });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: 'OFFER_EXPIRED', message: expect.stringContaining('run out') });
    expect(await snapshot(created._id)).toEqual(frozen);
    expect((await call(null, 'GET', `/api/offers/by-token?token=${tokenFrom(asked!, anna.user.id)}`)).json<OfferLinkInfo>().status).toBe('closed');

    // HR approves: the other department's matching pool is asked, with the organisation's 12 hours.
    const approved = await call(hr, 'POST', `/api/job/${created._id}/hr-decision`, { decision: 'approve_external' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<StaffRequest>().state).toBe('pool_adv');
    const otherOffers = (await offersOf(created._id)).filter((offer) => offer.stage === 'other_pools');
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
      documents: await threeUploads(ctx, dispatcher.headers),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const agencyApplication = applied.json<{ _id: string }>()._id;
    const selected = await call(hr, 'POST', `/api/job/${created._id}/applicants/${agencyApplication}/select`);
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
    expect(body.events.map((event) => event.kind)).toEqual([
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
    expect(answers.map((event) => [event.person!._id, event.channel, event.detail.answer])).toEqual([
      [carla.user.id, 'email', 'declined'],
      [ben.user.id, 'app', 'accepted'],
    ]);
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
    expect(askedEvents.find((event) => event.person!._id === emil.user.id)!.detail).toMatchObject({ stage: 'other_pools' });
    expect(body.offers).toHaveLength(4);
    expect(body.timeToFirstAnswerMs).toBeGreaterThanOrEqual(0);
    expect(body.timeToFillMs).toBeGreaterThanOrEqual(body.timeToFirstAnswerMs!);
    expect(body.deadlineAt).toBeNull();
  });

  it('goes straight to agencies when no other pool member matches, and HR may cancel instead', async () => {
    const lone = await poolMember(kardio.id, { skills: ['Dialyse'] });
    const first = await post(ward, { skills: ['Dialyse'], dates: [staffDate(6)] });
    expect((await offersOf(first._id)).map((offer) => offer.userId)).toEqual([lone.user.id]);
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 30 * DAY));
    expect((await requestRow(first._id)).state).toBe('hr_review');
    const approved = await call(hr, 'POST', `/api/job/${first._id}/hr-decision`, { decision: 'approve_external' });
    expect(approved.json<StaffRequest>().state).toBe('external_adv');
    expect(await pendingTasks(first._id)).toEqual([]);

    const second = await post(ward, { skills: ['Dialyse'], dates: [staffDate(7)] });
    await ctx.app.taskRunner.runDue(new Date(Date.now() + 30 * DAY));
    const cancelled = await call(hr, 'POST', `/api/job/${second._id}/hr-decision`, { decision: 'cancel' }, 'de');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<StaffRequest>().state).toBe('cancelled');
    expect(toldAbout(second._id, 'request_cancelled')[0]!.userIds).toContain(lone.user.id);
    const again = await call(hr, 'POST', `/api/job/${second._id}/hr-decision`, { decision: 'cancel' }, 'de');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toContain('Personalabteilung');
  });

  it('lets the manager pick an accepting pool member at once: internal_fill, tasks gone', async () => {
    const fay = await poolMember(kardio.id, { skills: ['Wundversorgung'] });
    const created = await post(ward, { skills: ['Wundversorgung'], dates: [staffDate(8)] });
    const offer = (await offerOf(created._id, fay.user.id))!;
    expect((await call(fay, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' })).statusCode).toBe(200);
    const [application] = await ctx.db.select().from(applications).where(eq(applications.requestId, created._id));
    const picked = await call(ward, 'POST', `/api/job/${created._id}/applicants/${application!.id}/select`);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(await requestRow(created._id)).toMatchObject({ state: 'internal_fill', deadlineAt: null });
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
    const cancelledNotice = told.filter((input) => input.kind === 'request_cancelled' && input.userIds.includes(gus.user.id));
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

describe('races', () => {
  it('records one of two simultaneous answers to the same offer', async () => {
    const hal = await poolMember(kardio.id, { skills: ['Gipsen'] });
    const created = await post(ward, { skills: ['Gipsen'], dates: [staffDate(11)] });
    const offer = (await offerOf(created._id, hal.user.id))!;
    const [tokenInput] = toldAbout(created._id, 'offer');
    const responses = await Promise.all([
      call(hal, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' }),
      call(null, 'POST', '/api/offers/answer-by-token', { token: tokenFrom(tokenInput!, hal.user.id), answer: 'declined', via: 'sms' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const events = await ctx.db.select().from(requestEvents).where(and(eq(requestEvents.requestId, created._id), eq(requestEvents.kind, 'answered')));
    expect(events).toHaveLength(1);
    const stored = (await offerOf(created._id, hal.user.id))!;
    // Whichever won, its channel is the one recorded.
    expect(stored.answeredVia).toBe(stored.answer === 'accepted' ? 'app' : 'sms');
  });

  it('books one of two accepting pool members picked at the same moment', async () => {
    const ida = await poolMember(kardio.id, { skills: ['Nachtwache'] });
    const jan = await poolMember(kardio.id, { skills: ['Nachtwache'] });
    const created = await post(ward, { skills: ['Nachtwache'], dates: [staffDate(12)] });
    for (const member of [ida, jan]) {
      const offer = (await offerOf(created._id, member.user.id))!;
      expect((await call(member, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' })).statusCode).toBe(200);
    }
    const both = await ctx.db.select().from(applications).where(eq(applications.requestId, created._id));
    const responses = await Promise.all(
      both.map((application, index) =>
        call(index === 0 ? ward : hr, 'POST', `/api/job/${created._id}/applicants/${application.id}/select`),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const states = (await ctx.db.select().from(applications).where(eq(applications.requestId, created._id))).map((row) => row.state).sort();
    expect(states).toEqual(['not_selected', 'selected']);
    const fills = await ctx.db.select().from(requestEvents).where(and(eq(requestEvents.requestId, created._id), eq(requestEvents.kind, 'filled')));
    expect(fills).toHaveLength(1);
  });

  it('fires a deadline once with two apps (processes) on one database', async () => {
    await poolMember(kardio.id, { skills: ['Tracheostoma'] });
    const created = await post(ward, { skills: ['Tracheostoma'], dates: [staffDate(13)] });
    const second = await secondApp(ctx.database, { notifier: recorder });
    const later = new Date(Date.now() + 30 * DAY);
    const done = await Promise.all([ctx.app.taskRunner.runDue(later), second.taskRunner.runDue(later)]);
    expect(done.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    await second.close();
    const passed = await ctx.db.select().from(requestEvents).where(and(eq(requestEvents.requestId, created._id), eq(requestEvents.kind, 'deadline_passed')));
    expect(passed).toHaveLength(1);
    expect(toldAbout(created._id, 'hr_review')).toHaveLength(1);
  });
});

describe('matching', () => {
  /** A filled request on which the person is booked for one shift. */
  async function bookedOn(userId: string, startsAt: number, endsAt: number) {
    const [request] = await ctx.db
      .insert(requests)
      .values({
        organisationId: org.id,
        departmentId: intensiv.id,
        kind: 'staff',
        state: 'internal_fill',
        title: 'Gebucht',
        firstShiftStart: new Date(startsAt),
        lastShiftEnd: new Date(endsAt),
      })
      .returning();
    await ctx.db.insert(shifts).values({ requestId: request!.id, organisationId: org.id, departmentId: intensiv.id, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
    await ctx.db.insert(applications).values({ requestId: request!.id, userId, state: 'selected' });
  }

  it('asks only who may work: rest time, overlap, unavailability, days off, archived, skills without case', async () => {
    const skill = 'Matching';
    const member = (firstName: string, skills = [skill]) => poolMember(kardio.id, { firstName, skills });
    const shiftStart = dayAt(20, 6);
    const shiftEnd = shiftStart + 8 * HOUR;
    const restOk = await member('RestOk');
    await bookedOn(restOk.user.id, shiftEnd + 11 * HOUR, shiftEnd + 19 * HOUR);
    const restShort = await member('RestShort');
    await bookedOn(restShort.user.id, shiftStart - 19 * HOUR + 60_000, shiftStart - 11 * HOUR + 60_000);
    const overlapping = await member('Overlap');
    await bookedOn(overlapping.user.id, shiftStart + HOUR, shiftEnd + HOUR);
    const away = await member('Away');
    await ctx.db.insert(unavailability).values({ userId: away.user.id, startsAt: new Date(shiftStart - DAY), endsAt: new Date(shiftStart + HOUR) });
    const awayBefore = await member('AwayBefore');
    await ctx.db.insert(unavailability).values({ userId: awayBefore.user.id, startsAt: new Date(shiftStart - DAY), endsAt: new Date(shiftStart) });
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short' }).format(new Date(shiftStart));
    const isoDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday) + 1;
    const dayOff = await member('DayOff');
    await ctx.db.insert(userPreferences).values({ userId: dayOff.user.id, daysOff: [isoDay], skipDaysOff: true });
    const dayOffButAsks = await member('DayOffAsks');
    await ctx.db.insert(userPreferences).values({ userId: dayOffButAsks.user.id, daysOff: [isoDay], skipDaysOff: false });
    const archived = await member('Archived');
    await ctx.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, archived.user.id));
    const upperCase = await member('Upper', ['MATCHING', 'Other']);
    const noQualification = await poolMember(kardio.id, { firstName: 'NoQual', qualification: null, skills: [skill] });

    const created = await post(ward, { skills: ['matching'], dates: [staffDate(20, 6, 8)] });
    const asked = (await offersOf(created._id)).map((offer) => offer.userId).sort();
    expect(asked).toEqual([restOk.user.id, awayBefore.user.id, dayOffButAsks.user.id, upperCase.user.id].sort());
    expect(asked).not.toContain(noQualification.user.id);
    expect(asked).not.toContain(restShort.user.id);
    expect(asked).not.toContain(overlapping.user.id);
    expect(asked).not.toContain(away.user.id);
    expect(asked).not.toContain(dayOff.user.id);
    expect(asked).not.toContain(archived.user.id);
  });
});

describe('refusals', () => {
  it('answers: 401 without sign-in, 404 for someone else’s offer, 400 for a bad answer or token', async () => {
    const kim = await poolMember(kardio.id, { skills: ['Refusal'] });
    const lea = await poolMember(kardio.id, { skills: ['Refusal'] });
    const created = await post(ward, { skills: ['Refusal'], dates: [staffDate(14)] });
    const offer = (await offerOf(created._id, kim.user.id))!;
    const frozen = await snapshot(created._id);
    expect((await call(null, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' })).statusCode).toBe(401);
    expect((await call(lea, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' })).statusCode).toBe(404);
    expect((await call(ward, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted' })).statusCode).toBe(404);
    expect((await call(kim, 'POST', `/api/offers/${offer.id}/answer`, { answer: 'maybe' })).statusCode).toBe(400);
    expect((await call(kim, 'POST', '/api/offers/not-a-uuid/answer', { answer: 'accepted' })).statusCode).toBe(400);
    const unknown = await call(null, 'POST', '/api/offers/answer-by-token', { token: 'x'.repeat(43), answer: 'accepted' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).code).toBe('TOKEN_INVALID');
    expect((await call(null, 'POST', '/api/offers/answer-by-token', { token: 'short', answer: 'accepted' })).statusCode).toBe(400);
    expect((await call(null, 'GET', `/api/offers/by-token?token=${'y'.repeat(43)}`)).statusCode).toBe(400);
    expect(await snapshot(created._id)).toEqual(frozen);
  });

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
    expect((await call(hr, 'POST', '/api/job/not-a-uuid/hr-decision', { decision: 'cancel' })).statusCode).toBe(400);
    expect(await snapshot(created._id)).toEqual(frozen);

    const timeline = (actor: Actor | null) => call(actor, 'GET', `/api/job/${created._id}/timeline`);
    expect((await timeline(null)).statusCode).toBe(401);
    expect((await timeline(user)).statusCode).toBe(403);
    expect((await timeline(otherHr)).statusCode).toBe(404);
    const admin = await signedIn(ctx, 'ADMIN');
    expect((await timeline(admin)).statusCode).toBe(200);
    // An administrator may decide too.
    expect((await decide(admin, { decision: 'approve_external' })).statusCode).toBe(200);
  });
});
