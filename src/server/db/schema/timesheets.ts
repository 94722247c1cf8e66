import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TIMESHEET_STATES, type TimesheetWarning } from '#shared/contracts/timesheets';
import { agencies, departments, organisations } from './organisations';
import { placements } from './placements';
import { requests, shifts } from './requests';
import { users } from './users';
import { generatedId, nowTimestamp, ownedBy } from './columns';

export const timesheetStateEnum = pgEnum('timesheet_state', TIMESHEET_STATES);

/**
 * The hours of one booked shift (a placement's request date), made when the applicant is
 * selected. Tenant ids are copied from the placement and request so lists filter on one table.
 * Nothing is deleted: an approved row is final (decision 022).
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: generatedId(),
    placementId: ownedBy('placement_id', () => placements.id),
    shiftId: ownedBy('shift_id', () => shifts.id),
    requestId: ownedBy('request_id', () => requests.id),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    userId: ownedBy('user_id', () => users.id),
    bookedStart: timestamp('booked_start', { withTimezone: true }).notNull(),
    bookedEnd: timestamp('booked_end', { withTimezone: true }).notNull(),
    actualStart: timestamp('actual_start', { withTimezone: true }),
    actualEnd: timestamp('actual_end', { withTimezone: true }),
    breakMinutes: integer('break_minutes'),
    state: timesheetStateEnum('state').notNull().default('awaiting_worker'),
    /** Working Hours Act findings of the current times, for the manager to acknowledge. */
    warnings: text('warnings').array().$type<TimesheetWarning[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Null with approvedAt set: approved automatically after the organisation's N days. */
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    correctionReason: text('correction_reason'),
    /** The last reminder sent (worker or manager): at most one a day. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: nowTimestamp('created_at'),
    updatedAt: nowTimestamp('updated_at'),
  },
  (table) => [
    uniqueIndex('timesheets_placement_shift_unique').on(table.placementId, table.shiftId),
    index('timesheets_user_idx').on(table.userId, table.bookedEnd),
    index('timesheets_agency_idx').on(table.agencyId, table.bookedEnd),
    index('timesheets_organisation_idx').on(table.organisationId, table.bookedStart),
    index('timesheets_department_idx').on(table.departmentId, table.bookedStart),
  ],
);
export type TimesheetRow = typeof timesheets.$inferSelect;
