import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatCalendarDay,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatFileSize,
  formatHourlyRate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  euroCents,
  wallClock,
  zoneName,
  zoneSuffix,
  zonedInstant,
} from './format';

// Every instant below is written with its UTC offset, and every call names its zone or relies on
// the Berlin default, so the results do not depend on the machine's TZ.
const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('writes DIN 5008 in German and the spec’s DD/MM/YYYY in English', () => {
    const instant = '2026-11-29T06:00:00+01:00';
    expect(formatDate(instant, 'de')).toBe('29.11.2026');
    expect(formatDate(instant, 'en')).toBe('29/11/2026');
  });

  it('takes the calendar day in Berlin, not in UTC (00:30 on New Year’s Day is 23:30 UTC the day before)', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(formatDate(instant, 'de')).toBe('01.01.2027');
    expect(formatDate(instant, 'en', 'UTC')).toBe('31/12/2026');
  });

  it('knows 29 February', () => {
    expect(formatDate('2028-02-29T12:00:00+01:00', 'de')).toBe('29.02.2028');
    expect(formatDate(Date.parse('2028-02-29T23:30:00+01:00'), 'en')).toBe('29/02/2028');
  });
});

describe('formatTime', () => {
  it('writes 24 hours in both languages', () => {
    expect(formatTime('2026-11-29T06:00:00+01:00', 'de')).toBe('06:00');
    expect(formatTime('2026-11-29T18:05:00+01:00', 'en')).toBe('18:05');
    expect(formatTime('2026-11-29T00:00:00+01:00', 'en')).toBe('00:00');
  });

  it('shows a Berlin shift at Berlin’s time on a device in another zone, and the other zone only when asked', () => {
    const shift = '2026-11-29T06:00:00+01:00';
    expect(formatTime(shift, 'en')).toBe('06:00');
    expect(formatTime(shift, 'en', 'UTC')).toBe('05:00');
    expect(formatTime(shift, 'en', 'America/New_York')).toBe('00:00');
  });
});

describe('formatDateTime', () => {
  it('joins date and time with a space', () => {
    expect(formatDateTime('2026-11-29T06:00:00+01:00', 'de')).toBe('29.11.2026 06:00');
    expect(formatDateTime('2026-11-29T06:00:00+01:00', 'en')).toBe('29/11/2026 06:00');
  });

  it('shows New Year’s Eve at 23:59 and midnight on the right days', () => {
    expect(formatDateTime('2026-12-31T23:59:00+01:00', 'de')).toBe('31.12.2026 23:59');
    expect(formatDateTime('2027-01-01T00:00:00+01:00', 'de')).toBe('01.01.2027 00:00');
  });

  it('shows a Sunday at 23:30 in Berlin as Sunday, though in UTC it is 22:30 and in New York the afternoon', () => {
    const sunday = '2026-11-29T23:30:00+01:00';
    expect(formatDateTime(sunday, 'de')).toBe('29.11.2026 23:30');
    expect(formatDateTime(sunday, 'en', 'UTC')).toBe('29/11/2026 22:30');
    expect(formatDateTime(sunday, 'en', 'America/New_York')).toBe('29/11/2026 17:30');
  });
});

describe('formatDateRange', () => {
  it('leaves out the end’s date on the same day', () => {
    expect(formatDateRange('2026-11-29T06:00:00+01:00', '2026-11-29T14:00:00+01:00', 'de')).toBe(
      '29.11.2026 06:00 – 14:00',
    );
    expect(formatDateRange('2026-11-29T06:00:00+01:00', '2026-11-29T14:00:00+01:00', 'en')).toBe(
      '29/11/2026 06:00 – 14:00',
    );
  });

  it('shows the spring night 22:00–06:00 (7 hours) and the autumn night 22:00–06:00 (9 hours)', () => {
    const spring = ['2027-03-27T22:00:00+01:00', '2027-03-28T06:00:00+02:00'] as const;
    const autumn = ['2027-10-30T22:00:00+02:00', '2027-10-31T06:00:00+01:00'] as const;
    expect(Date.parse(spring[1]) - Date.parse(spring[0])).toBe(7 * 3_600_000);
    expect(Date.parse(autumn[1]) - Date.parse(autumn[0])).toBe(9 * 3_600_000);
    expect(formatDateRange(...spring, 'de')).toBe('27.03.2027 22:00 – 28.03.2027 06:00');
    expect(formatDateRange(...autumn, 'en')).toBe('30/10/2027 22:00 – 31/10/2027 06:00');
    // The same nights on a device in UTC, were its zone used: what this module prevents.
    expect(formatDateRange(...spring, 'en', 'UTC')).toBe('27/03/2027 21:00 – 28/03/2027 04:00');
  });
});

describe('formatCalendarDay', () => {
  it('formats a day with no zone to shift it', () => {
    expect(formatCalendarDay('2030-12-31', 'de')).toBe('31.12.2030');
    expect(formatCalendarDay('2030-12-31', 'en')).toBe('31/12/2030');
    expect(formatCalendarDay('not a day', 'en')).toBe('not a day');
  });
});

