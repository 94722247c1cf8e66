import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The reports' rollups (docs/decisions/026-report-rollups.md): copies of figures the raw tables
 * already hold, kept equal by database triggers in the transaction of every write (migration
 * 0022_report_rollups). Nothing in the application writes them. No foreign keys: the triggers
 * remove a row when its source goes.
 */

/** Per request, the fill report's facts: its outcome and durations (decision 021). */
export const reportRequestFacts = pgTable(
  'report_request_facts',
  {
    requestId: uuid('request_id').primaryKey(),
    organisationId: uuid('organisation_id').notNull(),
    departmentId: uuid('department_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** own_pool, other_pools, agencies, cancelled or unfilled. */
    outcome: text('outcome').notNull(),
    fillMinutes: doublePrecision('fill_minutes'),
    answerMinutes: doublePrecision('answer_minutes'),
  },
  (table) => [
    index('report_request_facts_org_created_idx').on(table.organisationId, table.createdAt),
    index('report_request_facts_dept_created_idx').on(table.departmentId, table.createdAt),
  ],
);

/** The pool report's counts of offers (decision 021), with the organisation of the ward. */
const poolCounts = () => ({
  organisationId: uuid('organisation_id').notNull(),
  asked: integer('asked').notNull(),
  accepted: integer('accepted').notNull(),
  declined: integer('declined').notNull(),
  noAnswer: integer('no_answer').notNull(),
  taken: integer('taken').notNull(),
});

/** Per ward, pool member and Berlin day of asking, the pool report's counts of offers. */
export const reportPoolDays = pgTable(
  'report_pool_days',
  {
    departmentId: uuid('department_id').notNull(),
    userId: uuid('user_id').notNull(),
    day: date('day').notNull(),
    ...poolCounts(),
  },
  (table) => [
    primaryKey({ columns: [table.departmentId, table.userId, table.day] }),
    index('report_pool_days_org_day_idx').on(table.organisationId, table.day),
    index('report_pool_days_dept_day_idx').on(table.departmentId, table.day),
    // The offer trigger's look-up of a person's other wards on a day (one probe, not a scan).
    index('report_pool_days_user_day_idx').on(table.userId, table.day),
  ],
);

/** The same counts per ward, pool member and Berlin month (`month`: its first day), summed from the days. */
export const reportPoolMonths = pgTable(
  'report_pool_months',
  {
    departmentId: uuid('department_id').notNull(),
    userId: uuid('user_id').notNull(),
    month: date('month').notNull(),
    ...poolCounts(),
  },
  (table) => [
    primaryKey({ columns: [table.departmentId, table.userId, table.month] }),
    index('report_pool_months_org_month_idx').on(table.organisationId, table.month),
    index('report_pool_months_dept_month_idx').on(table.departmentId, table.month),
  ],
);
