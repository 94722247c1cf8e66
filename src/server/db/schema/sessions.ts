import { index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { generatedId, nowTimestamp, ownedBy } from './columns';

/** One row per signed-in device: the access token carries its id, so sign-out can void it. */
export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    createdAt: nowTimestamp('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
