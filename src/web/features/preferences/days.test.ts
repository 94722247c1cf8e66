import { describe, expect, it } from 'vitest';
import { formatPeriod, periodFromDays, toggleChannel, toggleDay, weekdayNames } from './days';

describe('preferences helpers', () => {
  it('names the weekdays Monday first in the page language', () => {
    expect(weekdayNames('en').map((d) => d.short)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(weekdayNames('de')[0]).toEqual({ day: 1, short: 'Mo', long: 'Montag' });
  });

  it('toggles days sorted and channels with the app always on', () => {
    expect(toggleDay([7, 1], 6)).toEqual([1, 6, 7]);
    expect(toggleDay([1, 6, 7], 6)).toEqual([1, 7]);
    expect(toggleChannel(['app', 'email'], 'sms', true)).toEqual(['app', 'email', 'sms']);
    expect(toggleChannel(['app', 'sms'], 'push', true)).toEqual(['app', 'sms', 'push']);
    expect(toggleChannel(['app', 'email'], 'email', false)).toEqual(['app']);
    expect(toggleChannel(['email'], 'app', false)).toEqual(['app', 'email']);
  });

  it('turns picked days into a period of whole days, refusing reversed or incomplete ones', () => {
    const period = periodFromDays('2026-03-03', '2026-03-05')!;
    expect(
      new Date(period.endsAt).getTime() - new Date(period.startsAt).getTime(),
    ).toBeGreaterThanOrEqual(3 * 86400e3 - 3600e3);
    expect(periodFromDays('2026-03-05', '2026-03-03')).toBeNull();
    expect(periodFromDays('', '2026-03-03')).toBeNull();
    expect(formatPeriod('en', period.startsAt, period.endsAt)).toBe('Mar 3, 2026 – Mar 5, 2026');
    const oneDay = periodFromDays('2026-03-03', '2026-03-03')!;
    expect(formatPeriod('en', oneDay.startsAt, oneDay.endsAt)).toBe('Mar 3, 2026');
  });
});

describe("absence days are calendar days on the clinics' clock, whatever the device", () => {
  it('runs from Berlin midnight to the midnight after the last day', () => {
    expect(periodFromDays('2026-03-03', '2026-03-05')).toEqual({
      startsAt: '2026-03-02T23:00:00.000Z',
      endsAt: '2026-03-05T23:00:00.000Z',
    });
    // The spring clock change: that day has 23 hours in Berlin.
    expect(periodFromDays('2027-03-28', '2027-03-28')).toEqual({
      startsAt: '2027-03-27T23:00:00.000Z',
      endsAt: '2027-03-28T22:00:00.000Z',
    });
    // New Year's Eve into the next year.
    expect(periodFromDays('2026-12-31', '2026-12-31')?.endsAt).toBe('2026-12-31T23:00:00.000Z');
  });

  it('refuses days that do not exist and writes stored periods back as the same days', () => {
    expect(periodFromDays('2026-02-30', '2026-03-01')).toBeNull();
    expect(periodFromDays('2026-3-1', '2026-03-01')).toBeNull();
    const period = periodFromDays('2027-03-28', '2027-03-29')!;
    expect(formatPeriod('en', period.startsAt, period.endsAt)).toBe('Mar 28, 2027 – Mar 29, 2027');
    const lisbon = periodFromDays('2027-03-28', '2027-03-28', 'Europe/Lisbon')!;
    expect(formatPeriod('en', lisbon.startsAt, lisbon.endsAt, 'Europe/Lisbon')).toBe(
      'Mar 28, 2027',
    );
  });
});
