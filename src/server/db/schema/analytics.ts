import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Daily totals only: no visitor identifier, no IP address, no cookie. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    type: text('type', { enum: ['page_view', 'contact_submitted'] }).notNull(),
    path: text('path').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.type, table.path] })],
);
