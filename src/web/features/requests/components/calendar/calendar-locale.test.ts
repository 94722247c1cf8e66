import { formatDate } from '@fullcalendar/core';
import { describe, expect, it } from 'vitest';
import { CALENDAR_LOCALES, calendarLocale, LIST_DAY_FORMAT } from './calendar-locale';

// FullCalendar's own formatter, with the locales the calendar registers.
const format = (lang: 'en' | 'de', options: Record<string, string>) =>
  formatDate(new Date(Date.UTC(2026, 11, 8, 12)), {
    ...options,
    locale: calendarLocale(lang),
    timeZone: 'UTC',
  });

describe('the calendar’s dates', () => {
  it('register a locale for each language', () => {
    expect(CALENDAR_LOCALES.map((locale) => locale.code)).toEqual(
      expect.arrayContaining([calendarLocale('en'), calendarLocale('de')]),
    );
  });

  it('are written day first in English, as on every other screen', () => {
    expect(format('en', { month: 'long', day: 'numeric', year: 'numeric' })).toBe(
      '8 December 2026',
    );
    expect(format('en', LIST_DAY_FORMAT)).toBe('08/12/2026');
    expect(format('de', LIST_DAY_FORMAT)).toBe('08.12.2026');
  });
});
