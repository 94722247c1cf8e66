/**
 * Staff-leasing limits (AÜG §1 (1b), §8 (4)) on Berlin calendar days, as pure functions.
 * Days are 'YYYY-MM-DD' strings of the German calendar, so
 * the clock changes never shift a count.
 */
import { calendarDay } from '#shared/format';

const DAY_MS = 86_400_000;
/** Maximum assignment of one agency worker to one clinic (§1 (1b)). */
export const MAX_MONTHS = 18;
/** Equal pay is due after this many months (§8 (4)). */
export const EQUAL_PAY_MONTHS = 9;
/** An interruption longer than this restarts the count (§1 (1b) sentence 2). */
export const INTERRUPTION_MONTHS = 3;
/** Warnings go out this many days before either date. */
export const WARNING_DAYS = 28;

const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return format(parse(day) + days * DAY_MS);
}

/**
 * The day `months` after `day` (§188 (2), (3) BGB): the same day of the month, or, when that
 * month is too short (31 Jan → February, 29 Feb → a common year), the 1st of the month after,
 * since the period ends with that month's last day.
 */
export function monthsLater(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  if (date <= lastDay) return format(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), date));
  return format(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 1));
}

/**
 * Every Berlin day a shift touches: from its start's day to the day of its last minute (a night
 * shift 20:00–06:00 counts both days; one ending at 00:00 sharp does not touch the next day).
 */
export function daysOfShift(shift: { startsAt: Date; endsAt: Date }): string[] {
  const first = calendarDay(shift.startsAt);
  const last = calendarDay(
    new Date(Math.max(shift.startsAt.getTime(), shift.endsAt.getTime() - 1)),
  );
  const days = [first];
  while (days.at(-1)! < last) days.push(addDays(days.at(-1)!, 1));
  return days;
}

/**
 * Whether worked day `next` after worked day `previous` restarts the count: the days between
 * them (the interruption) span more than 3 months, i.e. `next` lies beyond the day 3 months after
 * the first free day.
 */
export function restartsCount(previous: string, next: string): boolean {
  return next > monthsLater(addDays(previous, 1), INTERRUPTION_MONTHS);
}

export interface AssignmentPeriod {
  /** First worked day: the count starts here. */
  start: string;
  /** Last worked day of the period. */
  end: string;
  /** From this day on equal pay is due (9 months completed). */
  equalPayFrom: string;
  /** The last day the worker may work at the clinic in this period (18 months completed). */
  lastAllowedDay: string;
}

export function periodFrom(start: string, end: string): AssignmentPeriod {
  return {
    start,
    end,
    equalPayFrom: monthsLater(start, EQUAL_PAY_MONTHS),
    lastAllowedDay: addDays(monthsLater(start, MAX_MONTHS), -1),
  };
}

/** Splits worked days (any order, repeats allowed) into the periods the count runs through. */
export function assignmentPeriods(days: Iterable<string>): AssignmentPeriod[] {
  const sorted = [...new Set(days)].sort();
  const periods: AssignmentPeriod[] = [];
  let start: string | undefined;
  let previous: string | undefined;
  for (const day of sorted) {
    if (start === undefined || previous === undefined || restartsCount(previous, day)) {
      if (start !== undefined && previous !== undefined) periods.push(periodFrom(start, previous));
      start = day;
    }
    previous = day;
  }
  if (start !== undefined && previous !== undefined) periods.push(periodFrom(start, previous));
  return periods;
}

/** Whole months completed from `start` up to and including `through` (0 before one month). */
export function completedMonths(start: string, through: string): number {
  if (through < start) return 0;
  const after = addDays(through, 1);
  let months = 0;
  while (monthsLater(start, months + 1) <= after) months += 1;
  return months;
}

export interface AssignmentStatus {
  /** Where the count of the planned days starts. */
  since: string;
  /** Whole months already worked in the period up to today. */
  monthsWorked: number;
  equalPayFrom: string;
  lastAllowedDay: string;
  /** Planned days beyond the last allowed day (selection is refused). */
  daysOverLimit: string[];
}

/**
 * The status of a planned assignment: `booked` are the days already worked or booked at the
 * clinic, `planned` the new shifts' days. The period is the one the first planned day falls in.
 */
export function assignmentStatus(input: {
  booked: string[];
  planned: string[];
  today: string;
}): AssignmentStatus {
  const planned = [...new Set(input.planned)].sort();
  const periods = assignmentPeriods([...input.booked, ...planned]);
  const first = planned[0];
  const period =
    (first && periods.find((candidate) => candidate.start <= first && first <= candidate.end)) ??
    periods.at(-1);
  if (!period) {
    const today = periodFrom(input.today, input.today);
    return {
      since: today.start,
      monthsWorked: 0,
      equalPayFrom: today.equalPayFrom,
      lastAllowedDay: today.lastAllowedDay,
      daysOverLimit: [],
    };
  }
  const workedUntil = input.booked
    .filter((day) => day >= period.start && day <= input.today)
    .sort()
    .at(-1);
  return {
    since: period.start,
    monthsWorked: workedUntil ? completedMonths(period.start, workedUntil) : 0,
    equalPayFrom: period.equalPayFrom,
    lastAllowedDay: period.lastAllowedDay,
    daysOverLimit: planned.filter((day) =>
      periods.some((each) => each.start <= day && day <= each.end && day > each.lastAllowedDay),
    ),
  };
}
