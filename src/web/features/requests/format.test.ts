import { describe, expect, it } from 'vitest';
import { formatShiftMoment, formatShiftRange, sortedShifts } from './format';

// Berlin's clock whatever the machine's zone; the zone is named only on a device elsewhere.
const shown = (text: string) => text.replace(/ \(Berlin\)$/, '');

describe('shift formatting', () => {
  it('shows a moment in Berlin time as DD/MM/YYYY HH:mm in English and DD.MM.YYYY HH:mm in German', () => {
    expect(shown(formatShiftMoment(Date.parse('2030-01-05T07:03:00+01:00'), 'en'))).toBe(
      '05/01/2030 07:03',
    );
    expect(shown(formatShiftMoment(Date.parse('2030-12-31T23:59:00+01:00'), 'de'))).toBe(
      '31.12.2030 23:59',
    );
  });

  it('shows a range with the end date only when it differs', () => {
    const start = Date.parse('2030-01-05T12:00:00+01:00');
    expect(shown(formatShiftRange(start, Date.parse('2030-01-06T12:00:00+01:00'), 'en'))).toBe(
      '05/01/2030 12:00 – 06/01/2030 12:00',
    );
    expect(shown(formatShiftRange(start, Date.parse('2030-01-05T20:30:00+01:00'), 'de'))).toBe(
      '05.01.2030 12:00 – 20:30',
    );
  });

  it('names the zone when the device runs on another one', () => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const text = formatShiftMoment(Date.parse('2030-01-05T07:03:00+01:00'), 'en');
    expect(text).toBe(
      device === 'Europe/Berlin' ? '05/01/2030 07:03' : '05/01/2030 07:03 (Berlin)',
    );
  });

  it('orders shifts by start without changing the input', () => {
    const dates = [3, 1, 2].map((day) => ({
      _id: String(day),
      date: { startDate: day * 1000, endDate: day * 1000 + 500 },
      activity: 'times',
      type: 'Neue_Dienstanfrage' as const,
      dutyKind: 'regular' as const,
      onCallPercent: null,
    }));
    expect(sortedShifts(dates).map((shift) => shift._id)).toEqual(['1', '2', '3']);
    expect(dates.map((shift) => shift._id)).toEqual(['3', '1', '2']);
  });
});
