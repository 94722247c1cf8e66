import { DEFAULT_SLOT } from '#shared/contracts/requests';
import type { Language } from '#shared/language-codes';
import {
  DEFAULT_TIME_ZONE,
  formatTime as formatClock,
  wallClock,
  zonedInstant,
} from '#shared/format';
import { formatShiftMoment, formatShiftRange as formatRange } from '#web/lib/shift-time';

/**
 * Dates of shifts in the organisation's time zone (Berlin unless it sets another),
 * whatever the device's zone. The API speaks epoch milliseconds; the form speaks calendar days
 * (the day picker's local-midnight Dates) and 'HH:mm' times read on the clinic's clock, so a
 * nurse's phone in UTC posts 06:00 as 06:00 in Berlin and daylight-saving days come out right.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** '29.11.2026 06:00' / '29/11/2026 06:00' (the zone named on a device in another zone). */
export function formatDateTime(
  ms: number,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatShiftMoment(ms, lang, timeZone);
}

/** HH:mm on the organisation's clock (what the form's time fields show for a shift). */
export function formatTime(date: Date | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatClock(date, 'en', timeZone);
}

/** '29.11.2026 06:00 – 14:00', both dates when the shift ends on another day. */
export function formatShiftRange(
  start: number,
  end: number,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return formatRange(start, end, lang, timeZone);
}

/** The organisation's calendar day of an instant, as the day picker's local-midnight Date. */
export function startOfDay(date: Date | number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const clock = wallClock(date, timeZone);
  return new Date(clock.year, clock.month - 1, clock.day);
}

/** A picker day `days` later (calendar arithmetic on the local Date the picker hands out). */
export function addDays(date: Date | number, days: number): Date {
  const day = new Date(date);
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate() + days,
    day.getHours(),
    day.getMinutes(),
  );
}

/** 'HH:mm' → minutes after midnight, or null when it is not a time. */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** The moment `time` ('HH:mm') on the organisation's clock on the picker day `day`. */
export function atTime(
  day: Date | number,
  time: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const minutes = parseTime(time) ?? 0;
  const picked = new Date(day);
  return zonedInstant(
    { year: picked.getFullYear(), month: picked.getMonth() + 1, day: picked.getDate() },
    { hour: Math.floor(minutes / 60), minute: minutes % 60 },
    timeZone,
  );
}

export const DEFAULT_START_TIME = `${pad(DEFAULT_SLOT.startHour)}:00`;
export const DEFAULT_END_TIME = `${pad(DEFAULT_SLOT.endHour)}:00`;

/** Shorter than an hour or a day and longer: allowed, but asked about before a shift is added. */
export const SHORT_SHIFT_MS = 60 * 60 * 1000;
export const LONG_SHIFT_MS = 24 * 60 * 60 * 1000;

/** Whether a shift's length looks like a typing slip (a 20-minute or a 24-hour shift). */
export function unusualLength(shift: { start: number; end: number }): 'short' | 'long' | null {
  const length = shift.end - shift.start;
  if (length < SHORT_SHIFT_MS) return 'short';
  if (length >= LONG_SHIFT_MS) return 'long';
  return null;
}

/** The times a new shift starts with: those of the request's latest shift, else none. */
export function suggestedTimes(
  shifts: readonly { start: number; end: number }[],
  timeZone: string = DEFAULT_TIME_ZONE,
): { start: string; end: string } {
  const last = [...shifts].sort((a, b) => a.start - b.start).at(-1);
  if (!last) return { start: '', end: '' };
  return { start: formatTime(last.start, timeZone), end: formatTime(last.end, timeZone) };
}

/**
 * One shift from a first day, an optional last day and two times. An end that would not come
 * after the start belongs to the following day: 12:00–12:00 (the default slot) and a night
 * shift 22:00–06:00 both end the next day.
 */
export function shiftFromDays(
  from: Date | number,
  to: Date | number | undefined,
  startTime: string,
  endTime: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): { start: number; end: number } {
  const start = atTime(from, startTime, timeZone);
  let end = atTime(to ?? from, endTime, timeZone);
  if (end <= start) end = atTime(addDays(to ?? from, 1), endTime, timeZone);
  return { start, end };
}

/**
 * The day a new shift starts on when nothing is picked yet: the day after the last shift, or
 * tomorrow (a ward manager at 6 a.m. posts tomorrow's shifts).
 */
export function suggestedDay(
  existingStarts: readonly number[],
  now: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const tomorrow = addDays(startOfDay(now, timeZone), 1);
  if (existingStarts.length === 0) return tomorrow;
  const next = addDays(startOfDay(Math.max(...existingStarts), timeZone), 1);
  return next > tomorrow ? next : tomorrow;
}
