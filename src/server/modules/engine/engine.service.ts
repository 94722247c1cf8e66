import { engineContext, type EngineDeps } from './engine.context';
import { createFanout } from './engine.fanout';
import { createHrDecision } from './engine.hr-decision';
import { createLadder } from './engine.ladder';
import { createOffers } from './engine.offers';
import type { RequestLifecycle } from '#server/modules/requests/requests.service';
import { createRematch } from './engine.rematch';
import { createTimeline } from './engine.timeline';

export { DEADLINE_TASK } from './engine.context';
export { FANOUT_TASK } from './engine.fanout';
export type { EngineDeps } from './engine.context';

/**
 * The marketplace engine: asks a department's pool when a staff request is created, records
 * answers, moves the request up the ladder when a stage's time runs out (HR review, the other
 * pools, agencies), and keeps the timeline. Every step writes in the caller's or the task
 * runner's transaction, under the request's row lock, so answers, picks and deadlines of one
 * request never interleave.
 *
 * This file only composes: each seam is its own file (engine.ladder, engine.rematch,
 * engine.offers, engine.hr-decision, engine.timeline), sharing the deps and helpers of
 * engine.context.
 */
export function createEngine(deps: EngineDeps) {
  const ctx = engineContext(deps);
  const fanout = createFanout(ctx);
  const ladder = createLadder(ctx, fanout);
  const rematch = createRematch(ctx, ladder);

  const lifecycle: RequestLifecycle = {
    created: ladder.created,
    changed: rematch.changed,
    closed: ladder.closed,
    filled: ladder.filled,
    settle: fanout.settleAfterCommit,
  };

  return {
    lifecycle,
    onDeadline: ladder.onDeadline,
    onFanout: fanout.onTask,
    /** Before a member's offers are read: the pending fan-outs asking them written. */
    settlePending: fanout.settlePending,
    ...createOffers(ctx, fanout),
    ...createHrDecision(ctx, ladder),
    ...createTimeline(ctx),
  };
}

export type Engine = ReturnType<typeof createEngine>;
