import { describe, expect, it } from 'vitest';
import { formatShiftMoment, formatShiftRange, sortedShifts } from './format';

describe('shift formatting', () => {
  it('shows a moment as DD/MM/YYYY HH:mm in local time', () => {
    expect(formatShiftMoment(new Date(2030, 0, 5, 7, 3).getTime())).toBe('05/01/2030 07:03');
    expect(formatShiftMoment(new Date(2030, 11, 31, 23, 59).getTime())).toBe('31/12/2030 23:59');
  });

  it('shows a range with the end date only when it differs', () => {
    const start = new Date(2030, 0, 5, 12, 0).getTime();
    expect(formatShiftRange(start, new Date(2030, 0, 6, 12, 0).getTime())).toBe(
      '05/01/2030 12:00 – 06/01/2030 12:00',
    );
    expect(formatShiftRange(start, new Date(2030, 0, 5, 20, 30).getTime())).toBe(
      '05/01/2030 12:00 – 20:30',
    );
  });

  it('orders shifts by start without changing the input', () => {
    const dates = [3, 1, 2].map((day) => ({
      _id: String(day),
      date: { startDate: day * 1000, endDate: day * 1000 + 500 },
      activity: 'times',
      type: 'Neue_Dienstanfrage' as const,
    }));
    expect(sortedShifts(dates).map((shift) => shift._id)).toEqual(['1', '2', '3']);
    expect(dates.map((shift) => shift._id)).toEqual(['3', '1', '2']);
  });
});
