import type { FastifyBaseLogger } from 'fastify';
import type { OfferLinkInfo, Timeline } from '../../../shared/contracts/engine';
import type { NotificationChannel, OfferAnswer, OfferStage } from '../../../shared/request-states';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { systemClock, type Clock } from '../../lib/clock';
import { hashLinkToken, newLinkToken } from '../../lib/tokens';
import { mayAdministerOrganisation, resolveScope } from '../organisation-scope/scope.queries';
import { cancelActiveApplications, cancelRequests } from '../requests/requests.queries';
import type { RequestActor, RequestService } from '../requests/requests.service';
import { cancelTasks, scheduleTask, type TaskHandler } from '../scheduler/scheduler.service';
import { alertedDispatcherIds } from './alerts.queries';
import type { MatchingChange, Notifier, NotifyInput, RequestLifecycle } from './engine.ports';
import * as q from './engine.queries';
import * as rematch from './rematch.queries';
import { qualificationsSatisfying, shiftWeekdays, stageDeadline } from './engine.rules';

/** The task that ends a pool stage; one pending per request (its key), replaced when moved. */
export const DEADLINE_TASK = 'request.deadline';
const tasksOf = (requestId: string) => `request:${requestId}:`;
const deadlineKey = (requestId: string) => `${tasksOf(requestId)}deadline`;

/** Timeline answers are bounded: a pool of thousands is asked in thousands of rows. */
const TIMELINE_LIMIT = 1000;
const LISTED_DATES = 10;

const requestLink = (id: string) => `/hospital/requests/${id}`;
const offerPath = (token: string, answer: OfferAnswer) =>
  `/offer?token=${encodeURIComponent(token)}&answer=${answer}`;

const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

type Via = 'app' | 'email' | 'sms';

/**
 * The marketplace engine: asks a department's pool when a staff request is created, records
 * answers, moves the request up the ladder when a stage's time runs out (HR review, the other
 * pools, agencies), and keeps the timeline. Every step writes in the caller's or the task
 * runner's transaction, under the request's row lock, so answers, picks and deadlines of one
 * request never interleave.
 */
