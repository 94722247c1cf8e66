/**
 * Dates, times, money and percentages as the user's language writes them, in one place for the
 * screens, the e-mails and the iCalendar feed. German follows DIN 5008
 * (29.11.2026, 06:00, 1.234,56 €); English keeps the spec's DD/MM/YYYY and a 24-hour clock
 * (29/11/2026, 06:00, €1,234.56). Times are shown in the clinic's time zone, never the device's:
 * a shift at 06:00 in Berlin reads 06:00 on a phone set to UTC too. Plain Intl, no dependencies.
 */
import type { Language } from './language-codes';

/** The clinics' time zone unless an organisation sets another. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

export type Instant = Date | number | string;

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };
const DATE_SEPARATOR: Record<Language, string> = { de: '.', en: '/' };

// Constructing an Intl formatter costs far more than using one, and a pool's offer e-mails format
// the same dates a thousand times in one transaction: keep one per zone (and language).
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  return cached(
    `parts|${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function toDate(instant: Instant): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/** What a wall clock in `timeZone` shows at the instant. */
export function wallClock(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): WallClock {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(toDate(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    // Some engines write midnight as 24 even with h23.
    hour: values.hour! % 24,
    minute: values.minute!,
    second: values.second!,
  };
}

/** The calendar day (YYYY-MM-DD) of an instant on a zone's clock; Berlin unless told. */
export function calendarDay(instant: Instant, timeZone: string = DEFAULT_TIME_ZONE): string {
  return cached(`day|${timeZone}`, () => new Intl.DateTimeFormat('sv-SE', { timeZone })).format(
    toDate(instant),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

function dayText(clock: Pick<WallClock, 'year' | 'month' | 'day'>, lang: Language): string {
  const separator = DATE_SEPARATOR[lang];
  return `${pad(clock.day)}${separator}${pad(clock.month)}${separator}${clock.year}`;
}

/** '29.11.2026' / '29/11/2026': the calendar day in the time zone. */
export function formatDate(
  instant: Instant,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return dayText(wallClock(instant, timeZone), lang);
}

/** '06:00' in both languages (24 hours). */
export function formatTime(
  instant: Instant,
  _lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const clock = wallClock(instant, timeZone);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** '29.11.2026 06:00' / '29/11/2026 06:00'. */
export function formatDateTime(
  instant: Instant,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const clock = wallClock(instant, timeZone);
  return `${dayText(clock, lang)} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * A shift: '29.11.2026 06:00 – 14:00' when it ends on the day it starts, else both dates
 * ('28.03.2027 22:00 – 29.03.2027 06:00').
 */
export function formatDateRange(
  start: Instant,
  end: Instant,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const from = formatDateTime(start, lang, timeZone);
  const to = formatDateTime(end, lang, timeZone);
  const sameDay = formatDate(start, lang, timeZone) === formatDate(end, lang, timeZone);
  return `${from} – ${sameDay ? formatTime(end, lang, timeZone) : to}`;
}

/** A calendar day 'YYYY-MM-DD' (a birthday, an expiry date) in the language's format, with no zone to shift it. */
export function formatCalendarDay(isoDay: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return isoDay;
  return dayText({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, lang);
}

/**
 * A stored date that may be a calendar day ('2020-03-05', an education's start) or an instant
 * (a job's start): '05.03.2020' / '05/03/2020' like every other date; '' for none, the text
 * itself if it is no date.
 */
export function formatDay(
  value: string | null | undefined,
  lang: Language,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDay(value, lang);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatDate(instant, lang, timeZone);
}

/**
 * Euro cents as '1.234,56 €' / '€1,234.56' (the German form with a no-break space), always with
 * the cents: one way of writing an amount on every screen.
 */
export function formatMoney(cents: number, lang: Language): string {
  const formatter = cached(
    `money|${lang}`,
    () =>
      new Intl.NumberFormat(LOCALES[lang], {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return formatter.format(Math.round(cents) / 100);
}

/** An hourly rate in cents: '38,00 €/h' / '€38.00/h', the same on the board and in the applicants. */
export function formatHourlyRate(cents: number, lang: Language): string {
  return `${formatMoney(cents, lang)}/h`;
}

/** Euros (as the API gives amounts) in cents, for formatMoney. */
export const euroCents = (euros: number): number => Math.round(euros * 100);

/** A percentage given as a number of percent (7.5 → '7,5 %' / '7.5%'), up to two decimals. */
export function formatPercent(percent: number, lang: Language): string {
  const formatter = cached(
    `percent|${lang}`,
    () => new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 2 }),
  );
  return formatter.format(percent / 100);
}

/** A number with the language's grouping and up to `digits` decimals ('1.234,5' / '1,234.5'). */
export function formatDecimal(value: number, lang: Language, digits = 2): string {
  const formatter = cached(
    `decimal|${lang}|${digits}`,
    () => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: digits }),
  );
  return formatter.format(value);
}

/**
 * A file's size as people read it: '245 KB', '1,2 MB' / '1.2 MB' (never '0.00 MB' for a small
 * PDF); at least 1 KB for any file with content.
 */
export function formatFileSize(bytes: number, lang: Language): string {
  if (bytes < 1_000_000) {
    return `${formatNumber(bytes === 0 ? 0 : Math.max(1, Math.round(bytes / 1000)), lang)} KB`;
  }
  return `${formatDecimal(Math.round(bytes / 100_000) / 10, lang, 1)} MB`;
}

/** A count with the language's grouping ('12.345' / '12,345'). */
export function formatNumber(value: number, lang: Language): string {
  const formatter = cached(
    `number|${lang}`,
    () => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }),
  );
  return formatter.format(value);
}

/** The zone's short name beside a time: its city ('Europe/Berlin' → 'Berlin', 'America/New_York' → 'New York'). */
export function zoneName(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  return city.replace(/_/g, ' ');
}

/**
 * The time zone's name in brackets when the device runs on another zone ('06:00 (Berlin)'),
 * else nothing: someone in the clinic's zone needs no note.
 */
export function zoneSuffix(timeZone: string, deviceTimeZone: string | undefined): string {
  return deviceTimeZone && deviceTimeZone !== timeZone ? ` (${zoneName(timeZone)})` : '';
}

/** How far the zone's wall clock is ahead of UTC at the instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const clock = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant a wall clock in `timeZone` shows the given day and time (what someone typing
 * '06:00' on a day means, whatever the device's zone). In the spring gap (02:30 does not exist)
 * the time is read with the offset before the change, i.e. one hour later; in the autumn hour
 * that happens twice, the first is taken.
 */
export function zonedInstant(
  day: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, time.hour, time.minute);
  const before = offsetAt(asUtc - 24 * 3_600_000, timeZone);
  const after = offsetAt(asUtc + 24 * 3_600_000, timeZone);
  // The earlier offset first: it gives the first of a doubled hour and moves a missing one forward.
  for (const offset of [before, after]) {
    const candidate = asUtc - offset;
    if (offsetAt(candidate, timeZone) === offset) return candidate;
  }
  return asUtc - before;
}
