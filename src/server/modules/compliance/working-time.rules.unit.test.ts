import { describe, expect, it } from 'vitest';
import { checkWorkingTime, daysTouched, workMinutes } from './working-time.rules';

const HOUR = 3_600_000;
const wall = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** The instant a Berlin wall clock shows `date time` (CET or CEST, whichever holds). */
function berlin(date: string, time: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const found = [1, 2]
    .map((offset) => new Date(naive - offset * HOUR))
    .find((candidate) => wall.format(candidate) === `${date} ${time}`);
  if (!found) throw new Error(`no such Berlin time ${date} ${time}`);
  return found;
}
const shift = (date: string, from: string, to: string, endDate = date) => ({
  startsAt: berlin(date, from),
  endsAt: berlin(endDate, to),
});
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);

describe('work in a shift (§4 breaks deducted)', () => {
  it('deducts the break a timesheet "as booked" assumes', () => {
    expect(workMinutes(shift('2026-11-10', '08:00', '14:00'))).toBe(360);
    expect(workMinutes(shift('2026-11-10', '08:00', '14:20'))).toBe(350);
    expect(workMinutes(shift('2026-11-10', '08:00', '16:30'))).toBe(480);
    expect(workMinutes(shift('2026-11-10', '08:00', '18:45'))).toBe(600);
    expect(workMinutes(shift('2026-11-10', '08:00', '18:46'))).toBe(601);
  });
});

describe('§3 at most 10 hours a Berlin day', () => {
  it('10 hours of work is allowed, 10 hours and 1 minute is refused', () => {
    expect(checkWorkingTime([shift('2026-11-10', '08:00', '18:45')], []).refusals).toEqual([]);
    expect(checkWorkingTime([shift('2026-11-10', '08:00', '18:46')], []).refusals).toEqual([
      'over_10h',
    ]);
  });

  it('adds booked shifts of the same day (any clinic)', () => {
    const booked = [shift('2026-11-10', '00:00', '05:00')];
    expect(checkWorkingTime([shift('2026-11-10', '16:00', '21:00')], booked).refusals).toEqual([]);
    expect(checkWorkingTime([shift('2026-11-10', '16:00', '21:01')], booked).refusals).toEqual([
      'over_10h',
    ]);
  });

  it('counts real time on the clock-change days', () => {
    // Autumn (25 October 2026): 00:00–10:00 on the wall is 11 real hours, 10:15 of work.
    expect(checkWorkingTime([shift('2026-10-25', '00:00', '10:00')], []).refusals).toEqual([
      'over_10h',
    ]);
    expect(checkWorkingTime([shift('2026-10-18', '00:00', '10:00')], []).refusals).toEqual([]);
    // Spring (29 March 2026): 00:00–11:45 on the wall is 10:45 real, exactly 10 hours of work.
    expect(checkWorkingTime([shift('2026-03-29', '00:00', '11:45')], []).refusals).toEqual([]);
    expect(checkWorkingTime([shift('2026-03-29', '00:00', '11:46')], []).refusals).toEqual([
      'over_10h',
    ]);
  });
});

describe('§5 rest', () => {
  it('refuses under 11 hours of rest to a booked shift, allows exactly 11', () => {
    const booked = [shift('2026-11-10', '06:00', '14:00')];
    expect(checkWorkingTime([shift('2026-11-11', '01:00', '06:00')], booked).refusals).toEqual([]);
    expect(checkWorkingTime([shift('2026-11-11', '00:59', '06:00')], booked).refusals).toEqual([
      'rest',
    ]);
  });
});

describe('§3 48 hours a week on average over 24 weeks', () => {
  // 24 weeks from Monday 5 January 2026 (across the spring clock change), 6 shifts of 8 hours a week.
  const weeks = Array.from({ length: 24 * 7 }, (_, index) => addDays('2026-01-05', index)).filter(
    (_, index) => index % 7 !== 6,
  );
  const eightHours = weeks.map((date) => shift(date, '08:00', '16:30'));
  const wanted = [eightHours.at(-1)!];
  const booked = eightHours.slice(0, -1);

  it('exactly 48 hours on average is allowed', () => {
    expect(checkWorkingTime(wanted, booked).warnings).toEqual([]);
  });

  it('one minute more in the window warns', () => {
    const longer = [shift(weeks[0]!, '08:00', '16:31'), ...booked.slice(1)];
    expect(checkWorkingTime(wanted, longer).warnings).toEqual(['over_48h_average']);
  });

  it('a week outside every window holding the new shift does not count', () => {
    const before = [shift(addDays(weeks[0]!, -7), '08:00', '16:30'), ...booked];
    expect(checkWorkingTime(wanted, before).warnings).toEqual([]);
  });
});

describe('§11 Sunday work', () => {
  it('a night shift touching Sunday warns, from Saturday night or into Monday', () => {
    expect(daysTouched(shift('2026-11-28', '22:00', '06:00', '2026-11-29'))).toHaveLength(2);
    expect(
      checkWorkingTime([shift('2026-11-28', '22:00', '06:00', '2026-11-29')], []).warnings,
    ).toEqual(['sunday_work']);
    expect(
      checkWorkingTime([shift('2026-11-29', '22:00', '06:00', '2026-11-30')], []).warnings,
    ).toEqual(['sunday_work']);
    expect(
      checkWorkingTime([shift('2026-11-27', '22:00', '00:00', '2026-11-28')], []).warnings,
    ).toEqual([]);
  });

  it('warns when the two weeks after the Sunday hold no free day', () => {
    const sunday = shift('2026-11-29', '08:00', '16:00');
    const every = Array.from({ length: 14 }, (_, index) =>
      shift(addDays('2026-11-30', index), '08:00', '16:00'),
    );
    expect(checkWorkingTime([sunday], every).warnings).toEqual([
      'sunday_work',
      'sunday_no_day_off',
    ]);
    expect(checkWorkingTime([sunday], every.slice(0, 13)).warnings).toEqual(['sunday_work']);
  });
});
