import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  REQUEST_KINDS,
  REQUEST_STATES,
  APPLICATION_STATES,
  REQUEST_GROUPS,
} from '#shared/request-states';
import { DUTY_KINDS } from '#shared/contracts/on-call';
import { agencies, departments, organisations } from './organisations';
import { users } from './users';
import { generatedId, nowTimestamp, ownedBy } from './columns';

export const requestKindEnum = pgEnum('request_kind', REQUEST_KINDS);
export const requestStateEnum = pgEnum('request_state', REQUEST_STATES);
export const applicationStateEnum = pgEnum('application_state', APPLICATION_STATES);
export const requestGroupEnum = pgEnum('request_group', REQUEST_GROUPS);

/** A request (job posting) of an organisation: a staff request or a substitute-doctor request. */
export const requests = pgTable(
  'requests',
  {
    id: generatedId(),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    /** The station; required for staff requests, optional for substitute-doctor requests. */
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    kind: requestKindEnum('kind').notNull(),
    state: requestStateEnum('state').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Reference keys (reference_values): qualification, job_shift_type, field, contract_type. */
    qualification: text('qualification'),
    shiftType: text('shift_type'),
    field: text('field'),
    contractType: text('contract_type'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hours the pool has to answer; null means the organisation's default. */
    timeLimitHours: integer('time_limit_hours'),
    specialistRequired: boolean('specialist_required').notNull().default(true),
    residentAccepted: boolean('resident_accepted').notNull().default(true),
    startsImmediately: boolean('starts_immediately').notNull().default(true),
    accommodation: boolean('accommodation').notNull().default(false),
    /** Hourly pay in euro for active duty and on-call duty (substitute doctors). */
    payActive: numeric('pay_active', { precision: 10, scale: 2, mode: 'number' }),
    payOnCall: numeric('pay_on_call', { precision: 10, scale: 2, mode: 'number' }),
    /** Copied from the shifts so lists sort and page on one indexed column. */
    firstShiftStart: timestamp('first_shift_start', { withTimezone: true }).notNull(),
    lastShiftEnd: timestamp('last_shift_end', { withTimezone: true }).notNull(),
    /**
     * The requests table it belongs to (spec 001 section 4), from its applications. Kept by the
     * applications' triggers in the writing transaction (decision 043); never written by the app.
     */
    applicationGroup: requestGroupEnum('application_group').notNull().default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the current stage of the ladder ends (its durable task fires then); null when none runs. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: nowTimestamp('created_at'),
    updatedAt: nowTimestamp('updated_at'),
  },
  (table) => [
    index('requests_org_last_end_idx').on(table.organisationId, table.lastShiftEnd),
    // With id, the list's whole order (begin, then id): a far page is a plain index walk, no sort
    // (at 1,000,000 rows the sort made the planner start parallel workers, bench:job-lists).
    // The list's other conditions (state, last shift end) trail the order, so a later page's ids
    // are an index-only walk (decision 053, amended): without them each skipped entry read its row.
    // The same four columns end the three indexes below.
    index('requests_org_first_start_idx').on(
      table.organisationId,
      table.firstShiftStart,
      table.id,
      table.state,
      table.lastShiftEnd,
    ),
    // The three tables (group=open/confirmation/external) in the list's order: a grouped page and
    // its bounded count read only the group's entries (decision 043).
    index('requests_org_group_first_start_idx').on(
      table.organisationId,
      table.applicationGroup,
      table.firstShiftStart,
      table.id,
      table.state,
      table.lastShiftEnd,
    ),
    index('requests_dept_last_end_idx').on(table.departmentId, table.lastShiftEnd),
    // A ward manager's lists (scope by department) in the list's order, ungrouped and grouped:
    // as the organisation's two above, so a ward's page and count read only its own entries.
    index('requests_dept_first_start_idx').on(
      table.departmentId,
      table.firstShiftStart,
      table.id,
      table.state,
      table.lastShiftEnd,
    ),
    index('requests_dept_group_first_start_idx').on(
      table.departmentId,
      table.applicationGroup,
      table.firstShiftStart,
      table.id,
      table.state,
      table.lastShiftEnd,
    ),
    // A grouped list's bounded count (group=open and the others) from the index alone: the
    // group's entries still running, in one range, the state checked in the entry (issue #15
    // target 1: a common group's count had read 1,001 divided by the group's share of rows).
    index('requests_org_group_last_end_idx').on(
      table.organisationId,
      table.applicationGroup,
      table.lastShiftEnd,
      table.state,
    ),
    index('requests_dept_group_last_end_idx').on(
      table.departmentId,
      table.applicationGroup,
      table.lastShiftEnd,
      table.state,
    ),
    index('requests_state_idx').on(table.state),
    // The job board: open external requests whose last shift is still ahead.
    index('requests_state_last_end_idx').on(table.state, table.lastShiftEnd),
    // The board's default order (begin, then id): its first page reads 20 entries, not every
    // open request then a sort (decision 035, bench:job-lists).
    index('requests_state_first_start_idx').on(table.state, table.firstShiftStart, table.id),
    // Reports: requests posted in a period, per organisation or ward (decision 021).
    index('requests_org_created_idx').on(table.organisationId, table.createdAt),
    index('requests_dept_created_idx').on(table.departmentId, table.createdAt),
    // The title search of the request lists and the job board (lower(title) like '%…%', decision 035).
    index('requests_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
  ],
);
export type RequestRow = typeof requests.$inferSelect;

/** One date of a request. Organisation and department are copied for range queries per tenant. */
export const shifts = pgTable(
  'shifts',
  {
    id: generatedId(),
    requestId: ownedBy('request_id', () => requests.id),
    organisationId: ownedBy('organisation_id', () => organisations.id),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    activity: text('activity').notNull().default('times'),
    /** regular, on_call or standby (#shared/contracts/on-call); the on-call share of the latter two. */
    dutyKind: text('duty_kind', { enum: DUTY_KINDS }).notNull().default('regular'),
    onCallPercent: integer('on_call_percent'),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    check(
      'shifts_duty_kind_check',
      sql`${table.dutyKind} in ('regular', 'on_call', 'standby') and (${table.dutyKind} = 'regular') = (${table.onCallPercent} is null) and coalesce(${table.onCallPercent} between 1 and 100, true)`,
    ),
    // Calendar windows: shifts of a tenant ending after the window opens (past shifts are skipped).
    index('shifts_org_ends_idx').on(table.organisationId, table.endsAt),
    index('shifts_dept_ends_idx').on(table.departmentId, table.endsAt),
    index('shifts_request_idx').on(table.requestId, table.startsAt),
  ],
);
export type ShiftRow = typeof shifts.$inferSelect;

/**
 * A person offered for a request: an agency's staff member (agency set) or a pool member who
 * accepted (agency null).
 */
export const applications = pgTable(
  'applications',
  {
    id: generatedId(),
    requestId: ownedBy('request_id', () => requests.id),
    userId: ownedBy('user_id', () => users.id),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    state: applicationStateEnum('state').notNull().default('applied'),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }),
    /** When and by whom it was selected, not selected or withdrawn. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: nowTimestamp('created_at'),
    updatedAt: nowTimestamp('updated_at'),
  },
  (table) => [
    uniqueIndex('applications_request_user_unique').on(table.requestId, table.userId),
    // The agency's applications in the list's order (newest first, then id) with the state it
    // filters by: a later page's ids are an index-only walk (decision 053, amended).
    index('applications_agency_idx').on(table.agencyId, table.createdAt, table.id, table.state),
    index('applications_user_idx').on(table.userId),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;
