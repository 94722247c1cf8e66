import { describe, expect, it } from 'vitest';
import { placementFigures } from './selection.rules';

const HOUR = 3_600_000;
const shift = (startHour: number, hours: number) => {
  const startsAt = new Date(Date.UTC(2026, 0, 5, startHour));
  return { startsAt, endsAt: new Date(startsAt.getTime() + hours * HOUR) };
};

describe('placementFigures', () => {
  it('sums the shift durations and charges the rate on the order value, in cents', () => {
    expect(
      placementFigures({
        hourlyRate: 55.5,
        shifts: [shift(6, 8), shift(22, 10.5)],
        commissionRate: 7.5,
      }),
    ).toEqual({
      hours: 18.5,
      orderValue: 1026.75,
      commissionRate: 7.5,
      // 1026.75 × 7.5 % = 77.00625
      commission: 77.01,
    });
  });

  it('rounds half a cent up and is free at a rate of 0', () => {
    // 0.1 h × 0.05 € = 0.005 €: exactly half a cent, which floating point would lose.
    expect(
      placementFigures({ hourlyRate: 0.05, shifts: [shift(0, 0.1)], commissionRate: 0 }),
    ).toEqual({
      hours: 0.1,
      orderValue: 0.01,
      commissionRate: 0,
      commission: 0,
    });
    expect(
      placementFigures({ hourlyRate: 10, shifts: [shift(0, 1)], commissionRate: 0.05 }).commission,
    ).toBe(0.01);
  });

  it('counts a 12:00-to-12:00 slot as 24 hours', () => {
    expect(
      placementFigures({ hourlyRate: 40, shifts: [shift(12, 24)], commissionRate: 10 }),
    ).toMatchObject({
      hours: 24,
      orderValue: 960,
      commission: 96,
    });
  });
});
