/**
 * The ladder's pure rules: who qualifies, days off, how long a stage lasts (the rest between
 * shifts is the Working Hours Act's, in compliance). The
 * matching query (pool.queries.ts) applies the same rules in SQL; these are the reference the
 * unit tests pin down, and the parameters the query is given come from here.
 */

import type { Period } from '#server/modules/compliance/compliance.service';
import {
  NURSING_QUALIFICATIONS,
  nursingQualificationsSatisfying,
} from '#shared/application-documents';

/** Nursing qualifications from lowest to highest (the board's position filter uses the same list). */
export const QUALIFICATION_ORDER = NURSING_QUALIFICATIONS;

/** The qualification keys that satisfy a request's; null when the request asks for none (anyone). */
export const qualificationsSatisfying = nursingQualificationsSatisfying;

/** Skills are compared without case; the person needs every skill the request names. */
export function hasSkills(personSkills: string[], requiredSkills: string[]): boolean {
  const have = new Set(personSkills.map((skill) => skill.toLowerCase()));
  return requiredSkills.every((skill) => have.has(skill.toLowerCase()));
}

export const HOUR_MS = 3_600_000;

const weekdayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
});
const ISO_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** ISO weekday (1 = Monday … 7 = Sunday) of an instant in the clinics' time zone. */
export function berlinWeekday(date: Date): number {
  return ISO_WEEKDAYS.indexOf(weekdayFormat.format(date)) + 1;
}

/** The weekdays a request's shifts start on: a shift falls on the day it starts. */
export function shiftWeekdays(shifts: Period[]): number[] {
  return [...new Set(shifts.map((shift) => berlinWeekday(shift.startsAt)))].sort();
}

/** Whether someone who skips days off is not to be asked for these shifts. */
export function fallsOnDayOff(
  shifts: Period[],
  preferences: { daysOff: number[]; skipDaysOff: boolean },
): boolean {
  if (!preferences.skipDaysOff) return false;
  return shiftWeekdays(shifts).some((day) => preferences.daysOff.includes(day));
}

/**
 * When a stage's time to answer ends: `hours` from now, but at most half the time left until the
 * first shift starts, so there is time left for the next stage and never past the start. A shift
 * that has already started ends the stage at once. `hourMs` shortens an hour for demos and tests
 * (ENGINE_TIME_LIMIT_UNIT_SECONDS).
 */
export function stageDeadline(
  now: Date,
  hours: number,
  firstShiftStart: Date,
  hourMs = HOUR_MS,
): Date {
  const full = now.getTime() + Math.max(0, hours) * hourMs;
  const untilStart = firstShiftStart.getTime() - now.getTime();
  const half = now.getTime() + Math.max(0, Math.floor(untilStart / 2));
  return new Date(Math.min(full, half));
}
