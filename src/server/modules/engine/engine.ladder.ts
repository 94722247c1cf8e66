import type { NotificationChannel, OfferStage } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { cancelTasks, type TaskHandler } from '#server/modules/scheduler/scheduler.service';
import { withinHardLimits } from '#server/modules/compliance/compliance.service';
import { alertedDispatcherIds } from './alerts.queries';
import { requestLink, setStageDeadline, tasksOf, type EngineContext } from './engine.context';
import type { Fanout } from './engine.fanout';
import type { RequestLifecycle } from '#server/modules/requests/requests.service';
import * as q from './engine.queries';
import * as pool from './pool.queries';
import { qualificationsSatisfying, shiftWeekdays, stageDeadline } from './engine.rules';

/**
 * The escalation ladder: a new request asks its department's pool, a stage's deadline moves it
 * up (HR review, or agencies after the other pools), and a fill or a cancellation ends it and
 * tells everyone asked. The steps HR's decision and the re-match after an edit reuse are here too.
 */
export function createLadder(ctx: EngineContext, fanout: Fanout) {
  const { clock, notify, payloadOf } = ctx;

  /**
   * Asks matching pool members of some departments: an offer each (channels from their
   * preferences, SMS only with a phone number, a one-tap token expiring with the stage), the
   * timeline, the notifications, the deadline and its task. Returns how many were asked. The
   * members' rows are one fan-out row here, written per member once this transaction commits
   * (the caller runs `settle`); the live events go out on the commit.
   */
  async function askPool(
    tx: Db,
    request: q.LockedRequest,
    stage: OfferStage,
    candidates: pool.PoolCandidate[],
    deadline: Date,
    actorId: string | null,
    summary?: q.RequestSummary,
  ) {
    // The stage's timeline event: the offers point at it, the timeline shows them right after.
    // startedAt: the clock's instant (the row's own stamp is the database's), so a later edit
    // measures the stage's time limit on the same clock as the deadline.
    const startedAt = clock.now();
    const [stageEventId] = await q.insertEvents(tx, [
      {
        requestId: request.id,
        kind: 'stage_started',
        actorId,
        detail: {
          stage,
          deadlineAt: deadline.toISOString(),
          asked: candidates.length,
          startedAt: startedAt.toISOString(),
        },
      },
    ]);
    await setStageDeadline(tx, request.id, stage, deadline);
    if (deadline <= clock.now()) ctx.onTaskScheduled?.();
    if (candidates.length > 0) {
      await fanout.start(tx, {
        requestId: request.id,
        stage,
        candidates,
        askedEventId: stageEventId!,
        askedAt: startedAt,
        tokenExpiresAt: deadline,
        payload: {
          ...(await payloadOf(tx, request.id, summary)),
          stage,
          deadlineAt: deadline.toISOString(),
          path: '/my-shifts',
        },
      });
    }
    return candidates.length;
  }

  /**
   * What the matching rules are given for a request and the departments whose pools are asked.
   * `summary`: the request's summary when the caller has read it (askPool's notification uses it too).
   */
  async function matchOf(
    tx: Db,
    request: q.LockedRequest,
    departmentIds: string[],
    summary?: q.RequestSummary,
  ): Promise<pool.PoolMatch> {
    const shifts = summary ?? (await q.requestSummary(tx, request.id));
    return {
      requestId: request.id,
      departmentIds,
      qualifications: qualificationsSatisfying(request.qualification),
      skills: request.skills.map((skill) => skill.toLowerCase()),
      weekdays: shiftWeekdays(shifts?.dates ?? []),
    };
  }

  async function candidatesFor(
    tx: Db,
    request: q.LockedRequest,
    departmentIds: string[],
    summary?: q.RequestSummary,
  ) {
    const matched = await pool.matchPool(tx, await matchOf(tx, request, departmentIds, summary));
    // ArbZG §3 (10 hours a day, any clinic) on top of the query's rest rule.
    return withinHardLimits(tx, request.id, matched);
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

  const created: RequestLifecycle['created'] = async (tx, requestId, actorId) => {
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
    const deadline = stageDeadline(clock.now(), hours, request.firstShiftStart, ctx.hourMs);
    // Read once: the matching needs its dates, the offers' notification names it.
    const summary = await q.requestSummary(tx, request.id);
    // Even with nobody matching, the stage runs: the manager may still pick, HR hears when it ends.
    await askPool(
      tx,
      request,
      'department_pool',
      await candidatesFor(tx, request, [request.departmentId], summary),
      deadline,
      actorId,
      summary,
    );
  };

  const closed: RequestLifecycle['closed'] = async (tx, { cancelled, deleted }, actorId) => {
    for (const requestId of [...cancelled, ...deleted])
      await cancelTasks(tx, { keyPrefix: tasksOf(requestId) });
    for (const requestId of cancelled) {
      // Members asked by a fan-out not yet written are told too.
      await fanout.completePending(tx, requestId);
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
  };

  const filled: RequestLifecycle['filled'] = async (
    tx,
    { requestId, applicationId, userId },
    actorId,
  ) => {
    await cancelTasks(tx, { keyPrefix: tasksOf(requestId) });
    await fanout.completePending(tx, requestId);
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
  };

  /** The stage's time ran out: department pool → HR review; other pools → agencies. */
  const onDeadline: TaskHandler = async (tx, task, { now }) => {
    const requestId = String(task.payload.requestId);
    const stage = task.payload.stage as OfferStage;
    const request = await fanout.lockSettled(tx, requestId);
    // Filled, cancelled or moved on meanwhile: nothing left to do.
    if (!request || request.state !== q.STATE_OF_STAGE[stage]) return;
    await q.insertEvents(tx, [
      { requestId, kind: 'deadline_passed', detail: { stage, at: now.toISOString() } },
    ]);
    ctx.log.info({ requestId, stage }, 'stage deadline passed: the request moves up the ladder');
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

  const { lockSettled, settleAfterCommit } = fanout;
  return {
    askPool,
    matchOf,
    candidatesFor,
    openToAgencies,
    created,
    closed,
    filled,
    onDeadline,
    lockSettled,
    settleAfterCommit,
  };
}

export type Ladder = ReturnType<typeof createLadder>;
