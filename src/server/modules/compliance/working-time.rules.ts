import { calendarDay } from '#shared/format';
import {
  FAIRNESS_DAYS,
  WORKING_TIME_REFUSALS,
  WORKING_TIME_WARNINGS,
} from '#shared/contracts/working-time';
import { defaultBreakMinutes } from '#server/modules/timesheets/timesheets.service';
import { MAX_DAILY_MINUTES } from '#server/modules/timesheets/timesheets.service';
import {
  agreedAverageRefusal,
  extensionRefusals,
  isOnCall,
  shortRestAfterLongDay,
  type Duty,
  type OnCallTerms,
} from './on-call.rules';
import { overWeeklyAverage } from './weekly-average';

/** German Working Hours Act (ArbZG) §5: at least 11 hours of rest between two shifts. */
export const MIN_REST_HOURS = 11;
const HOUR_MS = 3_600_000;

export interface Period {
  startsAt: Date;
  endsAt: Date;
}

/**
 * Whether a new shift clashes with a booked one: they overlap, or the rest between them is
 * shorter than MIN_REST_HOURS on either side. Exactly 11 hours of rest is allowed.
 */
export function clashes(shift: Period, booked: Period): boolean {
  const rest = MIN_REST_HOURS * HOUR_MS;
  return (
    shift.startsAt.getTime() < booked.endsAt.getTime() + rest &&
    booked.startsAt.getTime() < shift.endsAt.getTime() + rest
  );
}

/** Overlap only (unavailability needs no rest around it). */
export function overlaps(a: Period, b: Period): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/**
 * The Working Hours Act (ArbZG) applied before someone is booked: the same
 * person's booked shifts on the whole platform, any clinic, against the shifts of a request.
 * Hard limits refuse (§3 10 hours a day, §5 11 hours of rest); the 6-month average (§3) and
 * Sunday work without a day off in lieu (§11) warn, and a manager may book anyway with a reason.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const BERLIN = 'Europe/Berlin';

/** §3: the 48-hour average is taken over 24 weeks (the statute's alternative to 6 months). */
export const AVERAGE_WEEKS = 24;
export const MAX_AVERAGE_WEEKLY_MINUTES = 48 * 60;
/** §11 (3): the day off in lieu of a Sunday falls within two weeks after it. */
export const DAY_OFF_IN_LIEU_DAYS = 14;

export type WorkingTimeRefusal = (typeof WORKING_TIME_REFUSALS)[number];
export type WorkingTimeWarning = (typeof WORKING_TIME_WARNINGS)[number];

export interface WorkingTimeCheck {
  refusals: WorkingTimeRefusal[];
  warnings: WorkingTimeWarning[];
}

/**
 * Work in a booked shift: its length less the break "hours as booked" assumes on a timesheet
 * (the least §4 asks for), so booking and timesheet count alike: a 10:45 shift is
 * 10 hours of work, a 10:46 shift 10 hours and 1 minute.
 */
export function workMinutes(shift: Period): number {
  const minutes = Math.round((shift.endsAt.getTime() - shift.startsAt.getTime()) / MINUTE_MS);
  return minutes - defaultBreakMinutes(minutes);
}

/** Day number (days since 1970-01-01) of a YYYY-MM-DD calendar day; zone-free arithmetic. */
function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!) / DAY_MS;
}

