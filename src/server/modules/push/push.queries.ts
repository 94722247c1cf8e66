import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { pushSubscriptions } from '#server/db/schema/index';

export async function listSubscriptions(db: Db, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
}

/**
 * Stores a browser's subscription for the user. The endpoint is unique: the same browser
 * subscribing again updates its row. Held by another account (another person signed in on a
 * shared phone), the row becomes a new one, with a new id, for whoever subscribed last: the old
 * id and its owner's messages still in the outbox no longer reach the device. One statement, so
 * two accounts subscribing one endpoint at once end with one owner.
 */
export async function upsertSubscription(
  db: Db,
  values: {
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    deviceLabel: string | null;
  },
) {
  const sameOwner = sql`${pushSubscriptions.userId} = excluded.user_id`;
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        id: sql`case when ${sameOwner} then ${pushSubscriptions.id} else excluded.id end`,
        lastSentAt: sql`case when ${sameOwner} then ${pushSubscriptions.lastSentAt} end`,
        userId: values.userId,
        p256dh: values.p256dh,
        auth: values.auth,
        deviceLabel: values.deviceLabel,
        createdAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** The owner's own subscription only; false when there is none of theirs with that id. */
export async function deleteOwnSubscription(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function findSubscription(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id))
    .limit(1);
  return row;
}

/** The push service said the subscription is gone (404/410): nothing more goes to it. */
export async function deleteSubscription(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markSubscriptionUsed(db: Db, id: string) {
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: sql`now()` })
    .where(eq(pushSubscriptions.id, id));
}
