import type { Db } from '#server/db/client';

/** What of a request the pool matching depends on (and the stage's time limit). */
export const MATCHING_CHANGES = [
  'dates',
  'qualification',
  'skills',
  'department',
  'timeLimit',
] as const;
export type MatchingChange = (typeof MATCHING_CHANGES)[number];

/** What the requests and selection modules tell the engine, inside their own transactions. */
export interface RequestLifecycle {
  /** A request was created (after its shifts are stored). */
  created(tx: Db, requestId: string, actorId: string): Promise<void>;
  /**
   * A request was edited (after its row and shifts are stored, under its row lock) and some of
   * what matching depends on changed: the engine matches the running pool stage again.
   */
  changed(
    tx: Db,
    change: { requestId: string; changes: MatchingChange[] },
    actorId: string,
  ): Promise<void>;
  /** Requests were cancelled (kept) or deleted. */
  closed(
    tx: Db,
    change: { cancelled: string[]; deleted: string[] },
    actorId: string,
  ): Promise<void>;
  /** An application was selected and the request filled, under the request's row lock. */
  filled(
    tx: Db,
    fill: { requestId: string; applicationId: string; userId: string },
    actorId: string,
  ): Promise<void>;
  /**
   * After the transaction that called `created` committed, before the caller answers: writes each
   * asked member's rows from the pool's fan-out row.
   */
  settle?(requestId: string): Promise<void>;
}
