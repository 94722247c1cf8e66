/**
 * The period of a contact request (spec 001 sections 3 and 4): a range of whole days, shown as
 * every date is in the page's language ('05/03/2026 – 24/12/2026', '05.03.2026 – 24.12.2026'),
 * sent as ISO dates. Pure functions, so the rules are tested without a browser.
 */
import { formatCalendarDay } from '#shared/format';
import type { Language } from '#shared/language-codes';

/** A complete range; `from` is never after `to`. */
export interface DayRange {
  from: Date;
  to: Date;
}

/** What the picker holds while choosing: nothing, a start waiting for its end, or a range. */
export type DraftRange = { from: Date | undefined; to?: Date | undefined } | undefined;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The day of a date, at local midnight. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** A number that orders days (yyyymmdd), immune to times of day and DST shifts. */
function dayNumber(date: Date): number {
  return date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();
}

export function isSameDay(a: Date, b: Date): boolean {
  return dayNumber(a) === dayNumber(b);
}

/** The default range: today to today. */
export function todayRange(now: Date = new Date()): DayRange {
  const today = startOfDay(now);
  return { from: today, to: today };
}

/** The local day in the language's format (#shared/format): DD/MM/YYYY, DD.MM.YYYY. */
export function formatDay(date: Date, lang: Language): string {
  return formatCalendarDay(toIsoDate(date), lang);
}

/** The read-only text of the date input: 'DD/MM/YYYY – DD/MM/YYYY' / 'DD.MM.YYYY – DD.MM.YYYY'. */
export function formatDateString(range: DayRange, lang: Language): string {
  return `${formatDay(range.from, lang)} – ${formatDay(range.to, lang)}`;
}

/** yyyy-mm-dd of the local day (not toISOString, which would shift the day in UTC). */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day of a yyyy-mm-dd text, or undefined when it is not one. */
export function fromIsoDate(text: string | undefined): Date | undefined {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/**
 * The range after a click on `day` (spec 001 section 4, range picking):
 * - clicking inside the chosen range clears it;
 * - with nothing chosen, or a complete range and a day outside it, the day starts a new range;
 * - with a start waiting for its end, a later day (or the start again) ends the range, and an
 *   earlier day becomes the new start instead, so the end is never before the start.
 */
export function pickDay(range: DraftRange, clicked: Date): DraftRange {
  const day = startOfDay(clicked);
  const from = range?.from;
  if (!from) return { from: day, to: undefined };
  const to = range.to;
  if (!to) {
    return dayNumber(day) < dayNumber(from) ? { from: day, to: undefined } : { from, to: day };
  }
  const inside = dayNumber(day) >= dayNumber(from) && dayNumber(day) <= dayNumber(to);
  return inside ? undefined : { from: day, to: undefined };
}

/** The range to save: a lone start is a one-day range; nothing chosen is undefined. */
export function completeRange(range: DraftRange): DayRange | undefined {
  if (!range?.from) return undefined;
  const from = startOfDay(range.from);
  const to = range.to ? startOfDay(range.to) : from;
  return dayNumber(to) < dayNumber(from) ? { from: to, to: from } : { from, to };
}

/** The form values that describe a range (or its absence: the date is then required). */
export function rangeValues(
  range: DayRange | undefined,
  lang: Language,
): {
  dateString: string;
  startDate: string | undefined;
  endDate: string | undefined;
} {
  if (!range) return { dateString: '', startDate: undefined, endDate: undefined };
  return {
    dateString: formatDateString(range, lang),
    startDate: toIsoDate(range.from),
    endDate: toIsoDate(range.to),
  };
}
