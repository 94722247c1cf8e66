import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every server process (sign-in, mail-sending and contact
 * routes). The key is a rule name and an HMAC of the address or client IP, so neither is
 * stored in clear. A row whose window has ended counts as absent and is swept now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_window_ends_idx').on(table.windowEndsAt)],
);
