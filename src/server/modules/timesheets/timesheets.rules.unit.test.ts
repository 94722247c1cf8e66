import { describe, expect, it } from 'vitest';
import { berlin } from '#server/test/clock-fixtures';
import { defaultBreakMinutes } from './timesheets.mapping';
import { implausibilities } from './timesheets.plausibility';
import { checkTimes as checkAll, workedMinutes, type WorkPeriod } from './timesheets.rules';

const period = (start: string, end: string, breakMinutes: number) => ({
  start: berlin(start),
  end: berlin(end),
  breakMinutes,
});

/** A day after every period below: the hours lie in the past. */
const NOW = berlin('2028-01-01T00:00');

/** The Working Hours Act checks of hours as booked (plausible by construction). */
const checkTimes = (period: WorkPeriod, others: WorkPeriod[], timeZone: string) =>
  checkAll(period, others, timeZone, {
    booking: { bookedStart: period.start, bookedEnd: period.end, toleranceHours: 3 },
    now: NOW,
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

describe('plausible hours: the booking widened by the tolerance, over, at most a day', () => {
  const keys = (
    start: string,
    end: string,
    booking: { start: string; end: string; toleranceHours: number },
    now = NOW,
  ) =>
    implausibilities(
      { start: berlin(start), end: berlin(end) },
      {
        bookedStart: berlin(booking.start),
        bookedEnd: berlin(booking.end),
        toleranceHours: booking.toleranceHours,
      },
      now,
    ).map((found) => found.key);

  // The autumn night 22:00–06:00 lasts 9 real hours; 3 hours after its end is 09:00 Berlin time.
  const autumnNight = { start: '2027-10-30T22:00', end: '2027-10-31T06:00', toleranceHours: 3 };

  it('accepts start and end exactly at the tolerance, refuses a minute beyond either', () => {
    expect(keys('2027-10-30T19:00', '2027-10-31T09:00', autumnNight)).toEqual([]);
    expect(keys('2027-10-30T18:59', '2027-10-31T06:00', autumnNight)).toEqual([
      'Timesheet_start_outside_tolerance',
    ]);
    expect(keys('2027-10-30T22:00', '2027-10-31T09:01', autumnNight)).toEqual([
      'Timesheet_end_outside_tolerance',
    ]);
    expect(
      keys('2027-10-30T22:00', '2027-10-31T06:01', { ...autumnNight, toleranceHours: 0 }),
    ).toEqual(['Timesheet_end_outside_tolerance']);
  });

  it('refuses hours that end after now, not those ending at it', () => {
    const now = berlin('2027-10-31T07:00');
    expect(keys('2027-10-30T22:00', '2027-10-31T07:00', autumnNight, now)).toEqual([]);
    expect(keys('2027-10-30T22:00', '2027-10-31T07:01', autumnNight, now)).toEqual([
      'Timesheet_in_future',
    ]);
  });

  it('allows 24 real hours of a booking up to a day, not a minute more', () => {
    const wide = { start: '2027-10-30T12:00', end: '2027-10-31T08:00', toleranceHours: 12 };
    // 00:00 to 23:00 on the day the clocks go back is 24 real hours.
    expect(keys('2027-10-31T00:00', '2027-10-31T19:00', wide)).toEqual([]);
    expect(keys('2027-10-30T08:00', '2027-10-31T07:00', wide)).toEqual([]);
    expect(keys('2027-10-30T08:00', '2027-10-31T07:01', wide)).toEqual([
      'Timesheet_longer_than_a_day',
    ]);
  });

  it('bounds a booked period longer than a day by the booking and the tolerance only', () => {
    const weeks = { start: '2027-11-01T08:00', end: '2027-11-15T08:00', toleranceHours: 3 };
    expect(keys('2027-11-01T07:00', '2027-11-15T09:00', weeks)).toEqual([]);
    expect(keys('2027-11-01T07:00', '2027-11-15T11:01', weeks)).toEqual([
      'Timesheet_end_outside_tolerance',
    ]);
  });

  it('names every finding of absurd hours, and checkTimes refuses them before the warnings', () => {
    const shift = { start: '2026-11-02T06:00', end: '2026-11-02T14:00', toleranceHours: 3 };
    expect(keys('1980-01-01T00:00', '2026-12-21T00:00', shift, berlin('2026-11-03T12:00'))).toEqual(
      [
        'Timesheet_longer_than_a_day',
        'Timesheet_in_future',
        'Timesheet_start_outside_tolerance',
        'Timesheet_end_outside_tolerance',
      ],
    );
    const period = {
      start: berlin('2027-05-03T06:00'),
      end: berlin('2027-05-03T14:00'),
      breakMinutes: 30,
    };
    const booking = {
      bookedStart: berlin(shift.start),
      bookedEnd: berlin(shift.end),
      toleranceHours: 3,
    };
    expect(checkAll(period, [], 'Europe/Berlin', { booking, now: NOW })).toEqual({
      // Half a year after the shift: its start lies after the booked start, its end too far after.
      refusals: [{ key: 'Timesheet_end_outside_tolerance', field: 'end' }],
      warnings: [],
    });
  });
});
