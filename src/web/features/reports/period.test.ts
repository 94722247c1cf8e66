import { describe, expect, it } from 'vitest';
import {
  berlinToday,
  everyMonth,
  isDay,
  monthsOf,
  periodFromSearch,
  presetOf,
  presetPeriod,
} from './period';

describe('report period', () => {
  it("takes today's date in Berlin, not in UTC", () => {
    // 23:30 UTC on 30 November is already 1 December in Berlin.
    expect(berlinToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(berlinToday(new Date('2026-11-30T22:30:00Z'))).toBe('2026-11-30');
  });

  it('runs the presets in whole months up to today, across a year boundary', () => {
    expect(presetPeriod('month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetPeriod('3m', '2026-02-10')).toEqual({ from: '2025-12-01', to: '2026-02-10' });
    expect(presetPeriod('12m', '2026-11-25')).toEqual({ from: '2025-12-01', to: '2026-11-25' });
  });

  it('recognises a preset and calls any other period custom', () => {
    expect(presetOf({ from: '2026-09-01', to: '2026-11-25' }, '2026-11-25')).toBe('3m');
    expect(presetOf({ from: '2026-09-02', to: '2026-11-25' }, '2026-11-25')).toBe('custom');
  });

  it('reads the period from the URL and falls back to the last 12 months on bad input', () => {
    const read = (query: string) => periodFromSearch(new URLSearchParams(query), '2026-11-25');
    expect(read('from=2026-01-01&to=2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    const fallback = { from: '2025-12-01', to: '2026-11-25' };
    expect(read('')).toEqual(fallback);
    expect(read('from=2026-03-31&to=2026-01-01')).toEqual(fallback);
    expect(read('from=2026-02-30&to=2026-03-31')).toEqual(fallback);
    expect(read('from=yesterday&to=2026-03-31')).toEqual(fallback);
  });

  it('accepts only real calendar days', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
  });

  it('lists every month of the period and fills the quiet ones with zeros', () => {
    expect(monthsOf({ from: '2025-11-15', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    const rows = everyMonth(
      [{ month: '2025-12', posted: 3 }],
      { from: '2025-11-15', to: '2026-01-01' },
      { posted: 0 },
    );
    expect(rows).toEqual([
      { month: '2025-11', posted: 0 },
      { month: '2025-12', posted: 3 },
      { month: '2026-01', posted: 0 },
    ]);
  });
});
