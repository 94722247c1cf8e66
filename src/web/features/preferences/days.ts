import type { Language } from '#shared/language-codes';
import type { NotificationChannel } from '#shared/request-states';

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

export function toggleChannel(channels: NotificationChannel[], channel: NotificationChannel, on: boolean): NotificationChannel[] {
  const next = new Set(channels);
  if (on) next.add(channel);
  else next.delete(channel);
  next.add('app'); // always on
  return (['app', 'email', 'sms'] as const).filter((c) => next.has(c));
}

/**
 * A period of whole days picked as YYYY-MM-DD (inclusive) in the browser's time zone: from the
 * first day's midnight to the midnight after the last day. Null while incomplete or reversed.
 */
export function periodFromDays(first: string, last: string): { startsAt: string; endsAt: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first) || !/^\d{4}-\d{2}-\d{2}$/.test(last)) return null;
  const start = new Date(`${first}T00:00:00`);
  const end = new Date(`${last}T00:00:00`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return null;
  end.setDate(end.getDate() + 1);
  return { startsAt: start.toISOString(), endsAt: end.toISOString() };
}

/** "3 Mar 2026 – 5 Mar 2026" for a stored period (its end is the midnight after the last day). */
export function formatPeriod(lang: Language, startsAt: string, endsAt: string): string {
  const format = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric' });
  const start = new Date(startsAt);
  const lastDay = new Date(new Date(endsAt).getTime() - 1);
  const a = format.format(start);
  const b = format.format(lastDay);
  return a === b ? a : `${a} – ${b}`;
}
