import { describe, expect, it } from 'vitest';
import {
  completeRange,
  formatDateString,
  formatDay,
  fromIsoDate,
  pickDay,
  rangeValues,
  toIsoDate,
  todayRange,
} from './date-range';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('date range of the contact request', () => {
  it('formats days as DD/MM/YYYY in English, DD.MM.YYYY in German, ranges with an en dash', () => {
    expect(formatDay(day(2026, 3, 5), 'en')).toBe('05/03/2026');
    expect(formatDateString({ from: day(2026, 3, 5), to: day(2026, 12, 24) }, 'en')).toBe(
      '05/03/2026 – 24/12/2026',
    );
    expect(formatDateString({ from: day(2026, 12, 7), to: day(2026, 12, 7) }, 'de')).toBe(
      '07.12.2026 – 07.12.2026',
    );
  });

  it('defaults to today to today, at midnight', () => {
    const range = todayRange(new Date(2026, 1, 9, 17, 45));
    expect(range.from).toEqual(day(2026, 2, 9));
    expect(range.to).toEqual(day(2026, 2, 9));
  });

  it('writes and reads local ISO days without a UTC shift', () => {
    expect(toIsoDate(new Date(2026, 0, 1, 0, 30))).toBe('2026-01-01');
    expect(fromIsoDate('2026-02-28')).toEqual(day(2026, 2, 28));
    expect(fromIsoDate('2026-02-30')).toBeUndefined();
    expect(fromIsoDate('28/02/2026')).toBeUndefined();
    expect(fromIsoDate(undefined)).toBeUndefined();
  });

  it('starts a range with the first click and ends it with a later one', () => {
    const started = pickDay(undefined, day(2026, 5, 10));
    expect(started).toEqual({ from: day(2026, 5, 10), to: undefined });
    expect(pickDay(started, day(2026, 5, 14))).toEqual({
      from: day(2026, 5, 10),
      to: day(2026, 5, 14),
    });
    // the start again makes a one-day range
    expect(pickDay(started, day(2026, 5, 10))).toEqual({
      from: day(2026, 5, 10),
      to: day(2026, 5, 10),
    });
  });

  it('never lets the end come before the start: an earlier day becomes the new start', () => {
    const started = pickDay(undefined, day(2026, 5, 10));
    expect(pickDay(started, day(2026, 5, 3))).toEqual({ from: day(2026, 5, 3), to: undefined });
  });

  it('clears the range when a day inside it is clicked', () => {
    const range = { from: day(2026, 5, 10), to: day(2026, 5, 14) };
    expect(pickDay(range, day(2026, 5, 10))).toBeUndefined();
    expect(pickDay(range, day(2026, 5, 12))).toBeUndefined();
    expect(pickDay(range, day(2026, 5, 14))).toBeUndefined();
    // today to today (the default) is cleared by clicking today
    expect(pickDay(todayRange(day(2026, 5, 1)), new Date(2026, 4, 1, 15))).toBeUndefined();
  });

  it('starts anew when a day outside a complete range is clicked', () => {
    const range = { from: day(2026, 5, 10), to: day(2026, 5, 14) };
    expect(pickDay(range, day(2026, 5, 20))).toEqual({ from: day(2026, 5, 20), to: undefined });
    expect(pickDay(range, day(2026, 5, 1))).toEqual({ from: day(2026, 5, 1), to: undefined });
  });

  it('saves a lone start as a one-day range and nothing as no range', () => {
    expect(completeRange({ from: day(2026, 5, 10), to: undefined })).toEqual({
      from: day(2026, 5, 10),
      to: day(2026, 5, 10),
    });
    expect(completeRange(undefined)).toBeUndefined();
    expect(completeRange({ from: undefined })).toBeUndefined();
  });

  it('turns a range into the values the server takes', () => {
    expect(rangeValues({ from: day(2026, 5, 10), to: day(2026, 6, 2) }, 'en')).toEqual({
      dateString: '10/05/2026 – 02/06/2026',
      startDate: '2026-05-10',
      endDate: '2026-06-02',
    });
    expect(rangeValues(undefined, 'de')).toEqual({
      dateString: '',
      startDate: undefined,
      endDate: undefined,
    });
  });
});
