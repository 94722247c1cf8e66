import { describe, expect, it } from 'vitest';
import {
  assignmentPeriods,
  assignmentStatus,
  completedMonths,
  daysOfShift,
  monthsLater,
  periodFrom,
  restartsCount,
} from './aueg.rules';

// The AÜG counting rules at their boundaries.

describe('monthsLater', () => {
  it('keeps the day of the month, and moves to the 1st after a month too short for it', () => {
    expect(monthsLater('2025-01-15', 18)).toBe('2026-07-15');
    expect(monthsLater('2025-01-31', 1)).toBe('2025-03-01');
    expect(monthsLater('2025-08-31', 18)).toBe('2027-03-01');
    expect(monthsLater('2025-05-31', 1)).toBe('2025-07-01');
    expect(monthsLater('2025-12-31', 2)).toBe('2026-03-01');
  });

  it('handles 29 February: into a leap year it stays, into a common year it moves to 1 March', () => {
    expect(monthsLater('2024-02-29', 9)).toBe('2024-11-29');
    expect(monthsLater('2024-02-29', 12)).toBe('2025-03-01');
    expect(monthsLater('2026-08-29', 18)).toBe('2028-02-29');
    expect(monthsLater('2025-08-29', 18)).toBe('2027-03-01');
  });
});

describe('periodFrom', () => {
  it('ends 18 months on the day before the same day of the month, or on the last day of a short month', () => {
    expect(periodFrom('2025-01-15', '2025-01-15')).toMatchObject({
      equalPayFrom: '2025-10-15',
      lastAllowedDay: '2026-07-14',
    });
    // 31 August + 18 months: February 2027 has no 31st, so its last day is the last allowed.
    expect(periodFrom('2025-08-31', '2025-08-31').lastAllowedDay).toBe('2027-02-28');
    expect(periodFrom('2025-08-29', '2025-08-29').lastAllowedDay).toBe('2027-02-28');
    expect(periodFrom('2026-08-29', '2026-08-29').lastAllowedDay).toBe('2028-02-28');
    expect(periodFrom('2024-02-29', '2024-02-29')).toMatchObject({
      equalPayFrom: '2024-11-29',
      lastAllowedDay: '2025-08-28',
    });
    expect(periodFrom('2025-03-01', '2025-03-01').lastAllowedDay).toBe('2026-08-31');
  });
});

describe('restartsCount', () => {
  it('keeps the count after exactly 3 months off and restarts it after 3 months and a day', () => {
    // Last worked 14 Jan: free from 15 Jan; 3 months off are 15 Jan–14 Apr.
    expect(restartsCount('2025-01-14', '2025-04-15')).toBe(false);
    expect(restartsCount('2025-01-14', '2025-04-16')).toBe(true);
    // Free from 1 Dec: 3 months are December to February, whatever February's length.
    expect(restartsCount('2025-11-30', '2026-03-01')).toBe(false);
    expect(restartsCount('2025-11-30', '2026-03-02')).toBe(true);
    expect(restartsCount('2023-11-30', '2024-03-01')).toBe(false);
    // Free from 31 Jan (month end): 3 months later is 1 May (30 April has no 31st).
    expect(restartsCount('2025-01-30', '2025-05-01')).toBe(false);
    expect(restartsCount('2025-01-30', '2025-05-02')).toBe(true);
  });
});

describe('assignmentPeriods', () => {
  it('joins days across short interruptions and starts a new period after a long one', () => {
    const periods = assignmentPeriods([
      '2025-04-15',
      '2025-01-14',
      '2025-01-10',
      '2025-01-14',
      '2025-08-20',
    ]);
    expect(periods.map(({ start, end }) => [start, end])).toEqual([
      ['2025-01-10', '2025-04-15'],
      ['2025-08-20', '2025-08-20'],
    ]);
    expect(assignmentPeriods([])).toEqual([]);
  });
});

describe('completedMonths', () => {
  it('counts whole months worked through a day, inclusive', () => {
    expect(completedMonths('2025-01-15', '2025-02-13')).toBe(0);
    expect(completedMonths('2025-01-15', '2025-02-14')).toBe(1);
    expect(completedMonths('2025-01-15', '2026-07-14')).toBe(18);
    expect(completedMonths('2025-01-31', '2025-02-28')).toBe(1);
    expect(completedMonths('2025-01-15', '2025-01-01')).toBe(0);
  });
});

describe('daysOfShift', () => {
  it('counts every German day a shift touches, across midnight and the clock change', () => {
    // 20:00–06:00 in Germany (winter: UTC+1).
    expect(
      daysOfShift({
        startsAt: new Date('2025-12-01T19:00:00Z'),
        endsAt: new Date('2025-12-02T05:00:00Z'),
      }),
    ).toEqual(['2025-12-01', '2025-12-02']);
    // Ends at midnight sharp in Germany: one day.
    expect(
      daysOfShift({
        startsAt: new Date('2025-12-01T15:00:00Z'),
        endsAt: new Date('2025-12-01T23:00:00Z'),
      }),
    ).toEqual(['2025-12-01']);
    // 23:30 UTC on 31 March is already 1 April in Germany (summer time).
    expect(
      daysOfShift({
        startsAt: new Date('2025-03-31T23:30:00Z'),
        endsAt: new Date('2025-04-01T06:00:00Z'),
      }),
    ).toEqual(['2025-04-01']);
  });
});

describe('assignmentStatus', () => {
  // Every quarter: no interruption reaches 3 months.
  const booked = [
    '2025-01-15',
    '2025-04-01',
    '2025-07-01',
    '2025-10-01',
    '2026-01-01',
    '2026-04-01',
    '2026-06-01',
  ];

  it('allows a shift on exactly the last day of 18 months and refuses one a day later', () => {
    const exact = assignmentStatus({ booked, planned: ['2026-07-14'], today: '2026-05-01' });
    expect(exact).toMatchObject({
      since: '2025-01-15',
      monthsWorked: 14,
      equalPayFrom: '2025-10-15',
      lastAllowedDay: '2026-07-14',
      daysOverLimit: [],
    });
    const over = assignmentStatus({
      booked,
      planned: ['2026-07-14', '2026-07-15'],
      today: '2026-05-01',
    });
    expect(over.daysOverLimit).toEqual(['2026-07-15']);
  });

  it('restarts after an interruption of 3 months and a day, not after exactly 3 months', () => {
    // Last booked 1 June 2026: free from 2 June, 3 months off end on 1 September.
    expect(assignmentStatus({ booked, planned: ['2026-09-02'], today: '2026-05-01' }).since).toBe(
      '2025-01-15',
    );
    expect(
      assignmentStatus({ booked, planned: ['2026-09-03'], today: '2026-05-01' }),
    ).toMatchObject({ since: '2026-09-03', monthsWorked: 0, daysOverLimit: [] });
  });

  it('starts at the first planned day for someone new to the clinic', () => {
    expect(
      assignmentStatus({ booked: [], planned: ['2026-03-02'], today: '2026-01-01' }),
    ).toMatchObject({
      since: '2026-03-02',
      monthsWorked: 0,
      equalPayFrom: '2026-12-02',
      lastAllowedDay: '2027-09-01',
    });
  });
});
