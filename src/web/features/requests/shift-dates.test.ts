import { describe, expect, it } from 'vitest';
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  atTime,
  formatDateTime,
  formatShiftRange,
  formatTime,
  parseTime,
  shiftFromDays,
  suggestedDay,
} from './shift-dates';
import { wallClock, zonedInstant } from '#shared/format';

// Instants on Berlin's clock (the organisation's zone); picker days are the machine's local Dates.
const local = (y: number, m: number, d: number, h = 0, min = 0) =>
  zonedInstant({ year: y, month: m, day: d }, { hour: h, minute: min });
const shown = (text: string) => text.replace(/ \(Berlin\)$/, '');

describe('shift dates', () => {
  it('shows dates as DD/MM/YYYY HH:mm', () => {
    expect(shown(formatDateTime(local(2026, 3, 5, 7, 30), 'en'))).toBe('05/03/2026 07:30');
    expect(shown(formatShiftRange(local(2026, 3, 5, 12), local(2026, 3, 6, 12), 'de'))).toBe(
      '05.03.2026 12:00 – 06.03.2026 12:00',
    );
    expect(formatTime(local(2026, 3, 5, 7, 30))).toBe('07:30');
  });

  it('reads HH:mm times and refuses anything else', () => {
    expect(parseTime('06:15')).toBe(375);
    expect(parseTime('6:05')).toBe(365);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(parseTime('noon')).toBeNull();
  });

  it('uses the default slot 12:00 to 12:00 the next day', () => {
    expect(DEFAULT_START_TIME).toBe('12:00');
    expect(DEFAULT_END_TIME).toBe('12:00');
    const shift = shiftFromDays(
      new Date(2026, 4, 12),
      undefined,
      DEFAULT_START_TIME,
      DEFAULT_END_TIME,
    );
    expect(shift).toEqual({ start: local(2026, 5, 12, 12), end: local(2026, 5, 13, 12) });
  });

  it('keeps a day shift on its day and moves a night shift’s end to the next morning', () => {
    expect(shiftFromDays(new Date(2026, 4, 12), undefined, '06:00', '14:00')).toEqual({
      start: local(2026, 5, 12, 6),
      end: local(2026, 5, 12, 14),
    });
    expect(shiftFromDays(new Date(2026, 4, 12), undefined, '22:00', '06:00')).toEqual({
      start: local(2026, 5, 12, 22),
      end: local(2026, 5, 13, 6),
    });
  });

  it('spans a period from its first to its last day', () => {
    expect(shiftFromDays(new Date(2026, 4, 1), new Date(2026, 4, 14), '08:00', '17:00')).toEqual({
      start: local(2026, 5, 1, 8),
      end: local(2026, 5, 14, 17),
    });
  });

  it('keeps local times across a daylight-saving change', () => {
    // 29 March 2026 is the spring change in Europe; 12:00 stays 12:00 in Berlin wherever the test runs.
    const start = atTime(new Date(2026, 2, 29), '12:00');
    expect(wallClock(start).hour).toBe(12);
    const { end } = shiftFromDays(new Date(2026, 2, 28), undefined, '12:00', '12:00');
    expect(wallClock(end).day).toBe(29);
    expect(wallClock(end).hour).toBe(12);
    // The night of the change: 22:00 to 06:00 is 7 hours.
    const night = shiftFromDays(new Date(2026, 2, 28), undefined, '22:00', '06:00');
    expect(night.end - night.start).toBe(7 * 3_600_000);
  });

  it('suggests tomorrow first, then the day after the last shift', () => {
    const now = local(2026, 5, 12, 6, 0);
    expect(suggestedDay([], now)).toEqual(new Date(2026, 4, 13));
    expect(suggestedDay([local(2026, 5, 13, 12), local(2026, 5, 15, 12)], now)).toEqual(
      new Date(2026, 4, 16),
    );
    // An old shift in the past never suggests a day before tomorrow.
    expect(suggestedDay([local(2026, 5, 1, 12)], now)).toEqual(new Date(2026, 4, 13));
  });
});

describe('shift dates of an organisation in another zone', () => {
  it("reads typed times on that organisation's clock, not Berlin's", () => {
    // 29 March 2027: Lisbon on +01:00, Berlin on +02:00.
    const shift = shiftFromDays(
      new Date(2027, 2, 29),
      undefined,
      '07:00',
      '15:00',
      'Europe/Lisbon',
    );
    expect(shift).toEqual({
      start: Date.parse('2027-03-29T06:00:00Z'),
      end: Date.parse('2027-03-29T14:00:00Z'),
    });
    expect(formatTime(shift.start, 'Europe/Lisbon')).toBe('07:00');
    expect(formatTime(shift.start)).toBe('08:00');
    const night = shiftFromDays(
      new Date(2027, 2, 29),
      undefined,
      '22:00',
      '06:00',
      'America/New_York',
    );
    expect(night).toEqual({
      start: Date.parse('2027-03-30T02:00:00Z'),
      end: Date.parse('2027-03-30T10:00:00Z'),
    });
  });

  it('suggests the day after the last shift by that clock', () => {
    // 23:30 in Lisbon on 12 May is already 13 May in Berlin.
    const late = zonedInstant(
      { year: 2026, month: 5, day: 12 },
      { hour: 23, minute: 30 },
      'Europe/Lisbon',
    );
    const now = zonedInstant(
      { year: 2026, month: 5, day: 1 },
      { hour: 12, minute: 0 },
      'Europe/Lisbon',
    );
    expect(suggestedDay([late], now, 'Europe/Lisbon')).toEqual(new Date(2026, 4, 13));
    expect(suggestedDay([late], now)).toEqual(new Date(2026, 4, 14));
  });
});
