import type { DutyKind, OnCallAgreement } from '#shared/contracts/on-call';
import { overWeeklyAverage } from './weekly-average';

/**
 * ArbZG §7 for on-call duty: a collective agreement may extend the working day beyond §3's 10
 * hours when it regularly holds much on-call time (Abs. 1 Nr. 1 a), up to the longest duty it
 * names, with the rest it asks after a day of more than 12 hours (Abs. 9, at least 11 hours);
 * the weekly average stays at 48 hours over its period of at most 12 months (Abs. 8), above it
 * only with the person's written consent and as far as the agreement allows (Abs. 2a, 7).
 */

const HOUR_MS = 3_600_000;
/** §7 (9): a working day over 12 hours is followed right away by the agreement's rest. */
export const LONG_DAY_MINUTES = 12 * 60;
/** §7 (8): the average of an extended day's agreement is 48 hours a week. */
export const AGREED_BASE_WEEKLY_MINUTES = 48 * 60;

export interface Duty {
  startsAt: Date;
  endsAt: Date;
  /** Missing on booked shifts and regular work. */
  dutyKind?: DutyKind;
  onCallPercent?: number | null;
}

/** What the request's organisation allows, and whether the person's consent covers its shifts. */
export interface OnCallTerms {
  agreement: OnCallAgreement | null;
  consent: boolean;
}

export const isOnCall = (duty: Duty) => duty.dutyKind === 'on_call' || duty.dutyKind === 'standby';

/**
 * Why the working days `extended` (each over 10 hours and holding an on-call shift of the
 * request) may not be extended: no agreement, too little on-call time, or past the longest duty.
 */
export function extensionRefusals(
  onCallOfDay: (day: number) => Duty[],
  extended: number[],
  daily: Map<number, number>,
  terms: OnCallTerms | undefined,
): ('on_call_no_agreement' | 'on_call_share_too_low' | 'over_longest_duty')[] {
  const agreement = terms?.agreement;
  if (!agreement) return ['on_call_no_agreement'];
  const refusals: ('on_call_share_too_low' | 'over_longest_duty')[] = [];
  if (
    extended.some((day) =>
      onCallOfDay(day).some((duty) => (duty.onCallPercent ?? 0) < agreement.minOnCallPercent),
    )
  )
    refusals.push('on_call_share_too_low');
  if (extended.some((day) => (daily.get(day) ?? 0) > agreement.maxDutyHours * 60))
    refusals.push('over_longest_duty');
  return refusals;
}

/**
 * §7 (9): whether a shift follows a working day of more than 12 hours (wanted or booked, either
 * way round) with less than the agreement's rest. `dayWork` is the work of a shift's start day.
 */
export function shortRestAfterLongDay(
  wanted: Duty[],
  booked: Duty[],
  agreement: OnCallAgreement,
  dayWork: (duty: Duty) => number,
): boolean {
  const rest = agreement.restAfterHours * HOUR_MS;
  const tooClose = (first: Duty, next: Duty) =>
    first.endsAt <= next.startsAt &&
    dayWork(first) > LONG_DAY_MINUTES &&
    next.startsAt.getTime() - first.endsAt.getTime() < rest;
  return wanted.some((shift) =>
    booked.some((other) => tooClose(shift, other) || tooClose(other, shift)),
  );
}

/**
 * §7 (8), (2a): the weekly average over every window of the agreement's weeks that holds a week
 * of the new shifts; 48 hours, or the agreement's consented average when the person consented.
 */
export function agreedAverageRefusal(
  weekly: Map<number, number>,
  wantedWeeks: number[],
  terms: { agreement: OnCallAgreement; consent: boolean },
): 'over_48h_12_months' | 'over_agreed_average' | null {
  const { agreement, consent } = terms;
  const consented = consent && agreement.consentAverageHours !== null;
  const weeklyLimit = consented ? agreement.consentAverageHours! * 60 : AGREED_BASE_WEEKLY_MINUTES;
  const over = overWeeklyAverage(weekly, wantedWeeks, agreement.averagingWeeks, weeklyLimit);
  if (!over) return null;
  return consented ? 'over_agreed_average' : 'over_48h_12_months';
}
