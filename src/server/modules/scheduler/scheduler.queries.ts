import { and, asc, eq, isNull, like, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { scheduledTasks } from '#server/db/schema/index';

export type TaskRow = typeof scheduledTasks.$inferSelect;

/** Inserts the task, or replaces the pending task with the same key (the partial unique index). */
export async function upsertPendingTask(
  db: Db,
  task: { kind: string; key: string; runAt: Date; payload: Record<string, unknown> },
) {
  const [row] = await db
    .insert(scheduledTasks)
    .values(task)
    .onConflictDoUpdate({
      target: scheduledTasks.key,
      targetWhere: isNull(scheduledTasks.doneAt),
      set: {
        kind: task.kind,
        runAt: task.runAt,
        payload: task.payload,
        attempts: 0,
        lastError: null,
      },
    })
    .returning();
  return row!;
}

/** Pending tasks with this key, or whose key starts with the prefix, are dropped (never run). */
export async function deletePendingTasks(db: Db, match: { key: string } | { keyPrefix: string }) {
  const byKey =
    'key' in match
      ? eq(scheduledTasks.key, match.key)
      : like(scheduledTasks.key, `${match.keyPrefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  const rows = await db
    .delete(scheduledTasks)
    .where(and(isNull(scheduledTasks.doneAt), byKey))
    .returning({ id: scheduledTasks.id });
  return rows.length;
}

/**
 * Due tasks, locked for the caller's transaction. SKIP LOCKED: a task another process is running
 * is passed over, never waited for, so two runners never run the same task.
 */
export async function claimDueTasks(db: Db, limit: number, now: Date) {
  return db
    .select()
    .from(scheduledTasks)
    .where(and(isNull(scheduledTasks.doneAt), lte(scheduledTasks.runAt, now)))
    .orderBy(asc(scheduledTasks.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The pending task with this key, locked for the caller's transaction (SKIP LOCKED, as above). */
export async function claimPendingTask(db: Db, key: string) {
  const [row] = await db
    .select()
    .from(scheduledTasks)
    .where(and(isNull(scheduledTasks.doneAt), eq(scheduledTasks.key, key)))
    .for('update', { skipLocked: true });
  return row;
}

/** Empties a task's payload (personal data that must not outlive the task). */
export async function clearTaskPayload(db: Db, id: string) {
  await db.update(scheduledTasks).set({ payload: {} }).where(eq(scheduledTasks.id, id));
}

export async function markTaskDone(db: Db, id: string) {
  await db
    .update(scheduledTasks)
    .set({ doneAt: sql`now()` })
    .where(eq(scheduledTasks.id, id));
}

/** `retryAt` comes from the runner's clock, like the deadlines themselves. */
export async function markTaskFailed(db: Db, id: string, error: string, retryAt: Date) {
  await db
    .update(scheduledTasks)
    .set({
      attempts: sql`${scheduledTasks.attempts} + 1`,
      lastError: error,
      runAt: retryAt,
    })
    .where(and(eq(scheduledTasks.id, id), isNull(scheduledTasks.doneAt)));
}

export async function findTasks(db: Db, keyPrefix: string) {
  return db
    .select()
    .from(scheduledTasks)
    .where(like(scheduledTasks.key, `${keyPrefix}%`))
    .orderBy(asc(scheduledTasks.createdAt));
}
