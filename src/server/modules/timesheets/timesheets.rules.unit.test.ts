import { describe, expect, it } from 'vitest';
import { berlin } from '#server/test/clock-fixtures';
import { defaultBreakMinutes } from './timesheets.mapping';
import { checkTimes, workedMinutes } from './timesheets.rules';

const period = (start: string, end: string, breakMinutes: number) => ({
  start: berlin(start),
  end: berlin(end),
  breakMinutes,
});

describe('worked minutes across the clock changes (real elapsed time)', () => {
  it('counts the autumn night 22:00–06:00 as 9 hours and the spring night as 7', () => {
    expect(workedMinutes(period('2027-10-30T22:00', '2027-10-31T06:00', 0))).toBe(9 * 60);
    expect(workedMinutes(period('2027-03-27T22:00', '2027-03-28T06:00', 0))).toBe(7 * 60);
  });

  it('needs the §4 break of more than 9 hours on the autumn night 22:00–07:00, not in spring', () => {
    expect(
      checkTimes(period('2027-10-30T22:00', '2027-10-31T07:00', 30), [], 'Europe/Berlin').warnings,
    ).toEqual(['break_9h']);
    expect(
      checkTimes(period('2027-03-27T22:00', '2027-03-28T07:00', 30), [], 'Europe/Berlin').warnings,
    ).toEqual([]);
  });
});

describe('the break "hours as booked" assumes', () => {
  it('is the least §4 asks for the span', () => {
    expect(defaultBreakMinutes(6 * 60)).toBe(0);
    expect(defaultBreakMinutes(6 * 60 + 1)).toBe(30);
    expect(defaultBreakMinutes(9 * 60 + 30)).toBe(30);
    expect(defaultBreakMinutes(9 * 60 + 31)).toBe(45);
  });

  it('never raises a break warning on its own', () => {
    for (const span of [360, 361, 390, 391, 569, 570, 571, 600, 720]) {
      const start = berlin('2026-11-02T06:00');
      const end = new Date(start.getTime() + span * 60_000);
      const result = checkTimes(
        { start, end, breakMinutes: defaultBreakMinutes(span) },
        [],
        'Europe/Berlin',
      );
      expect(
        result.warnings.filter((warning) => warning.startsWith('break')),
        `span ${span}`,
      ).toEqual([]);
    }
  });
});

describe('§3 counts the day on the clinic’s clock', () => {
  it('adds the same person’s other shift starting that day, not one of the day before', () => {
    const morning = period('2026-11-02T06:00', '2026-11-02T12:00', 0);
    const evening = period('2026-11-02T23:30', '2026-11-03T04:31', 0);
    expect(checkTimes(evening, [morning], 'Europe/Berlin').warnings).toContain('over_10h');
    // In Lisbon, an hour behind, the evening shift starts at 22:30 the same day too; in
    // Berlin's next-day terms a shift at 00:30 belongs to the next day.
    const afterMidnight = period('2026-11-03T00:30', '2026-11-03T05:31', 0);
    expect(checkTimes(afterMidnight, [morning], 'Europe/Berlin').warnings).not.toContain(
      'over_10h',
    );
    expect(checkTimes(afterMidnight, [morning], 'Europe/Lisbon').warnings).toContain('over_10h');
  });
});
