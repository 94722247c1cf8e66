import type { Language } from '#shared/language-codes';

/**
 * What our own date and time fields read and write: the screen's language decides,
 * never the device's. German DIN 5008 (29.11.2026, 06:00), English the app's DD/MM/YYYY and a
 * 24-hour clock, as `#shared/format` shows dates everywhere else. Values are ISO ('2026-11-29',
 * '06:00'), what the native inputs handed out before.
 */

export const DATE_PATTERN: Record<Language, string> = { de: 'TT.MM.JJJJ', en: 'DD/MM/YYYY' };
export const TIME_PATTERN: Record<Language, string> = { de: 'HH:MM', en: 'HH:MM' };
const SEPARATOR: Record<Language, string> = { de: '.', en: '/' };

const pad = (value: number) => String(value).padStart(2, '0');

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** '2026-11-29' as the language writes it; '' for no or a malformed value. */
export function formatDayText(iso: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const s = SEPARATOR[lang];
  return `${match[3]}${s}${match[2]}${s}${match[1]}`;
}

/**
 * A typed day as ISO, or null: day first in both languages (29.11.2026, 29/11/2026, 29-11-26,
 * 29112026), or ISO itself. Two-digit years are this century's.
 */
export function parseDayText(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{2}|\d{4})$/.exec(trimmed);
  const digits = /^(\d{2})(\d{2})(\d{4}|\d{2})$/.exec(trimmed);
  const found = parts ?? digits;
  if (!found) return null;
  const year = found[3]!.length === 2 ? 2000 + Number(found[3]) : Number(found[3]);
  return isoDay(year, Number(found[2]), Number(found[1]));
}

/** An ISO day moved by whole days (calendar arithmetic, no zone involved). */
export function addDaysIso(iso: string, days: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const moved = new Date(Date.UTC(year!, month! - 1, day! + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** A typed time as 'HH:mm' (24 hours), or null: '6', '0630', '6:30', '6.30', '06 30', '6 h'. */
export function parseTimeText(text: string): string | null {
  const trimmed = text.trim().replace(/\s*(h|uhr)$/i, '');
  const match =
    /^(\d{1,2})(?:\s*[:.\s]\s*(\d{2}))?$/.exec(trimmed) ?? /^(\d{1,2})(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/** 'HH:mm' moved by minutes around the clock (the arrow keys of a time field). */
export function addMinutesToTime(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number);
  const total = (((hours! * 60 + mins! + minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

export const MONTH_PATTERN: Record<Language, string> = { de: 'MM.JJJJ', en: 'MM/YYYY' };

/** '2026-10' as the language writes it ('10.2026', '10/2026'); '' for none. */
export function formatMonthText(iso: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}${SEPARATOR[lang]}${match[1]}` : '';
}

/** A typed month as 'YYYY-MM', or null: '10.2026', '10/26', '102026' or ISO. */
export function parseMonthText(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})$/.exec(trimmed);
  const found = iso
    ? [iso[2], iso[1]]
    : (
        /^(\d{1,2})\s*[./-]\s*(\d{2}|\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{4})$/.exec(trimmed)
      )?.slice(1, 3);
  if (!found) return null;
  const month = Number(found[0]);
  const year = found[1]!.length === 2 ? 2000 + Number(found[1]) : Number(found[1]);
  if (month < 1 || month > 12 || year < 1900 || year > 2199) return null;
  return `${year}-${pad(month)}`;
}

/** 'YYYY-MM' moved by whole months. */
export function addMonthsIso(iso: string, months: number): string {
  const [year, month] = iso.split('-').map(Number);
  const index = year! * 12 + (month! - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}