export function createEngine(deps: {
  db: Db;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Wakes the local task runner when a deadline is already due. */
  onTaskScheduled?: () => void;
  /** How long one hour of a time limit lasts (ENGINE_TIME_LIMIT_UNIT_SECONDS); an hour by default. */
  hourMs?: number;
  /** Asked-at, deadlines and whether an offer is still open are measured on it. */
  clock?: Clock;
  /** The requests module decides the scope of HR's decision and the timeline (out of scope is not found). */
  requests: Pick<RequestService, 'find' | 'get'>;
}) {
  const { db, notifier, requests } = deps;
  const clock = deps.clock ?? systemClock;

  async function payloadOf(tx: Db, requestId: string) {
    const summary = await q.requestSummary(tx, requestId);
    if (!summary) return {};
    return {
      title: summary.title,
      organisation: summary.organisationName,
      department: summary.departmentName,
      dates: summary.dates
        .slice(0, LISTED_DATES)
        .map((date) => ({ start: date.startsAt.toISOString(), end: date.endsAt.toISOString() })),
      moreDates: Math.max(0, summary.dates.length - LISTED_DATES),
    };
  }

  async function notify(tx: Db, input: NotifyInput) {
    const userIds = [...new Set(input.userIds)];
    if (userIds.length) await notifier.notify(tx, { ...input, userIds });
  }

  /**
   * Asks matching pool members of some departments: an offer each (channels from their
   * preferences, SMS only with a phone number, a one-tap token expiring with the stage), the
   * timeline, the notifications, the deadline and its task. Returns how many were asked.
   */
  async function askPool(
    tx: Db,
    request: q.LockedRequest,
    stage: OfferStage,
    candidates: q.PoolCandidate[],
    deadline: Date,
    actorId: string | null,
  ) {
    const answerLinks = new Map<string, { accept: string; decline: string }>();
    const offers = candidates.map((candidate) => {
      const { token, hash } = newLinkToken();
      answerLinks.set(candidate.id, {
        accept: offerPath(token, 'accepted'),
        decline: offerPath(token, 'declined'),
      });
      const channels = candidate.channels.filter(
        (channel) => channel !== 'sms' || candidate.hasPhone,
      );
      return { userId: candidate.id, channels, tokenHash: hash };
    });
    // The stage first: its timeline event comes before the 'asked' events the offers write.
    // startedAt: the clock's instant (the row's own stamp is the database's), so a later edit
    // measures the stage's time limit on the same clock as the deadline.
    const startedAt = clock.now();
    await q.insertEvents(tx, [
      {
        requestId: request.id,
        kind: 'stage_started',
        actorId,
        detail: { stage, deadlineAt: deadline.toISOString(), asked: offers.length, startedAt: startedAt.toISOString() },
      },
    ]);
    await q.insertOffers(tx, {
      requestId: request.id,
      stage,
      askedAt: startedAt,
      tokenExpiresAt: deadline,
      offers,
    });
    await q.setRequest(tx, request.id, { deadlineAt: deadline });
    await scheduleTask(tx, {
      kind: DEADLINE_TASK,
      key: deadlineKey(request.id),
      runAt: deadline,
      payload: { requestId: request.id, stage },
    });
    if (deadline <= clock.now()) deps.onTaskScheduled?.();
    await notify(tx, {
      userIds: offers.map((offer) => offer.userId),
      kind: 'offer',
      requestId: request.id,
      payload: { ...(await payloadOf(tx, request.id)), stage, deadlineAt: deadline.toISOString() },
      link: '/my-shifts',
      answerLinks,
    });
    return offers.length;
  }

  /** What the matching rules are given for a request and the departments whose pools are asked. */
  async function matchOf(
    tx: Db,
    request: q.LockedRequest,
    departmentIds: string[],
  ): Promise<q.PoolMatch> {
    const shifts = await q.requestSummary(tx, request.id);
    return {
      requestId: request.id,
      departmentIds,
      qualifications: qualificationsSatisfying(request.qualification),
      skills: request.skills.map((skill) => skill.toLowerCase()),
      weekdays: shiftWeekdays(shifts?.dates ?? []),
    };
  }

  async function candidatesFor(tx: Db, request: q.LockedRequest, departmentIds: string[]) {
    return q.matchPool(tx, await matchOf(tx, request, departmentIds));
  }

  /**
   * The last step: vetted agencies see it on their board; the dispatchers whose job alert matches
   * it (or who set none) are told, through their own channels.
   */
  async function openToAgencies(tx: Db, request: q.LockedRequest, actorId: string | null) {
    if (request.state !== 'external_adv') {
      await q.setRequest(tx, request.id, { state: 'external_adv', deadlineAt: null });
    }
    await q.insertEvents(tx, [
      { requestId: request.id, kind: 'stage_started', actorId, detail: { stage: 'external' } },
    ]);
    await notify(tx, {
      userIds: await alertedDispatcherIds(tx, request.id),
      kind: 'external_request',
      requestId: request.id,
      payload: await payloadOf(tx, request.id),
      link: `/agency/jobs/${request.id}`,
    });
  }

  /** Tells everyone asked on a request; those who applied heard it by e-mail already: in-app only. */
  async function tellAsked(
    tx: Db,
    requestId: string,
    kind: 'request_filled' | 'request_cancelled',
    payload: Record<string, unknown>,
    options: { keepRequest: boolean; except?: string },
  ) {
    const asked = (await q.askedUsers(tx, [requestId])).filter(
      (row) => row.userId !== options.except,
    );
    const base = { kind, requestId: options.keepRequest ? requestId : null, payload };
    const appOnly: NotificationChannel[] = ['app'];
    await notify(tx, {
      ...base,
      userIds: asked.filter((row) => row.applied).map((row) => row.userId),
      channels: appOnly,
    });
    await notify(tx, {
      ...base,
      userIds: asked.filter((row) => !row.applied).map((row) => row.userId),
    });
  }

  /** The pool stage a request is in (its offers can be answered), or null. */
  function runningStage(request: q.LockedRequest): OfferStage | null {
    if (request.state === q.STATE_OF_STAGE.department_pool) return 'department_pool';
    if (request.state === q.STATE_OF_STAGE.other_pools) return 'other_pools';
    return null;
  }

  /** The departments whose pools a stage asks. */
  async function departmentsOf(tx: Db, request: q.LockedRequest, stage: OfferStage) {
    if (stage === 'department_pool') return request.departmentId ? [request.departmentId] : [];
    return q.otherDepartmentIds(tx, request.organisationId, request.departmentId);
  }

  /**
   * The running stage's deadline for the request as it is now: its time limit measured from when
   * the stage began (an edit does not restart the clock), shrunk to half the time until the
   * (perhaps moved) first shift, as when the stage started.
   */
  async function recomputedDeadline(tx: Db, request: q.LockedRequest, stage: OfferStage) {
    const organisation = await q.findOrganisation(tx, request.organisationId);
    const hours =
      stage === 'department_pool'
        ? (request.timeLimitHours ?? organisation?.poolTimeLimitHours ?? 24)
        : (organisation?.otherPoolsTimeLimitHours ?? 0);
    const startedAt = (await rematch.stageStartedAt(tx, request.id, stage)) ?? request.createdAt;
    return stageDeadline(startedAt, hours, request.firstShiftStart, deps.hourMs);
  }

  /**
   * A request in a pool stage was edited: the stage's pool is matched again against the request
   * as it is now. Newly matching members are asked (as askPool asks: offer, channels, one-tap
   * links); open offers of members who no longer match are withdrawn and acceptances of those
   * who no longer fit no longer apply (both are told); those still asked or accepted hear what
   * changed. The deadline follows the new first shift, and the timeline records it all.
   */
  async function rematchRunningStage(
    tx: Db,
    request: q.LockedRequest,
    stage: OfferStage,
    changes: MatchingChange[],
    actorId: string,
  ) {
    const now = clock.now();
    const deadline = await recomputedDeadline(tx, request, stage);
    const stageOpen = deadline > now;
    const matchingChanged = changes.some((change) => change !== 'timeLimit');
    const rows = matchingChanged
      ? await rematch.rematchStage(tx, {
          ...(await matchOf(tx, request, await departmentsOf(tx, request, stage))),
          stage,
        })
      : [];
    const live = rows.filter((row) => row.offerId !== null && !row.withdrawn);
    const withdrawnOpen = live.filter((row) => !row.eligible && row.answer === null);
    const withdrawnAccepted = live.filter((row) => !row.eligible && row.answer === 'accepted');
    const stillMatching = live.filter((row) => row.eligible);
    // Someone who applied through an agency is not asked as a pool member; a withdrawn acceptance may be asked again.
    const newlyMatching = stageOpen
      ? rows.filter(
          (row) =>
            row.eligible &&
            (row.offerId === null || row.withdrawn) &&
            (row.applicationState === null ||
              (row.applicationState === 'withdrawn' && row.applicationAgencyId === null)),
        )
      : [];

    await q.setRequest(tx, request.id, { deadlineAt: deadline });
    await scheduleTask(tx, {
      kind: DEADLINE_TASK,
      key: deadlineKey(request.id),
      runAt: deadline,
      payload: { requestId: request.id, stage },
    });
    if (!stageOpen) deps.onTaskScheduled?.();
    await rematch.setOfferTokenExpiry(tx, request.id, stage, deadline);

    const ended = [...withdrawnOpen, ...withdrawnAccepted];
    await rematch.withdrawOffers(
      tx,
      ended.map((row) => row.offerId!),
      now,
    );
    await rematch.withdrawPoolApplications(
      tx,
      request.id,
      withdrawnAccepted.map((row) => row.userId),
      actorId,
      now,
    );
    await rematch.clearWithdrawn(
      tx,
      request.id,
      newlyMatching
        .filter((row) => row.offerId !== null || row.applicationState !== null)
        .map((row) => row.userId),
    );

    const answerLinks = new Map<string, { accept: string; decline: string }>();
    const offers = newlyMatching.map((row) => {
      const { token, hash } = newLinkToken();
      answerLinks.set(row.userId, {
        accept: offerPath(token, 'accepted'),
        decline: offerPath(token, 'declined'),
      });
      const channels = (row.channels ?? []).filter((channel) => channel !== 'sms' || row.hasPhone);
      return { userId: row.userId, channels, tokenHash: hash };
    });

    await q.insertEvents(tx, [
      {
        requestId: request.id,
        kind: 'changed',
        actorId,
        detail: {
          changes,
          stage,
          deadlineAt: deadline.toISOString(),
          asked: offers.length,
          withdrawn: withdrawnOpen.length,
          acceptancesWithdrawn: withdrawnAccepted.length,
          told: stillMatching.length,
        },
      },
      ...ended.map((row) => ({
        requestId: request.id,
        kind: 'offer_withdrawn',
        actorId,
        userId: row.userId,
        detail: { stage, accepted: row.answer === 'accepted' },
      })),
    ]);
    // After the change and the withdrawals: the offers write their own 'asked' events.
    await q.insertOffers(tx, {
      requestId: request.id,
      stage,
      askedAt: now,
      tokenExpiresAt: deadline,
      offers,
      askedDetail: { afterChange: true },
    });

    const payload = {
      ...(await payloadOf(tx, request.id)),
      stage,
      changes,
      deadlineAt: deadline.toISOString(),
    };
    const outcomes = [
      { kind: 'offer', userIds: offers.map((offer) => offer.userId), answerLinks },
      { kind: 'offer_withdrawn', userIds: withdrawnOpen.map((row) => row.userId) },
      { kind: 'acceptance_withdrawn', userIds: withdrawnAccepted.map((row) => row.userId) },
      { kind: 'request_changed', userIds: stillMatching.map((row) => row.userId) },
    ] as const;
    for (const outcome of outcomes) {
      await notify(tx, { ...outcome, requestId: request.id, payload, link: '/my-shifts' });
    }
  }

  const lifecycle: RequestLifecycle = {
    async created(tx, requestId, actorId) {
      const request = await q.lockRequest(tx, requestId);
      if (!request) return;
      await q.insertEvents(tx, [
        { requestId, kind: 'created', actorId, detail: { state: request.state } },
      ]);
      if (request.state === 'external_adv') {
        await openToAgencies(tx, request, actorId);
        return;
      }
      if (request.state !== 'internal_adv' || !request.departmentId) return;
      const organisation = await q.findOrganisation(tx, request.organisationId);
      const hours = request.timeLimitHours ?? organisation?.poolTimeLimitHours ?? 24;
      const deadline = stageDeadline(clock.now(), hours, request.firstShiftStart, deps.hourMs);
      // Even with nobody matching, the stage runs: the manager may still pick, HR hears when it ends.
      await askPool(
        tx,
        request,
        'department_pool',
        await candidatesFor(tx, request, [request.departmentId]),
        deadline,
        actorId,
      );
    },

    async changed(tx, { requestId, changes }, actorId) {
      if (changes.length === 0) return;
      const request = await q.lockRequest(tx, requestId);
      if (!request) return;
      const stage = runningStage(request);
      if (stage) {
        await rematchRunningStage(tx, request, stage, changes, actorId);
        return;
      }
      // HR review or agencies: nobody is being asked, the timeline still says what changed.
      await q.insertEvents(tx, [{ requestId, kind: 'changed', actorId, detail: { changes } }]);
    },

    async closed(tx, { cancelled, deleted }, actorId) {
      for (const requestId of [...cancelled, ...deleted])
        await cancelTasks(tx, { keyPrefix: tasksOf(requestId) });
      for (const requestId of cancelled) {
        await q.setRequest(tx, requestId, { deadlineAt: null });
        await q.insertEvents(tx, [{ requestId, kind: 'cancelled', actorId, detail: {} }]);
        await tellAsked(tx, requestId, 'request_cancelled', await payloadOf(tx, requestId), {
          keepRequest: true,
        });
      }
      // Deleted requests take their notifications with them: those keep no request id.
      for (const requestId of deleted) {
        await tellAsked(tx, requestId, 'request_cancelled', await payloadOf(tx, requestId), {
          keepRequest: false,
        });
      }
    },

    async filled(tx, { requestId, applicationId, userId }, actorId) {
      await cancelTasks(tx, { keyPrefix: tasksOf(requestId) });
      await q.setRequest(tx, requestId, { filledAt: clock.now(), deadlineAt: null });
      await q.insertEvents(tx, [
        { requestId, kind: 'selected', actorId, userId, detail: { applicationId } },
        { requestId, kind: 'filled', actorId, detail: {} },
      ]);
      const payload = await payloadOf(tx, requestId);
      await notify(tx, {
        userIds: [userId],
        kind: 'request_filled',
        requestId,
        payload: { ...payload, selected: true },
        link: '/my-shifts',
        channels: ['app'],
      });
      await tellAsked(
        tx,
        requestId,
        'request_filled',
        { ...payload, selected: false },
        { keepRequest: true, except: userId },
      );
    },
  };

  /** The stage's time ran out: department pool → HR review; other pools → agencies. */
  const onDeadline: TaskHandler = async (tx, task, { now }) => {
    const requestId = String(task.payload.requestId);
    const stage = task.payload.stage as OfferStage;
    const request = await q.lockRequest(tx, requestId);
    // Filled, cancelled or moved on meanwhile: nothing left to do.
    if (!request || request.state !== q.STATE_OF_STAGE[stage]) return;
    await q.insertEvents(tx, [
      { requestId, kind: 'deadline_passed', detail: { stage, at: now.toISOString() } },
    ]);
    deps.log.info({ requestId, stage }, 'stage deadline passed: the request moves up the ladder');
    if (stage === 'other_pools') {
      await openToAgencies(tx, request, null);
      return;
    }
    await q.setRequest(tx, requestId, { state: 'hr_review', deadlineAt: null });
    await q.insertEvents(tx, [
      { requestId, kind: 'stage_started', detail: { stage: 'hr_review' } },
    ]);
    await notify(tx, {
      userIds: await q.hrUserIds(tx, request.organisationId),
      kind: 'hr_review',
      requestId,
      payload: await payloadOf(tx, requestId),
      link: requestLink(requestId),
    });
  };

  /** Whether the request is still asking in this offer's stage; throws the reason otherwise. */
  function checkOpen(request: q.LockedRequest, offer: q.OfferRow, now: Date) {
    if (offer.withdrawnAt) throw new AppError('OFFER_WITHDRAWN');
    if (offer.answer) throw new AppError('OFFER_ANSWERED');
    if (
      request.state === 'cancelled' ||
      request.state === 'internal_fill' ||
      request.state === 'external_fill'
    ) {
      throw new AppError('REQUEST_NOT_OPEN');
    }
    const stageOver =
      request.state !== q.STATE_OF_STAGE[offer.stage] ||
      (request.deadlineAt !== null && request.deadlineAt <= now) ||
      (offer.tokenExpiresAt !== null && offer.tokenExpiresAt <= now);
    if (stageOver) throw new AppError('OFFER_EXPIRED');
  }

  async function linkInfo(tx: Db, offer: q.OfferRow, now: Date): Promise<OfferLinkInfo> {
    const summary = await q.requestSummary(tx, offer.requestId);
    if (!summary) throw new AppError('NOT_FOUND');
    const request = await q.readRequest(tx, offer.requestId);
    let status: OfferLinkInfo['status'] = 'open';
    if (offer.withdrawnAt) status = 'withdrawn';
    else if (offer.answer) status = 'answered';
    else if (!request) status = 'closed';
    else {
      try {
        checkOpen(request, offer, now);
      } catch {
        status = 'closed';
      }
    }
    return {
      request: {
        title: summary.title,
        organisationName: summary.organisationName,
        departmentName: summary.departmentName,
        dates: summary.dates.map((date) => ({
          startDate: date.startsAt.getTime(),
          endDate: date.endsAt.getTime(),
        })),
      },
      status,
      answer: offer.answer,
    };
  }

  /** One answer, under the request's lock: refused (nothing written) unless the stage still asks. */
  async function answerOffer(offerId: string, answer: OfferAnswer, via: Via) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const found = await q.findOffer(tx, offerId);
      if (!found) throw new AppError('NOT_FOUND');
      const request = await q.lockRequest(tx, found.requestId);
      if (!request) throw new AppError('NOT_FOUND');
      // Read again under the lock: a concurrent answer to the same offer has committed by now.
      const offer = (await q.findOffer(tx, offerId))!;
      checkOpen(request, offer, now);
      if (!(await q.recordAnswer(tx, offer.id, answer, via, now)))
        throw new AppError('OFFER_ANSWERED');
      await q.setFirstAnswer(tx, request.id, now);
      await q.insertEvents(tx, [
        {
          requestId: request.id,
          kind: 'answered',
          actorId: offer.userId,
          userId: offer.userId,
          channel: via,
          detail: { answer, stage: offer.stage },
        },
      ]);
      if (answer === 'accepted') {
        await q.insertPoolApplication(tx, request.id, offer.userId);
        const [managers, hr, person] = await Promise.all([
          q.wardManagerIds(tx, request.departmentId),
          q.hrUserIds(tx, request.organisationId),
          q.personName(tx, offer.userId),
        ]);
        await notify(tx, {
          userIds: [...managers, ...hr],
          kind: 'offer_accepted',
          requestId: request.id,
          payload: { ...(await payloadOf(tx, request.id)), person, stage: offer.stage },
          link: requestLink(request.id),
        });
      }
      return linkInfo(tx, { ...offer, answer }, now);
    });
  }

  async function offerOfToken(token: string) {
    const offer = await q.findOfferByTokenHash(db, hashLinkToken(token));
    if (!offer) throw new AppError('TOKEN_INVALID');
    return offer;
  }

  return {
    lifecycle,
    onDeadline,

    /** The caller's own offer, answered in the app; someone else's offer is not found. */
    async answer(actor: RequestActor, offerId: string, answer: OfferAnswer) {
      const offer = await q.findOffer(db, offerId);
      if (!offer || offer.userId !== actor.userId) throw new AppError('NOT_FOUND');
      return answerOffer(offerId, answer, 'app');
    },

    /** One tap from an e-mail or SMS: the token is the authorisation, single use by the answer. */
    async answerByToken(token: string, answer: OfferAnswer, via: 'email' | 'sms' = 'email') {
      const offer = await offerOfToken(token);
      return answerOffer(offer.id, answer, via);
    },

    async offerByToken(token: string) {
      return linkInfo(db, await offerOfToken(token), clock.now());
    },

    /**
     * HR's decision on a request whose pool did not fill it: cancel it, or approve external
     * filling (the other departments' pools first, when the organisation gives them time).
     */
    async hrDecision(
      actor: RequestActor,
      requestId: string,
      decision: 'approve_external' | 'cancel',
    ) {
      const found = await requests.find(actor, requestId);
      if (!mayAdministerOrganisation(await resolveScope(db, actor), found.request.organisationId)) {
        throw new AppError('FORBIDDEN');
      }
      await db.transaction(async (tx) => {
        const request = await q.lockRequest(tx, requestId);
        if (!request) throw new AppError('NOT_FOUND');
        if (request.state !== 'hr_review') throw new AppError('NOT_IN_HR_REVIEW');
        await q.insertEvents(tx, [
          { requestId, kind: 'hr_decided', actorId: actor.userId, detail: { decision } },
        ]);
        if (decision === 'cancel') {
          await cancelRequests(tx, [requestId]);
          await cancelActiveApplications(tx, [requestId]);
          await lifecycle.closed(tx, { cancelled: [requestId], deleted: [] }, actor.userId);
          return;
        }
        const organisation = await q.findOrganisation(tx, request.organisationId);
        const hours = organisation?.otherPoolsTimeLimitHours ?? 0;
        const candidates =
          hours > 0
            ? await candidatesFor(
                tx,
                request,
                await q.otherDepartmentIds(tx, request.organisationId, request.departmentId),
              )
            : [];
        if (candidates.length === 0) {
          await openToAgencies(tx, request, actor.userId);
          return;
        }
        await q.setRequest(tx, requestId, { state: 'pool_adv' });
        await askPool(
          tx,
          request,
          'other_pools',
          candidates,
          stageDeadline(clock.now(), hours, request.firstShiftStart, deps.hourMs),
          actor.userId,
        );
      });
      return requests.get(actor, requestId);
    },

    /** The ladder so far, scoped like GET /api/job/:id. */
    async timeline(actor: RequestActor, requestId: string): Promise<Timeline> {
      const { request } = await requests.find(actor, requestId);
      const [events, offers] = await Promise.all([
        q.listEvents(db, requestId, TIMELINE_LIMIT),
        q.listOffers(db, requestId, TIMELINE_LIMIT),
      ]);
      const since = (at: Date | null) => (at ? at.getTime() - request.createdAt.getTime() : null);
      return {
        events: events.map((event) => ({
          _id: event.id,
          at: event.at.toISOString(),
          kind: event.kind,
          actor: event.actorId
            ? { _id: event.actorId, name: name(event.actorFirstName, event.actorLastName) }
            : null,
          person: event.personId
            ? { _id: event.personId, name: name(event.personFirstName, event.personLastName) }
            : null,
          channel: event.channel,
          detail: event.detail,
        })),
        deadlineAt: request.deadlineAt?.toISOString() ?? null,
        timeToFirstAnswerMs: since(request.firstAnswerAt),
        timeToFillMs: since(request.filledAt),
        offers: offers.map((offer) => ({
          person: { _id: offer.userId, name: name(offer.firstName, offer.lastName) },
          stage: offer.stage,
          channels: offer.channels,
          askedAt: offer.askedAt.toISOString(),
          answer: offer.answer,
          answeredAt: offer.answeredAt?.toISOString() ?? null,
          answeredVia: offer.answeredVia,
          withdrawnAt: offer.withdrawnAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;
