import type { OfferStage } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { withinHardLimits } from '#server/modules/compliance/compliance.service';
import { newOffers, setStageDeadline, type EngineContext } from './engine.context';
import type { Ladder } from './engine.ladder';
import type { MatchingChange, RequestLifecycle } from '#server/modules/requests/requests.service';
import * as q from './engine.queries';
import * as pool from './pool.queries';
import * as rematch from './rematch.queries';
import { stageDeadline } from './engine.rules';

/** The pool stage a request is in (its offers can be answered), or null. */
function runningStage(request: q.LockedRequest): OfferStage | null {
  if (request.state === q.STATE_OF_STAGE.department_pool) return 'department_pool';
  if (request.state === q.STATE_OF_STAGE.other_pools) return 'other_pools';
  return null;
}

/**
 * A request was edited (RequestLifecycle.changed): in a pool stage its pool is matched again;
 * in HR review or with agencies nobody is being asked, and the timeline says what changed.
 */
/**
 * ArbZG §3 as in the first match: whom the edited shifts take over 10 hours of
 * work on a day, counting what they are booked for at any clinic, no longer fits the request.
 */
async function withinWorkingTime<T extends { userId: string; eligible: boolean }>(
  tx: Db,
  requestId: string,
  rows: T[],
): Promise<T[]> {
  const candidates = rows.filter((row) => row.eligible).map((row) => ({ id: row.userId }));
  const allowed = new Set(
    (await withinHardLimits(tx, requestId, candidates)).map((candidate) => candidate.id),
  );
  return rows.map((row) =>
    row.eligible && !allowed.has(row.userId) ? { ...row, eligible: false } : row,
  );
}

export function createRematch(ctx: EngineContext, ladder: Pick<Ladder, 'matchOf' | 'lockSettled'>) {
  const { clock, notify, payloadOf } = ctx;

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
    return stageDeadline(startedAt, hours, request.firstShiftStart, ctx.hourMs);
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
      ? await withinWorkingTime(
          tx,
          request.id,
          await rematch.rematchStage(tx, {
            ...(await ladder.matchOf(tx, request, await departmentsOf(tx, request, stage))),
            stage,
          }),
        )
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

    await setStageDeadline(tx, request.id, stage, deadline);
    if (!stageOpen) ctx.onTaskScheduled?.();
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

    const { offers, answerLinks } = newOffers(
      newlyMatching.map((row) => ({
        userId: row.userId,
        channels: row.channels ?? [],
        hasPhone: row.hasPhone ?? false,
      })),
    );

    const [changedEventId] = await q.insertEvents(tx, [
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
    // Asked by the change: the timeline shows these offers after it, marked afterChange.
    await pool.insertOffers(tx, {
      requestId: request.id,
      stage,
      askedAt: now,
      tokenExpiresAt: deadline,
      offers,
      askedEventId: changedEventId!,
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

  const changed: RequestLifecycle['changed'] = async (tx, { requestId, changes }, actorId) => {
    if (changes.length === 0) return;
    const request = await ladder.lockSettled(tx, requestId);
    if (!request) return;
    const stage = runningStage(request);
    if (stage) {
      await rematchRunningStage(tx, request, stage, changes, actorId);
      return;
    }
    // HR review or agencies: nobody is being asked, the timeline still says what changed.
    await q.insertEvents(tx, [{ requestId, kind: 'changed', actorId, detail: { changes } }]);
  };

  return { changed };
}
