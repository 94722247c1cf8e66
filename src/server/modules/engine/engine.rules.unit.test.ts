import { describe, expect, it } from 'vitest';
import {
  berlinWeekday,
  fallsOnDayOff,
  hasSkills,
  qualificationsSatisfying,
  shiftWeekdays,
  stageDeadline,
} from './engine.rules';
import { clashes, overlaps } from '#server/modules/compliance/working-time.rules';

const at = (iso: string) => new Date(iso);
const period = (start: string, end: string) => ({ startsAt: at(start), endsAt: at(end) });
const HOUR = 3_600_000;

describe('qualifications', () => {
  it('a higher nursing qualification takes a lower one, never the other way round', () => {
    expect(qualificationsSatisfying('Examine Pflegekraft')).toEqual([
      'Examine Pflegekraft',
      'Fachpflegekraft',
    ]);
    expect(qualificationsSatisfying('Fachpflegekraft')).toEqual(['Fachpflegekraft']);
    expect(qualificationsSatisfying('Pflegeassistenz')).toEqual([
      'Pflegeassistenz',
      'Examine Pflegekraft',
      'Fachpflegekraft',
    ]);
  });
  it('unknown keys match themselves; no qualification asked matches anyone', () => {
    expect(qualificationsSatisfying('Hebamme')).toEqual(['Hebamme']);
    expect(qualificationsSatisfying(null)).toBeNull();
  });
  it('skills are a superset, without case', () => {
    expect(hasSkills(['Beatmung', 'ZVK-Pflege'], ['beatmung'])).toBe(true);
    expect(hasSkills(['Beatmung'], ['Beatmung', 'ZVK-Pflege'])).toBe(false);
    expect(hasSkills([], [])).toBe(true);
  });
});

describe('rest time (ArbZG §5)', () => {
  const booked = period('2030-03-04T06:00:00Z', '2030-03-04T14:00:00Z');
  it('exactly 11 hours after a booked shift is fine, 10 h 59 is not', () => {
    expect(clashes(period('2030-03-05T01:00:00Z', '2030-03-05T09:00:00Z'), booked)).toBe(false);
    expect(clashes(period('2030-03-05T00:59:00Z', '2030-03-05T09:00:00Z'), booked)).toBe(true);
  });
  it('exactly 11 hours before a booked shift is fine, 10 h 59 is not', () => {
    expect(clashes(period('2030-03-03T11:00:00Z', '2030-03-03T19:00:00Z'), booked)).toBe(false);
    expect(clashes(period('2030-03-03T11:00:00Z', '2030-03-03T19:01:00Z'), booked)).toBe(true);
  });
  it('overlapping and back-to-back shifts clash', () => {
    expect(clashes(period('2030-03-04T10:00:00Z', '2030-03-04T18:00:00Z'), booked)).toBe(true);
    expect(clashes(period('2030-03-04T14:00:00Z', '2030-03-04T22:00:00Z'), booked)).toBe(true);
  });
  it('unavailability only needs no overlap', () => {
    expect(overlaps(period('2030-03-04T14:00:00Z', '2030-03-04T22:00:00Z'), booked)).toBe(false);
    expect(overlaps(period('2030-03-04T13:59:00Z', '2030-03-04T22:00:00Z'), booked)).toBe(true);
  });
});

describe('days off (Europe/Berlin weekdays)', () => {
  it('takes the weekday in Berlin, not in UTC', () => {
    // Sunday 23:30 UTC is Monday 00:30 in Berlin (winter time).
    expect(berlinWeekday(at('2030-03-03T23:30:00Z'))).toBe(1);
    expect(berlinWeekday(at('2030-03-03T22:30:00Z'))).toBe(7);
    expect(
      shiftWeekdays([
        period('2030-03-04T06:00:00Z', '2030-03-04T14:00:00Z'),
        period('2030-03-09T06:00:00Z', '2030-03-09T14:00:00Z'),
      ]),
    ).toEqual([1, 6]);
  });
  it('only when the person skips days off', () => {
    const monday = [period('2030-03-04T06:00:00Z', '2030-03-04T14:00:00Z')];
    expect(fallsOnDayOff(monday, { daysOff: [1], skipDaysOff: true })).toBe(true);
    expect(fallsOnDayOff(monday, { daysOff: [1], skipDaysOff: false })).toBe(false);
    expect(fallsOnDayOff(monday, { daysOff: [6, 7], skipDaysOff: true })).toBe(false);
  });
});

describe('stage deadline', () => {
  const now = at('2030-03-01T08:00:00Z');
  it('is the time limit when the first shift is far away', () => {
    expect(stageDeadline(now, 24, at('2030-03-10T06:00:00Z'))).toEqual(
      new Date(now.getTime() + 24 * HOUR),
    );
  });
  it('shrinks to half the time until the first shift starts', () => {
    expect(stageDeadline(now, 24, at('2030-03-02T08:00:00Z'))).toEqual(
      new Date(now.getTime() + 12 * HOUR),
    );
    expect(stageDeadline(now, 24, at('2030-03-01T09:00:00Z'))).toEqual(
      new Date(now.getTime() + HOUR / 2),
    );
  });
  it('is now when the shift has started or the limit is 0', () => {
    expect(stageDeadline(now, 24, at('2030-03-01T07:00:00Z'))).toEqual(now);
    expect(stageDeadline(now, 0, at('2030-03-10T06:00:00Z'))).toEqual(now);
  });
  it('counts hours of the given length (ENGINE_TIME_LIMIT_UNIT_SECONDS=2 for demos and tests)', () => {
    expect(stageDeadline(now, 24, at('2030-03-10T06:00:00Z'), 2000)).toEqual(
      new Date(now.getTime() + 48_000),
    );
  });
});
