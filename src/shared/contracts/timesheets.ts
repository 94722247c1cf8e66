import { z } from 'zod';
import { mondayField } from '../calendar-fields';
import { endpoint } from '../endpoint';
import { wholeNumber } from '../numbers';
import { MESSAGE_KEYS } from '../validation';

/**
 * Timesheets after a booked shift: one per placement and shift. The worker (or their
 * agency's dispatcher) confirms the hours once the shift has ended; the ward manager or HR
 * approves, or corrects with a reason.
 */
export const TIMESHEET_STATES = ['awaiting_worker', 'submitted', 'approved', 'corrected'] as const;
export type TimesheetState = (typeof TIMESHEET_STATES)[number];

/**
 * Working Hours Act findings the manager must acknowledge before approving:
 * §4 breaks, §3 more than 10 hours in a day, §5 rest under 11 hours.
 */
export const TIMESHEET_WARNINGS = [
  'break_6h',
  'break_9h',
  'over_10h',
  'rest_before',
  'rest_after',
] as const;
export type TimesheetWarning = (typeof TIMESHEET_WARNINGS)[number];

/**
 * How far the confirmed hours may lie before the booked start or after the booked end, in whole
 * hours: the organisation sets it; outside, the hours are refused.
 */
export const TIMESHEET_TOLERANCE_HOURS = { min: 0, max: 12, default: 3 } as const;

/** The longest break a shift can have (a day); anything longer is a typing error. */
const MAX_BREAK_MINUTES = 24 * 60;

/** Actual times of one shift: start and end as instants, the breaks in whole minutes. */
export const timesheetHoursSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  breakMinutes: wholeNumber(MESSAGE_KEYS.number, { min: 0, max: MAX_BREAK_MINUTES }, 'Minutes'),
});
export type TimesheetHours = z.infer<typeof timesheetHoursSchema>;

/** Confirm the hours: `{ asBooked: true }` (one tap) or the actual times. */
export const confirmTimesheetBodySchema = z.union([
  z.object({ asBooked: z.literal(true) }).strict(),
  timesheetHoursSchema.strict(),
]);
export type ConfirmTimesheetBody = z.infer<typeof confirmTimesheetBodySchema>;

/** Approve one or many; warnings must be acknowledged. */
export const approveTimesheetsBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(200),
  acknowledgeWarnings: z.boolean().optional(),
});

/** Correct and approve in one step, with a reason kept in the timeline and the audit log. */
export const correctTimesheetBodySchema = timesheetHoursSchema.extend({
  reason: z.string().trim().min(1).max(1000),
  acknowledgeWarnings: z.boolean().optional(),
});
export type CorrectTimesheetBody = z.infer<typeof correctTimesheetBodySchema>;

export const timesheetParamsSchema = z.object({ id: z.uuid() });

/** The Monday of the week (YYYY-MM-DD) on the organisation's clock; optionally one station. */
export const timesheetWeekQuerySchema = z.object({
  week: mondayField(),
  departmentId: z.uuid().optional(),
});

const stepSchema = z
  .object({ at: z.iso.datetime(), by: z.object({ _id: z.uuid(), name: z.string() }).nullable() })
  .nullable();

export const timesheetSchema = z.object({
  _id: z.uuid(),
  requestId: z.uuid(),
  title: z.string(),
  organisationName: z.string(),
  organisationTimeZone: z.string(),
  departmentName: z.string().nullable(),
  person: z.object({ _id: z.uuid(), name: z.string() }),
  agency: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  state: z.enum(TIMESHEET_STATES),
  booked: z.object({ start: z.iso.datetime(), end: z.iso.datetime() }),
  actual: z
    .object({ start: z.iso.datetime(), end: z.iso.datetime(), breakMinutes: z.number().int() })
    .nullable(),
  /** Worked minutes (actual span less breaks); null until confirmed. */
  workedMinutes: z.number().int().nullable(),
  /**
   * Of the worked minutes, those in each surcharge band (the organisation's rules, its state's
   * holidays, Berlin wall time); null until confirmed or where the organisation bills none.
   */
  surchargeMinutes: z
    .object({
      night: z.number().int(),
      saturday: z.number().int(),
      sunday: z.number().int(),
      holiday: z.number().int(),
      dec24And31: z.number().int(),
    })
    .nullable(),
  warnings: z.array(z.enum(TIMESHEET_WARNINGS)),
  submitted: stepSchema,
  /** Approved or corrected; by null when approved automatically (the organisation's setting). */
  approved: stepSchema,
  correctionReason: z.string().nullable(),
  /**
   * The caller worked or confirmed these hours: they may not approve or correct them, another
   * manager does.
   */
  ownHours: z.boolean(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

export const timesheetListSchema = z.object({ items: z.array(timesheetSchema) });
export type TimesheetList = z.infer<typeof timesheetListSchema>;

/**
 * A week, and what waits for approval before it: a manager opening this week would not see the
 * hours sent in for last week otherwise. `latestWeek` is the Monday of the latest such week.
 */
export const timesheetWeekSchema = timesheetListSchema.extend({
  waitingBefore: z.object({
    count: z.number().int(),
    latestWeek: z.string().nullable(),
  }),
});
export type TimesheetWeek = z.infer<typeof timesheetWeekSchema>;

/** The organisation's setting: approve submitted timesheets without warnings after N days. */
export const timesheetSettingsSchema = z.object({
  autoApproveAfterDays: wholeNumber(MESSAGE_KEYS.number, { min: 1, max: 60 }, 'Days').nullable(),
});
export type TimesheetSettings = z.infer<typeof timesheetSettingsSchema>;
export const organisationParamsSchema = z.object({ orgId: z.uuid() });

export const timesheetsEndpoints = {
  /** The caller's to confirm: a worker's own, a dispatcher's agency staff's (ended shifts only). */
  toConfirm: endpoint('GET', '/timesheets/to-confirm', {
    response: timesheetListSchema,
    errors: [401, 403],
  }),
  confirm: endpoint('POST', '/timesheets/:id/confirm', {
    params: timesheetParamsSchema,
    body: confirmTimesheetBodySchema,
    response: timesheetSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  week: endpoint('GET', '/timesheets/week', {
    query: timesheetWeekQuerySchema,
    response: timesheetWeekSchema,
    errors: [400, 401, 403],
  }),
  approve: endpoint('POST', '/timesheets/approve', {
    body: approveTimesheetsBodySchema,
    response: timesheetListSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  correct: endpoint('POST', '/timesheets/:id/correct', {
    params: timesheetParamsSchema,
    body: correctTimesheetBodySchema,
    response: timesheetSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  settings: endpoint('GET', '/timesheets/settings/:orgId', {
    params: organisationParamsSchema,
    response: timesheetSettingsSchema,
    errors: [400, 401, 403, 404],
  }),
  saveSettings: endpoint('PUT', '/timesheets/settings/:orgId', {
    params: organisationParamsSchema,
    body: timesheetSettingsSchema,
    response: timesheetSettingsSchema,
    errors: [400, 401, 403, 404],
  }),
};
