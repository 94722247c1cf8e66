import { describe, expect, it } from 'vitest';
import { fixedClock, startedClock } from './clock';

describe('clocks', () => {
  it('a fixed clock stands still until it is set or advanced', () => {
    const clock = fixedClock('2026-11-29T22:30:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-29T22:30:00.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-11-29T22:31:00.000Z');
    clock.set('2027-01-01T00:00:00+01:00');
    expect(clock.now().toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(() => fixedClock('soon')).toThrow(/not an instant/);
  });

  it('a started clock begins at its instant and runs on with real time', () => {
    let real = 1_000_000;
    const clock = startedClock('2027-10-30T20:00:00Z', () => real);
    expect(clock.now().toISOString()).toBe('2027-10-30T20:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2027-10-30T20:01:30.000Z');
  });
});
