import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { generatedId, nowTimestamp, ownedBy } from './columns';

/**
 * One browser's Web Push subscription (a device the person opted in on; decision 033). The
 * endpoint is the push service's URL for that browser; p256dh and auth are its keys, used to
 * encrypt each message so only that browser reads it. Deleted when the service answers 404/410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person sees in the list of their devices, e.g. "Chrome on Android". */
    deviceLabel: text('device_label'),
    createdAt: nowTimestamp('created_at'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
