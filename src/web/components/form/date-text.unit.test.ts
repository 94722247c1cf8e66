import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  addMonthsIso,
  formatMonthText,
  parseMonthText,
  addMinutesToTime,
  formatDayText,
  parseDayText,
  parseTimeText,
} from './date-text';

describe('date-text', () => {
  it('writes a day as the language does', () => {
    expect(formatDayText('2026-06-12', 'de')).toBe('12.06.2026');
    expect(formatDayText('2026-06-12', 'en')).toBe('12/06/2026');
    expect(formatDayText('', 'de')).toBe('');
  });

  it('reads the day first whatever the separator, and ISO', () => {
    expect(parseDayText('12.06.2026')).toBe('2026-06-12');
    expect(parseDayText('12/6/2026')).toBe('2026-06-12');
    expect(parseDayText('1.2.26')).toBe('2026-02-01');
    expect(parseDayText('12062026')).toBe('2026-06-12');
    expect(parseDayText('2026-06-12')).toBe('2026-06-12');
  });

  it('refuses what is no calendar day', () => {
    expect(parseDayText('31.02.2026')).toBeNull();
    expect(parseDayText('29.02.2027')).toBeNull();
    expect(parseDayText('29.02.2028')).toBe('2028-02-29');
    expect(parseDayText('13/13/2026')).toBeNull();
    expect(parseDayText('06/12/2026 06:00 AM')).toBeNull();
    expect(parseDayText('')).toBeNull();
  });

  it('moves a day across months and years', () => {
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads times on a 24-hour clock', () => {
    expect(parseTimeText('6')).toBe('06:00');
    expect(parseTimeText('06:00')).toBe('06:00');
    expect(parseTimeText('630')).toBe('06:30');
    expect(parseTimeText('1430')).toBe('14:30');
    expect(parseTimeText('14.30')).toBe('14:30');
    expect(parseTimeText('22 Uhr')).toBe('22:00');
    expect(parseTimeText('24:00')).toBeNull();
    expect(parseTimeText('6:75')).toBeNull();
    expect(parseTimeText('6 AM')).toBeNull();
  });

  it('reads and writes months', () => {
    expect(formatMonthText('2026-10', 'de')).toBe('10.2026');
    expect(formatMonthText('2026-10', 'en')).toBe('10/2026');
    expect(parseMonthText('10.2026')).toBe('2026-10');
    expect(parseMonthText('1/26')).toBe('2026-01');
    expect(parseMonthText('2026-10')).toBe('2026-10');
    expect(parseMonthText('13.2026')).toBeNull();
    expect(addMonthsIso('2026-12', 1)).toBe('2027-01');
    expect(addMonthsIso('2026-01', -1)).toBe('2025-12');
  });

  it('steps a time around midnight', () => {
    expect(addMinutesToTime('23:55', 5)).toBe('00:00');
    expect(addMinutesToTime('00:00', -5)).toBe('23:55');
  });
});
