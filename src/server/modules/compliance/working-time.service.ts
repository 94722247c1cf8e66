import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { insertAudit } from '#server/modules/audit/audit.service';
import { insertEvents } from '#server/modules/request-events/request-events.service';
import { AGREEMENT_BOUNDS } from '#shared/contracts/on-call';
import { onCallTermsOf } from '#server/modules/on-call/on-call.service';
import { isOnCall, type Duty, type OnCallTerms } from './on-call.rules';
import type { Period } from './working-time.rules';
import { bookedShifts, fairnessFigures, staffShiftsOf } from './working-time.queries';
import {
  checkWorkingTime,
  fairnessWindow,
  relevantSpan,
  type WorkingTimeCheck,
  type WorkingTimeWarning,
} from './working-time.rules';

/** Where a refusal or warning is named in an error's details (key: WorkingTime_<rule>). */
const detailsOf = (rules: string[]) =>
  rules.map((rule) => ({ field: 'workingTime', key: `WorkingTime_${rule}` }));

/**
 * The working-time check of each person for a request's shifts, against what they are booked on
 * anywhere on the platform. `hardOnly` reads just the days around the shifts (pool matching).
 * Staff requests only: pool members and leased staff are employees; substitute doctors work
 * freelance. On-call shifts are judged under the organisation's §7 agreement and each person's
 * consent (onCallTermsOf).
 */
export async function checkPeople(
  db: Db,
  requestId: string,
  userIds: string[],
  hardOnly = false,
): Promise<Map<string, WorkingTimeCheck>> {
  const wanted = await staffShiftsOf(db, requestId);
  // Not a staff request: nothing booked is read, everyone passes (checksOf).
  if (wanted.length === 0) return checksOf(wanted, userIds, new Map());
  // The agreement's average may reach 52 weeks back: the read spans it (relevantSpan).
  const span = relevantSpan(wanted, hardOnly ? 2 : undefined, onCallReach(wanted));
  const [booked, terms] = await Promise.all([
    bookedShifts(db, userIds, span, requestId),
    termsOf(db, wanted, userIds),
  ]);
  return checksOf(wanted, userIds, booked, terms);
}

/** The §7 terms of each person when the shifts hold on-call duty; none otherwise. */
export async function termsOf(
  db: Db,
  wanted: (Duty & { organisationId?: string })[],
  userIds: string[],
): Promise<Map<string, OnCallTerms> | undefined> {
  const onCall = wanted.filter(isOnCall);
  const organisationId = wanted[0]?.organisationId;
  if (onCall.length === 0 || !organisationId) return undefined;
  const lastStart = new Date(Math.max(...wanted.map((shift) => shift.startsAt.getTime())));
  return onCallTermsOf(db, organisationId, userIds, lastStart);
}

/** Days before and after the shifts the agreement's longest average can reach. */
export const onCallReach = (wanted: Duty[]) =>
  wanted.some(isOnCall) ? AGREEMENT_BOUNDS.averagingWeeks.max * 7 + 2 : undefined;

/**
 * The working-time checks of `userIds` for `wanted` shifts (a staff request's), given what each
 * is booked on and, for on-call shifts, their §7 terms; with no shifts wanted everyone passes.
 */
export function checksOf(
  wanted: Duty[],
  userIds: string[],
  booked: Map<string, Period[]>,
  terms?: Map<string, OnCallTerms>,
): Map<string, WorkingTimeCheck> {
  if (wanted.length === 0) {
    const passes: WorkingTimeCheck = { refusals: [], warnings: [] };
    return new Map(userIds.map((id) => [id, passes]));
  }
  // Everyone with nothing booked in the span gets the same (read-only) answer, computed once per
  // consent: a pool of 10,000 is mostly free people, and the check per person was ≈ 1 s.
  const free = new Map<boolean, WorkingTimeCheck>();
  return new Map(
    userIds.map((id) => {
      const theirs = booked.get(id) ?? [];
      const own = terms?.get(id);
      if (theirs.length > 0) return [id, checkWorkingTime(wanted, theirs, own)];
      const consent = own?.consent ?? false;
      if (!free.has(consent)) free.set(consent, checkWorkingTime(wanted, [], own));
      return [id, free.get(consent)!];
    }),
  );
}

/** Pool matching: who a hard limit (10 hours a day, rest) would refuse is not asked. */
export async function withinHardLimits<T extends { id: string }>(
  db: Db,
  requestId: string,
  candidates: T[],
): Promise<T[]> {
  if (candidates.length === 0) return candidates;
  const checks = await checkPeople(
    db,
    requestId,
    candidates.map((candidate) => candidate.id),
    true,
  );
  return candidates.filter((candidate) => checks.get(candidate.id)?.refusals.length === 0);
}

/**
 * Before a pick or a selection: a hard limit refuses (409 WORKING_TIME_REFUSED); warnings need
 * the manager's reason (409 WORKING_TIME_WARNINGS without one). With a reason, the warnings are
 * kept in the request's timeline and the audit log, in the caller's transaction.
 */
export async function enforceWorkingTime(
  tx: Db,
  input: {
    requestId: string;
    userId: string;
    actorId: string;
    overrideReason?: string | undefined;
  },
): Promise<WorkingTimeWarning[]> {
  const check = (await checkPeople(tx, input.requestId, [input.userId])).get(input.userId)!;
  if (check.refusals.length > 0)
    throw new AppError('WORKING_TIME_REFUSED', detailsOf(check.refusals));
  if (check.warnings.length === 0) return [];
  const reason = input.overrideReason?.trim();
  if (!reason) throw new AppError('WORKING_TIME_WARNINGS', detailsOf(check.warnings));
  await insertEvents(tx, [
    {
      requestId: input.requestId,
      kind: 'working_time_override',
      actorId: input.actorId,
      userId: input.userId,
      detail: { warnings: check.warnings, reason },
    },
  ]);
  await insertAudit(tx, {
    actorId: input.actorId,
    entityType: 'request',
    entityId: input.requestId,
    action: 'working_time_override',
    changes: [
      { field: 'workingTimeWarnings', old: null, new: check.warnings },
      { field: 'overrideReason', old: null, new: reason },
      { field: 'userId', old: null, new: input.userId },
    ],
  });
  return check.warnings;
}

/** The fairness figures of the last FAIRNESS_DAYS before `now`, per person. */
export function recentFairness(db: Db, userIds: string[], now: Date) {
  const { startsAt, endsAt } = fairnessWindow(now);
  return fairnessFigures(db, userIds, startsAt, endsAt);
}
