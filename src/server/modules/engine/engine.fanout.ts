import type { OfferStage } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { derivedLinkTokens, newTokenSeed } from '#server/lib/tokens';
import {
  cancelTasks,
  scheduleTask,
  type TaskHandler,
} from '#server/modules/scheduler/scheduler.service';
import { offerChannels, offersWithTokens, type EngineContext } from './engine.context';
import * as q from './engine.queries';
import * as fanouts from './fanout.queries';
import * as pool from './pool.queries';

/** The task that completes a fan-out whose POST did not (the process died in between). */
export const FANOUT_TASK = 'pool.fanout';
/** How long the request's own completion has before the task runner of any process takes over. */
const FANOUT_GRACE_MS = 60_000;
const taskKey = (fanoutId: string) => `fanout:${fanoutId}`;

/**
 * A pool asked in two steps: the request's transaction stores one fan-out row and
 * the live events go out from it on commit; a second transaction writes each member's offer,
 * notification and e-mail from that row. Every transaction that locks the request completes its
 * pending fan-outs first, so nothing reads a request whose members are asked but not yet stored.
 */
export function createFanout(ctx: EngineContext) {
  const { db, clock } = ctx;

  /** In the request's transaction: the pool's one row, the fallback task and the live push on commit. */
  async function start(
    tx: Db,
    values: {
      requestId: string;
      stage: OfferStage;
      candidates: pool.PoolCandidate[];
      askedEventId: string;
      askedAt: Date;
      tokenExpiresAt: Date;
      payload: Record<string, unknown>;
    },
  ) {
    const { candidates, ...rest } = values;
    const id = await fanouts.insertFanout(tx, {
      ...rest,
      userIds: candidates.map((candidate) => candidate.id),
      channels: candidates.map(offerChannels),
      tokenSeed: newTokenSeed(),
    });
    await scheduleTask(tx, {
      kind: FANOUT_TASK,
      key: taskKey(id),
      runAt: new Date(clock.now().getTime() + FANOUT_GRACE_MS),
      payload: { requestId: values.requestId },
    });
    await ctx.notifier.announceFanout?.(tx, id);
  }

  /**
   * Each member's rows from the fan-out, then its done mark: in one transaction, under its lock.
   * Outside the task's own run its fallback task goes too (a done fan-out's task would be a no-op).
   */
  async function complete(tx: Db, row: fanouts.FanoutRow, byTask: boolean) {
    const { offers, answerLinks } = offersWithTokens(
      row.userIds.map((userId, index) => ({
        userId,
        channels: row.channels[index]!.split(',').filter(Boolean),
      })),
      derivedLinkTokens(row.tokenSeed!, row.userIds),
    );
    await pool.insertOffers(tx, {
      requestId: row.requestId,
      stage: row.stage,
      askedAt: row.askedAt,
      tokenExpiresAt: row.tokenExpiresAt,
      offers,
      askedEventId: row.askedEventId,
    });
    // The payload carries its path already: the live events showed exactly it.
    await ctx.notify(tx, {
      userIds: row.userIds,
      kind: 'offer',
      requestId: row.requestId,
      payload: row.payload,
      answerLinks,
      fanoutId: row.id,
    });
    await fanouts.markFanoutDone(tx, row.id);
    if (!byTask) await cancelTasks(tx, { key: taskKey(row.id) });
  }

  /** Completes the request's pending fan-outs; the caller holds the request's lock. */
  async function completePending(tx: Db, requestId: string, byTask = false) {
    for (const row of await fanouts.lockPendingFanouts(tx, requestId))
      await complete(tx, row, byTask);
  }

  /** The request under its lock, its pending fan-outs completed. */
  async function lockSettled(tx: Db, requestId: string, byTask = false) {
    const request = await q.lockRequest(tx, requestId);
    if (request) await completePending(tx, requestId, byTask);
    return request;
  }

  /** The request's pending fan-outs completed in a transaction of their own. */
  async function settle(requestId: string) {
    await db.transaction(async (tx) => {
      await lockSettled(tx, requestId);
    });
  }

  /**
   * After the transaction that asked a pool commits (a new request, HR's approval of the other
   * pools), before the answer: its members' rows. What the caller asked for is committed, so a
   * failure here is not the caller's: it is logged, and the fan-out stays pending until its task
   * (or the next reader) completes it.
   */
  async function settleAfterCommit(requestId: string) {
    // One turn of the event loop first: the live push, scheduled by the commit's NOTIFY, then asks
    // for its read of the fan-out before this transaction does. On PGlite a transaction holds the
    // one connection, and the push would otherwise wait for the members' rows after all.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await settle(requestId);
    } catch (error) {
      ctx.log.error({ err: error, requestId }, 'pool fan-out not completed; its task will');
    }
  }

  /**
   * Before reading a member's offers (or any offer by token): the pending fan-outs that concern
   * them. True when one was completed, so that a reader who read alongside reads again.
   */
  async function settlePending(userId?: string): Promise<boolean> {
    const requestIds = await fanouts.pendingFanoutRequests(db, userId);
    for (const requestId of requestIds) await settle(requestId);
    return requestIds.length > 0;
  }

  const onTask: TaskHandler = async (tx, task) => {
    await lockSettled(tx, String(task.payload.requestId), true);
  };

  return { start, completePending, lockSettled, settleAfterCommit, settlePending, onTask };
}

export type Fanout = ReturnType<typeof createFanout>;
