import { wallClock, zonedInstant } from '#shared/format';
import { AppError } from '#server/errors';

/**
 * The server's idea of "now" for business rules (shifts in the past, deadlines, "today" in
 * Germany, expiry of permits and documents, due tasks). buildApp() takes one, so tests can run
 * the same code at any instant (a Sunday at 23:30, the clock-change nights, New Year's Eve)
 * without faking the process's time. Real time stays in use where only the machine's time
 * matters: access tokens and sessions, the e-mail outbox's retries, column defaults.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function fixedClock(at: Date | string): TestClock {
  let current = new Date(at).getTime();
  if (Number.isNaN(current)) throw new Error(`not an instant: ${String(at)}`);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}

/**
 * A clock that starts at `start` and runs on with real time (CLOCK_START: the e2e server and
 * the browser's Playwright clock start at the same instant and both keep going, so timers,
 * deadlines and "time to answer" behave as they would on that day).
 */
export function startedClock(start: Date | string, realNow: () => number = Date.now): Clock {
  const offset = new Date(start).getTime() - realNow();
  if (Number.isNaN(offset)) throw new Error(`not an instant: ${String(start)}`);
  return { now: () => new Date(realNow() + offset) };
}

const germanOffset = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Berlin',
  timeZoneName: 'longOffset',
});

/**
 * The instant a German calendar day (YYYY-MM-DD) begins: 23:00 UTC the day before in winter,
 * 22:00 in summer. Days in Germany never begin inside a clock change (those happen at 02:00/03:00).
 * Any four-digit year works (the API refuses years outside its range before this is reached); a
 * string that is no calendar day is bad input, not a crash.
 */
export function startOfGermanDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match)
    throw new AppError('VALIDATION_FAILED', [{ field: 'date', key: 'Date_is_not_valid' }]);
  return germanMidnight(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * The instant a German day given as numbers begins (month 1 to 12; overflowing days and months
 * roll over as in Date.UTC). Years below 100 are set explicitly: Date.UTC reads them as 19xx.
 */
export function germanMidnight(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const midnightUtc = date.getTime();
  if (Number.isNaN(midnightUtc))
    throw new AppError('VALIDATION_FAILED', [{ field: 'date', key: 'Date_is_not_valid' }]);
  const zone =
    germanOffset.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(zone);
  const offsetMs = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000
    : 0;
  return new Date(midnightUtc - offsetMs);
}

/**
 * The next instant after `now` at which a German wall clock shows `time` (the nightly retention
 * and maintenance runs); over a clock change the wall time is kept, not the elapsed hours.
 */
export function nextGermanWallTime(now: Date, time: { hour: number; minute: number }): Date {
  const today = wallClock(now);
  const todays = zonedInstant(today, time);
  if (todays > now.getTime()) return new Date(todays);
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  const day = {
    year: tomorrow.getUTCFullYear(),
    month: tomorrow.getUTCMonth() + 1,
    day: tomorrow.getUTCDate(),
  };
  return new Date(zonedInstant(day, time));
}
