import { DEFAULT_TIME_ZONE, wallClock, zonedInstant } from '#shared/format';
import type { Language } from '#shared/language-codes';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '#shared/request-states';

/** ISO weekdays 1 (Monday) … 7 (Sunday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Short and long weekday names in the page's language, Monday first. */
export function weekdayNames(lang: Language): { day: number; short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return WEEKDAYS.map((day) => {
    const date = new Date(Date.UTC(2024, 0, day, 12));
    return {
      day,
      short: new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });
}

export function toggleDay(days: number[], day: number): number[] {
  return days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b);
}

export function toggleChannel(
  channels: NotificationChannel[],
  channel: NotificationChannel,
  on: boolean,
): NotificationChannel[] {
  const next = new Set(channels);
  if (on) next.add(channel);
  else next.delete(channel);
  next.add('app'); // always on
  return NOTIFICATION_CHANNELS.filter((c) => next.has(c));
}

/** 'YYYY-MM-DD' as calendar numbers, or null when it is no real day (2026-02-30). */
function calendarDay(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? { year, month, day }
    : null;
}

/**
 * A period of whole days picked as YYYY-MM-DD (inclusive), as calendar days on the clinics'
 * clock (Berlin), never the device's: from the first day's midnight to the
 * midnight after the last day, so a phone in New York blocks the same days as one in Berlin.
 * Null while incomplete or reversed.
 */
export function periodFromDays(
  first: string,
  last: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): { startsAt: string; endsAt: string } | null {
  const from = calendarDay(first);
  const to = calendarDay(last);
  if (!from || !to) return null;
  const start = zonedInstant(from, { hour: 0, minute: 0 }, timeZone);
  // The next calendar day by UTC arithmetic on the numbers, free of any zone's clock change.
  const next = new Date(Date.UTC(to.year, to.month - 1, to.day + 1));
  const end = zonedInstant(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    { hour: 0, minute: 0 },
    timeZone,
  );
  if (end <= start) return null;
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() };
}

/** "3 Mar 2026 – 5 Mar 2026" for a stored period (its end is the midnight after the last day). */
export function formatPeriod(
  lang: Language,
  startsAt: string,
  endsAt: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  // The days as they are on the clinics' clock, written without a zone (a calendar day has none).
  const format = new Intl.DateTimeFormat(lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayOf = (instant: number) => {
    const clock = wallClock(instant, timeZone);
    return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, 12));
  };
  const start = dayOf(Date.parse(startsAt));
  const lastDay = dayOf(Date.parse(endsAt) - 1);
  const a = format.format(start);
  const b = format.format(lastDay);
  return a === b ? a : `${a} – ${b}`;
}
