import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { outbox, scheduledTasks } from '#server/db/schema/index';

/**
 * Messages not yet delivered (waiting or being sent) and the age of the oldest in seconds, by the
 * database's own time: created_at is its default, so the process's clock plays no part.
 */
export async function outboxBacklog(db: Db): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
    })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'sending']));
  return { pending: row?.pending ?? 0, oldestAgeSeconds: Math.max(0, row?.oldestAgeSeconds ?? 0) };
}

/** Tasks not done whose time was before `before` (run_at is written by the app's clock). */
export async function countOverdueTasks(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(scheduledTasks)
    .where(and(isNull(scheduledTasks.doneAt), lt(scheduledTasks.runAt, before)));
  return row?.count ?? 0;
}
