import deLocale from '@fullcalendar/core/locales/de';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import type { LocaleInput } from '@fullcalendar/core';
import type { Language } from '#shared/language-codes';

/**
 * The calendar writes dates as every other screen does (#shared/format): British English, not
 * FullCalendar's American default ('December 8, 2026', '12/8'), and the list view's days as
 * 08/12/2026 / 08.12.2026 with the weekday beside.
 */
export const CALENDAR_LOCALES: LocaleInput[] = [deLocale, enGbLocale];

export function calendarLocale(lang: Language): string {
  return lang === 'de' ? 'de' : 'en-gb';
}

export const LIST_DAY_FORMAT = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