/** The Berlin calendar days a shift touches, as day numbers (a night shift touches two). */
export function daysTouched(shift: Period): number[] {
  const first = dayNumber(calendarDay(shift.startsAt, BERLIN));
  const last = dayNumber(calendarDay(new Date(shift.endsAt.getTime() - 1), BERLIN));
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** 1970-01-01 was a Thursday: day number 3 is a Sunday, weeks start on Monday (day number 4). */
const isSunday = (day: number) => (day - 3) % 7 === 0;
const weekOf = (day: number) => Math.floor((day - 4) / 7);

/** A shift's work counts to the Berlin day (and week) it starts on, as in the timesheet rule. */
function startDay(shift: Period): number {
  return dayNumber(calendarDay(shift.startsAt, BERLIN));
}

function sumBy(shifts: Period[], key: (shift: Period) => number): Map<number, number> {
  const sums = new Map<number, number>();
  for (const shift of shifts) {
    sums.set(key(shift), (sums.get(key(shift)) ?? 0) + workMinutes(shift));
  }
  return sums;
}

/** §3 average: every 24-week window that holds a week of the new shifts, booked ones included. */
function overAverage(wanted: Period[], all: Period[]): boolean {
  const weekly = sumBy(all, (shift) => weekOf(startDay(shift)));
  const weeks = wanted.map((shift) => weekOf(startDay(shift)));
  return overWeeklyAverage(weekly, weeks, AVERAGE_WEEKS, MAX_AVERAGE_WEEKLY_MINUTES);
}

/** §11: the Sundays the new shifts touch, and whether one has no free day in the 14 after it. */
function sundayWarnings(wanted: Period[], all: Period[]): WorkingTimeWarning[] {
  const sundays = [...new Set(wanted.flatMap(daysTouched).filter(isSunday))];
  if (sundays.length === 0) return [];
  const worked = new Set(all.flatMap(daysTouched));
  const noDayOff = sundays.some((sunday) =>
    Array.from({ length: DAY_OFF_IN_LIEU_DAYS }, (_, index) => sunday + 1 + index).every((day) =>
      worked.has(day),
    ),
  );
  return noDayOff ? ['sunday_work', 'sunday_no_day_off'] : ['sunday_work'];
}

/**
 * Checks a request's shifts (`wanted`) against the person's other booked shifts (`booked`, any
 * clinic, this request's own left out). Overlap or under 11 hours of rest is 'rest'; more than
 * 10 hours of work on one Berlin day (the request's shifts and booked ones together) 'over_10h'.
 * A day over 10 hours that holds an on-call shift of the request is judged by §7 instead, under
 * `terms` (the organisation's agreement, the person's consent): on-call.rules.ts.
 */
export function checkWorkingTime(
  wanted: Duty[],
  booked: Period[],
  terms?: OnCallTerms,
): WorkingTimeCheck {
  const all = [...booked, ...wanted];
  const refusals: WorkingTimeRefusal[] = [];
  const daily = sumBy(all, startDay);
  const wantedDays = new Set(wanted.map(startDay));
  const longDays = [...wantedDays].filter((day) => (daily.get(day) ?? 0) > MAX_DAILY_MINUTES);
  const onCallOfDay = (day: number) =>
    wanted.filter((shift) => isOnCall(shift) && startDay(shift) === day);
  const extended = longDays.filter((day) => onCallOfDay(day).length > 0);
  if (longDays.length > extended.length) refusals.push('over_10h');
  if (extended.length > 0) refusals.push(...extensionRefusals(onCallOfDay, extended, daily, terms));
  if (wanted.some((shift) => booked.some((other) => clashes(shift, other)))) refusals.push('rest');
  const agreement = extended.length > 0 ? terms?.agreement : null;
  const dayWork = (shift: Period) => daily.get(startDay(shift)) ?? 0;
  if (agreement && shortRestAfterLongDay(wanted, booked, agreement, dayWork))
    refusals.push('rest_after_long_duty');

  const warnings: WorkingTimeWarning[] = [];
  if (agreement) {
    // The agreement's period and limits replace §3's 24 weeks (§7 (1) Nr. 1 b, (8)).
    const weekly = sumBy(all, (shift) => weekOf(startDay(shift)));
    const weeks = wanted.map((shift) => weekOf(startDay(shift)));
    const over = agreedAverageRefusal(weekly, weeks, { agreement, consent: terms!.consent });
    if (over) refusals.push(over);
  } else if (overAverage(wanted, all)) warnings.push('over_48h_average');
  warnings.push(...sundayWarnings(wanted, all));
  return { refusals: [...new Set(refusals)], warnings };
}

/**
 * The span of booked shifts that can matter to a check of `wanted` (a query's bounds): by
 * default every 24-week window and the two weeks after a Sunday; `days` for the hard limits only;
 * `atLeast` days for an on-call agreement's longer average.
 */
export function relevantSpan(wanted: Period[], days = AVERAGE_WEEKS * 7 + 2, atLeast = 0): Period {
  const reach = Math.max(days, atLeast) * DAY_MS;
  const starts = wanted.map((shift) => shift.startsAt.getTime());
  const ends = wanted.map((shift) => shift.endsAt.getTime());
  return {
    startsAt: new Date(Math.min(...starts) - reach),
    endsAt: new Date(Math.max(...ends) + reach),
  };
}

/** Booked shifts by person, everyone of `userIds` present. */
export function bookedByUser(
  userIds: string[],
  rows: { userId: string; startsAt: Date; endsAt: Date }[],
) {
  const byUser = new Map<string, Period[]>(userIds.map((id) => [id, []]));
  for (const row of rows)
    byUser.get(row.userId)?.push({ startsAt: row.startsAt, endsAt: row.endsAt });
  return byUser;
}

/** The fairness figures from the asked counts and the booked shifts of `from`..`to`. */
export function fairnessOf(
  userIds: string[],
  asked: { userId: string; value: number }[],
  booked: Map<string, Period[]>,
  from: Date,
  to: Date,
) {
  const figures = new Map(userIds.map((id) => [id, { asked: 0, taken: 0 }]));
  for (const row of asked) figures.get(row.userId)!.asked = row.value;
  for (const [userId, periods] of booked) {
    figures.get(userId)!.taken = periods.filter(
      (shift) => shift.startsAt >= from && shift.startsAt <= to,
    ).length;
  }
  return figures;
}

/** The fairness figures' window: the last FAIRNESS_DAYS up to `now`. */
export const fairnessWindow = (now: Date): Period => ({
  startsAt: new Date(now.getTime() - FAIRNESS_DAYS * DAY_MS),
  endsAt: now,
});
