import { describe, expect, it } from 'vitest';
import { nextMaintenance } from './maintenance';

const next = (iso: string) => nextMaintenance(new Date(iso)).toISOString();

describe('the nightly PGlite maintenance runs at 04:15 in Germany, after the retention run of 03:30', () => {
  it('takes tonight before 04:15 and tomorrow after it', () => {
    expect(next('2026-11-29T01:00:00Z')).toBe('2026-11-29T03:15:00.000Z'); // Sunday night, winter time
    expect(next('2026-11-29T03:14:59Z')).toBe('2026-11-29T03:15:00.000Z');
    expect(next('2026-11-29T03:15:00Z')).toBe('2026-11-30T03:15:00.000Z');
  });

  it('crosses the month, the year and 29 February', () => {
    expect(next('2026-12-31T12:00:00Z')).toBe('2027-01-01T03:15:00.000Z');
    expect(next('2028-02-28T12:00:00Z')).toBe('2028-02-29T03:15:00.000Z');
    expect(next('2028-02-29T12:00:00Z')).toBe('2028-03-01T03:15:00.000Z');
  });

  it('keeps the wall clock over both clock changes', () => {
    // 28 March 2027: 02:00 becomes 03:00, so 04:15 is summer time (UTC+2).
    expect(next('2027-03-27T12:00:00Z')).toBe('2027-03-28T02:15:00.000Z');
    // 31 October 2027: 03:00 becomes 02:00; 04:15 comes once, in winter time (UTC+1).
    expect(next('2027-10-30T12:00:00Z')).toBe('2027-10-31T03:15:00.000Z');
  });
});
