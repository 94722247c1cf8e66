import { describe, expect, it } from 'vitest';
import { formatPeriod, periodFromDays, toggleChannel, toggleDay, weekdayNames } from './days';

describe('preferences helpers', () => {
  it('names the weekdays Monday first in the page language', () => {
    expect(weekdayNames('en').map((d) => d.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('de')[0]).toEqual({ day: 1, short: 'Mo', long: 'Montag' });
  });

  it('toggles days sorted and channels with the app always on', () => {
    expect(toggleDay([7, 1], 6)).toEqual([1, 6, 7]);
    expect(toggleDay([1, 6, 7], 6)).toEqual([1, 7]);
    expect(toggleChannel(['app', 'email'], 'sms', true)).toEqual(['app', 'email', 'sms']);
    expect(toggleChannel(['app', 'email'], 'email', false)).toEqual(['app']);
    expect(toggleChannel(['email'], 'app', false)).toEqual(['app', 'email']);
  });

  it('turns picked days into a period of whole days, refusing reversed or incomplete ones', () => {
    const period = periodFromDays('2026-03-03', '2026-03-05')!;
    expect(new Date(period.endsAt).getTime() - new Date(period.startsAt).getTime()).toBeGreaterThanOrEqual(3 * 86400e3 - 3600e3);
    expect(periodFromDays('2026-03-05', '2026-03-03')).toBeNull();
    expect(periodFromDays('', '2026-03-03')).toBeNull();
    expect(formatPeriod('en', period.startsAt, period.endsAt)).toBe('Mar 3, 2026 – Mar 5, 2026');
    const oneDay = periodFromDays('2026-03-03', '2026-03-03')!;
    expect(formatPeriod('en', oneDay.startsAt, oneDay.endsAt)).toBe('Mar 3, 2026');
  });
});