describe('calendarDay', () => {
  it('gives the Berlin day at its edges: a Sunday night, the year end, 29 February, both clock changes', () => {
    expect(calendarDay('2026-11-29T22:59:59Z')).toBe('2026-11-29');
    expect(calendarDay('2026-11-29T23:00:00Z')).toBe('2026-11-30');
    expect(calendarDay('2026-12-31T23:00:00Z')).toBe('2027-01-01');
    expect(calendarDay(Date.UTC(2028, 1, 28, 23, 0))).toBe('2028-02-29');
    // Spring: 02:00 CET → 03:00 CEST on 29 March 2026; autumn: back at 03:00 CEST on 25 October.
    expect(calendarDay(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(calendarDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(calendarDay(new Date('2026-10-24T21:59:00Z'))).toBe('2026-10-24');
    expect(calendarDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(calendarDay(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
  });

  it('takes another zone when told', () => {
    expect(calendarDay('2026-11-29T23:30:00Z', 'America/New_York')).toBe('2026-11-29');
    expect(calendarDay('2026-11-29T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-30');
  });
});

describe('formatMoney', () => {
  it('writes cents as euros in each language', () => {
    expect(nbsp(formatMoney(123_456, 'de'))).toBe('1.234,56 €');
    expect(formatMoney(123_456, 'en')).toBe('€1,234.56');
    expect(nbsp(formatMoney(4_550, 'de'))).toBe('45,50 €');
    expect(formatMoney(4_500, 'en')).toBe('€45.00');
    expect(formatMoney(0, 'en')).toBe('€0.00');
    expect(formatMoney(euroCents(88.5), 'en')).toBe('€88.50');
  });

  it('leaves out zero cents only when asked', () => {
    expect(formatMoney(9_000, 'en')).toBe('€90.00');
    expect(nbsp(formatMoney(9_000, 'de'))).toBe('90,00 €');
    expect(formatHourlyRate(3_800, 'en')).toBe('€38.00/h');
    expect(formatFileSize(1_234, 'en')).toBe('1 KB');
    expect(formatFileSize(245_400, 'de')).toBe('245 KB');
    expect(formatFileSize(1_234_567, 'de')).toBe('1,2 MB');
    expect(formatFileSize(4_999_999, 'en')).toBe('5 MB');
    expect(nbsp(formatHourlyRate(3_800, 'de'))).toBe('38,00 €/h');
  });
});

describe('formatPercent and formatNumber', () => {
  it('writes the language’s separators', () => {
    expect(nbsp(formatPercent(7.5, 'de'))).toBe('7,5 %');
    expect(formatPercent(7.5, 'en')).toBe('7.5%');
    expect(formatPercent(12.345, 'en')).toBe('12.35%');
    expect(formatNumber(12_345, 'de')).toBe('12.345');
    expect(formatNumber(12_345, 'en')).toBe('12,345');
  });
});

describe('zoneName and zoneSuffix', () => {
  it('names the zone by its city when the device’s zone is another', () => {
    expect(zoneName('Europe/Berlin')).toBe('Berlin');
    expect(zoneName('America/New_York')).toBe('New York');
    expect(zoneSuffix('Europe/Berlin', 'UTC')).toBe(' (Berlin)');
    expect(zoneSuffix('Europe/Berlin', 'America/New_York')).toBe(' (Berlin)');
    expect(zoneSuffix('Europe/Berlin', 'Europe/Berlin')).toBe('');
    expect(zoneSuffix('Europe/Berlin', undefined)).toBe('');
  });
});

describe('zonedInstant', () => {
  it('reads a typed time in the clinic’s zone', () => {
    expect(zonedInstant({ year: 2026, month: 11, day: 29 }, { hour: 6, minute: 0 })).toBe(
      Date.parse('2026-11-29T06:00:00+01:00'),
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 1 }, { hour: 6, minute: 0 })).toBe(
      Date.parse('2026-07-01T06:00:00+02:00'),
    );
    expect(
      zonedInstant({ year: 2026, month: 11, day: 29 }, { hour: 6, minute: 0 }, 'America/New_York'),
    ).toBe(Date.parse('2026-11-29T06:00:00-05:00'));
  });

  it('handles 29 February and the clock-change nights', () => {
    expect(zonedInstant({ year: 2028, month: 2, day: 29 }, { hour: 23, minute: 30 })).toBe(
      Date.parse('2028-02-29T23:30:00+01:00'),
    );
    // Spring: 06:00 after the change is +02:00; 02:30 does not exist and is read one hour later.
    expect(zonedInstant({ year: 2027, month: 3, day: 28 }, { hour: 6, minute: 0 })).toBe(
      Date.parse('2027-03-28T06:00:00+02:00'),
    );
    expect(zonedInstant({ year: 2027, month: 3, day: 28 }, { hour: 2, minute: 30 })).toBe(
      Date.parse('2027-03-28T03:30:00+02:00'),
    );
    // Autumn: 02:30 happens twice; the first (+02:00) is taken. 06:00 is +01:00.
    expect(zonedInstant({ year: 2027, month: 10, day: 31 }, { hour: 2, minute: 30 })).toBe(
      Date.parse('2027-10-31T02:30:00+02:00'),
    );
    expect(zonedInstant({ year: 2027, month: 10, day: 31 }, { hour: 6, minute: 0 })).toBe(
      Date.parse('2027-10-31T06:00:00+01:00'),
    );
  });

  it('round-trips with wallClock', () => {
    const instant = zonedInstant({ year: 2026, month: 12, day: 31 }, { hour: 23, minute: 30 });
    expect(wallClock(instant)).toEqual({
      year: 2026,
      month: 12,
      day: 31,
      hour: 23,
      minute: 30,
      second: 0,
    });
  });
});
