import type { TimesheetWarning } from '#shared/contracts/timesheets';
import { calendarDay } from '#shared/format';
import { implausibilities, type Booking, type Implausible } from './timesheets.plausibility';

/**
 * The Working Hours Act (ArbZG) and plain-sense checks of a timesheet's times:
 * impossible times are refused, legal limits are warnings the
 * manager acknowledges (the record must say what happened, even when it broke a rule).
 */

const MINUTE_MS = 60_000;
/** §4: more than 6 hours of work needs 30 minutes of breaks, more than 9 hours 45. */
export const BREAK_RULES = [
  { overMinutes: 9 * 60, breakMinutes: 45, warning: 'break_9h' },
  { overMinutes: 6 * 60, breakMinutes: 30, warning: 'break_6h' },
] as const;
/** §3: no more than 10 hours of work a day. */
export const MAX_DAILY_MINUTES = 10 * 60;
/** §5: at least 11 hours of rest between two working days. */
export const MIN_REST_MINUTES = 11 * 60;

export interface WorkPeriod {
  start: Date;
  end: Date;
  breakMinutes: number;
}

/** Real minutes between start and end (a clock change is counted as it happened), less breaks. */
export function workedMinutes(period: WorkPeriod): number {
  return (
    Math.round((period.end.getTime() - period.start.getTime()) / MINUTE_MS) - period.breakMinutes
  );
}

/** Validation keys of refused times (in the server's catalogues), each with its field. */
export const REFUSALS = {
  endBeforeStart: { key: 'Timesheet_end_before_start', field: 'end' },
  breakTooLong: { key: 'Timesheet_break_too_long', field: 'breakMinutes' },
  overlap: { key: 'Timesheet_overlaps_shift', field: 'end' },
} as const;
export type Refusal = (typeof REFUSALS)[keyof typeof REFUSALS] | Implausible;

/**
 * Checks `period` against its booking at `now` (plausible hours) and the same person's other shifts
 * (their confirmed times, or the booked ones until confirmed). Refusals first: with one, the
 * warnings do not matter.
 */
export function checkTimes(
  period: WorkPeriod,
  others: WorkPeriod[],
  timeZone: string,
  { booking, now }: { booking: Booking; now: Date },
): { refusals: Refusal[]; warnings: TimesheetWarning[] } {
  if (period.end.getTime() <= period.start.getTime()) {
    return { refusals: [REFUSALS.endBeforeStart], warnings: [] };
  }
  const worked = workedMinutes(period);
  if (worked <= 0) return { refusals: [REFUSALS.breakTooLong], warnings: [] };
  const implausible = implausibilities(period, booking, now);
  if (implausible.length) return { refusals: implausible, warnings: [] };
  if (others.some((other) => other.start < period.end && other.end > period.start)) {
    return { refusals: [REFUSALS.overlap], warnings: [] };
  }

  const warnings: TimesheetWarning[] = [];
  const breakRule = BREAK_RULES.find((rule) => worked > rule.overMinutes);
  if (breakRule && period.breakMinutes < breakRule.breakMinutes) warnings.push(breakRule.warning);

  // The working day is the calendar day the shift starts on, on the clinic's clock.
  const day = calendarDay(period.start, timeZone);
  const sameDay = others
    .filter((other) => calendarDay(other.start, timeZone) === day)
    .reduce((sum, other) => sum + Math.max(0, workedMinutes(other)), 0);
  if (worked + sameDay > MAX_DAILY_MINUTES) warnings.push('over_10h');

  const restMs = MIN_REST_MINUTES * MINUTE_MS;
  const before = others.filter((other) => other.end <= period.start);
  const after = others.filter((other) => other.start >= period.end);
  if (before.some((other) => period.start.getTime() - other.end.getTime() < restMs))
    warnings.push('rest_before');
  if (after.some((other) => other.start.getTime() - period.end.getTime() < restMs))
    warnings.push('rest_after');
  return { refusals: [], warnings };
}
