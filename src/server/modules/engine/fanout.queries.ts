import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OfferStage } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { poolFanouts } from '#server/db/schema/index';

/** A pool stage's one row: stored with the request, completed right after it. */

export async function insertFanout(
  db: Db,
  values: {
    requestId: string;
    stage: OfferStage;
    userIds: string[];
    /** Each member's channels at the same index. */
    channels: string[][];
    askedEventId: string;
    askedAt: Date;
    tokenExpiresAt: Date;
    payload: Record<string, unknown>;
    tokenSeed: string;
  },
): Promise<string> {
  // Channel names hold no comma: one string per member keeps the array flat.
  const [row] = await db
    .insert(poolFanouts)
    .values({ ...values, channels: values.channels.map((channels) => channels.join(',')) })
    .returning({ id: poolFanouts.id });
  return row!.id;
}

/** The request's fan-outs not yet completed, locked (the request's lock is taken first). */
export async function lockPendingFanouts(db: Db, requestId: string) {
  return db
    .select()
    .from(poolFanouts)
    .where(and(eq(poolFanouts.requestId, requestId), isNull(poolFanouts.doneAt)))
    .orderBy(asc(poolFanouts.createdAt))
    .for('update');
}
export type FanoutRow = Awaited<ReturnType<typeof lockPendingFanouts>>[number];

/** Done: the rows are written; the seed is no longer needed and goes. */
export async function markFanoutDone(db: Db, id: string) {
  await db
    .update(poolFanouts)
    .set({ doneAt: sql`now()`, tokenSeed: null })
    .where(eq(poolFanouts.id, id));
}

/** Requests with a fan-out pending, all or those asking this member (a probe of the partial index). */
export async function pendingFanoutRequests(db: Db, userId?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ requestId: poolFanouts.requestId })
    .from(poolFanouts)
    .where(
      and(
        isNull(poolFanouts.doneAt),
        userId === undefined ? undefined : sql`${userId}::uuid = any(${poolFanouts.userIds})`,
      ),
    );
  return rows.map((row) => row.requestId);
}
