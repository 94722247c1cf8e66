import { formatCalendarDay } from '#shared/format';
import type { Language } from '#shared/language-codes';
import { formatShiftMoment } from '#web/lib/shift-time';

/** A moment as date and time (DD/MM/YYYY HH:mm in English; DD.MM.YYYY HH:mm in German), on the clinics' clock. */
export function formatDateTime(iso: string, lang: Language): string {
  const date = Date.parse(iso);
  return Number.isNaN(date) ? iso : formatShiftMoment(date, lang);
}

/** A calendar day (yyyy-mm-dd) in the language's date format, without a time-zone shift. */
export function formatIsoDay(iso: string, lang: Language): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatCalendarDay(iso, lang) : iso;
}
