import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox, type OutboxRow } from '../../db/schema/index';

export type { OutboxRow };

export async function insertOutboxMessage(db: Db, values: typeof outbox.$inferInsert) {
  const [row] = await db.insert(outbox).values(values).returning();
  return row!;
}

/** Many messages in one statement (a notification to a whole pool). */
export async function insertOutboxMessages(db: Db, values: (typeof outbox.$inferInsert)[]) {
  // 8 columns a row; PostgreSQL takes at most 65,535 parameters a statement.
  for (let start = 0; start < values.length; start += 5000) {
    await db.insert(outbox).values(values.slice(start, start + 5000));
  }
}

/**
 * Claims up to `limit` due messages with a lease. FOR UPDATE SKIP LOCKED lets several workers
 * (in several processes) claim at once without ever taking the same row.
 */
export async function claimDueMessages(
  db: Db,
  limit: number,
  leaseSeconds: number,
  /** Only the channels this worker can deliver: SMS waits while no gateway is configured. */
  channels: OutboxRow['channel'][] = ['email'],
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inArray(outbox.channel, channels),
        or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
        // A sender that died mid-delivery leaves its lease behind; take over when it runs out.
        and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: Db, id: number) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markFailedAttempt(
  db: Db,
  id: number,
  error: string,
  retryInSeconds: number | null,
) {
  await db
    .update(outbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(eq(outbox.id, id));
}

export async function listOutboxFor(db: Db, recipient: string) {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);
}

/** The back office's view of the outbox, newest first, by channel. */
export async function listOutbox(db: Db, channel: OutboxRow['channel'] | undefined, page: number, pageSize: number) {
  const where = channel ? eq(outbox.channel, channel) : undefined;
  const [items, [counted]] = await Promise.all([
    db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(pageSize).offset(page * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(outbox).where(where),
  ]);
  return { items, total: Number(counted?.total ?? 0) };
}
