import { DEFAULT_SLOT } from '#shared/contracts/requests';

/**
 * Dates of shifts in the browser's local time. The API speaks epoch milliseconds; the form
 * speaks days and 'HH:mm' times, so daylight-saving days come out right (a 12:00 start stays
 * 12:00 whatever the offset).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY HH:mm (spec 001 section 9). */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return `${formatDay(date)} ${formatTime(date)}`;
}

/** DD/MM/YYYY. */
export function formatDay(date: Date | number): string {
  const day = new Date(date);
  return `${pad(day.getDate())}/${pad(day.getMonth() + 1)}/${day.getFullYear()}`;
}

/** HH:mm. */
export function formatTime(date: Date | number): string {
  const day = new Date(date);
  return `${pad(day.getHours())}:${pad(day.getMinutes())}`;
}

/** '12/05/2026 12:00 – 13/05/2026 12:00'. */
export function formatShiftRange(start: number, end: number): string {
  return `${formatDateTime(start)} – ${formatDateTime(end)}`;
}

export function startOfDay(date: Date | number): Date {
  const day = new Date(date);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate());
}

export function addDays(date: Date | number, days: number): Date {
  const day = new Date(date);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days, day.getHours(), day.getMinutes());
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

/** The moment `time` ('HH:mm') on the calendar day of `day`. */
export function atTime(day: Date | number, time: string): number {
  const minutes = parseTime(time) ?? 0;
  const start = startOfDay(day);
  return new Date(
    start.getFullYear(),
    start.getMonth(),
    start.getDate(),
    Math.floor(minutes / 60),
    minutes % 60,
  ).getTime();
}

export const DEFAULT_START_TIME = `${pad(DEFAULT_SLOT.startHour)}:00`;
export const DEFAULT_END_TIME = `${pad(DEFAULT_SLOT.endHour)}:00`;

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
): { start: number; end: number } {
  const start = atTime(from, startTime);
  let end = atTime(to ?? from, endTime);
  if (end <= start) end = atTime(addDays(to ?? from, 1), endTime);
  return { start, end };
}

/**
 * The day a new shift starts on when nothing is picked yet: the day after the last shift, or
 * tomorrow (a ward manager at 6 a.m. posts tomorrow's shifts).
 */
export function suggestedDay(existingStarts: readonly number[], now: number): Date {
  const tomorrow = addDays(startOfDay(now), 1);
  if (existingStarts.length === 0) return tomorrow;
  const next = addDays(startOfDay(Math.max(...existingStarts)), 1);
  return next > tomorrow ? next : tomorrow;
}

/** The same calendar day (local time). */
export function sameDay(a: Date | number, b: Date | number): boolean {
  return startOfDay(a).getTime() === startOfDay(b).getTime();
}
