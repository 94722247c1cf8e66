import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { outboxTable as outbox, scheduledTasks } from '#server/db/schema/index';

export const OUTBOX_CHANNELS = outbox.channel.enumValues;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export interface OutboxBacklog {
  channel: OutboxChannel;
  pending: number;
  oldestAgeSeconds: number;
}

/**
 * Messages not yet delivered (waiting or being sent) per channel, and the age of the oldest in
 * seconds by the database's own time: created_at is its default, so the app's clock plays no part.
 * Every channel is listed, with zeros when it has none.
 */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog[]> {
  const rows = await db
    .select({
      channel: outbox.channel,
      pending: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`extract(epoch from now() - min(${outbox.createdAt}))::float8`,
    })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'sending']))
    .groupBy(outbox.channel);
  return OUTBOX_CHANNELS.map((channel) => {
    const row = rows.find((candidate) => candidate.channel === channel);
    return {
      channel,
      pending: row?.pending ?? 0,
      oldestAgeSeconds: Math.max(0, row?.oldestAgeSeconds ?? 0),
    };
  });
}

/** Tasks not done whose time was before `before` (run_at is written by the app's clock). */
export async function countOverdueTasks(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(scheduledTasks)
    .where(and(isNull(scheduledTasks.doneAt), lt(scheduledTasks.runAt, before)));
  return row?.count ?? 0;
}
