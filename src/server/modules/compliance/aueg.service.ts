import { calendarDay } from '#shared/format';
import type { AuegStatus, AuegWarning } from '#shared/contracts/aueg';
import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import * as q from './aueg.queries';
import { addDays, assignmentStatus, daysOfShift, WARNING_DAYS } from './aueg.rules';

/**
 * The Staff Leasing Act at selection: what the clinic sees per agency applicant,
 * and the refusals (18 months passed, a permit that does not cover every shift).
 */

interface Span {
  startsAt: Date;
  endsAt: Date;
}

const daysOf = (spans: Span[]) => spans.flatMap(daysOfShift);

/** The status of placing a worker on `planned` shifts, given the shifts they are already placed on at the clinic. */
export function statusOf(placed: Span[], planned: Span[], now: Date): AuegStatus {
  const plannedDays = daysOf(planned).sort();
  const status = assignmentStatus({
    booked: daysOf(placed),
    planned: plannedDays,
    today: calendarDay(now),
  });
  const last = plannedDays.at(-1) ?? calendarDay(now);
  const warnings: AuegWarning[] = [];
  if (status.daysOverLimit.length) warnings.push('limit_passed');
  else if (last >= addDays(status.lastAllowedDay, -WARNING_DAYS)) warnings.push('limit_soon');
  if (last >= status.equalPayFrom) warnings.push('equal_pay');
  else if (last >= addDays(status.equalPayFrom, -WARNING_DAYS)) warnings.push('equal_pay_soon');
  return {
    since: status.since,
    monthsWorked: status.monthsWorked,
    equalPayFrom: status.equalPayFrom,
    lastAllowedDay: status.lastAllowedDay,
    warnings,
  };
}

/** Per agency applicant of a request (by user id), the status were they selected. */
export async function applicantStatuses(
  db: Db,
  input: {
    requestId: string;
    organisationId: string;
    userIds: string[];
    shifts: Span[];
    now: Date;
  },
): Promise<Map<string, AuegStatus>> {
  const placed = await q.placedShifts(db, {
    userIds: input.userIds,
    organisationId: input.organisationId,
    exceptRequestId: input.requestId,
  });
  return statusesOf(input.userIds, placed, input.shifts, input.now);
}

/** Per worker of `userIds`, the status given the shifts they are placed on (`placed`, of all of them). */
export function statusesOf(
  userIds: string[],
  placed: (Span & { userId: string })[],
  planned: Span[],
  now: Date,
) {
  return new Map(
    userIds.map((userId) => [
      userId,
      statusOf(
        placed.filter((row) => row.userId === userId),
        planned,
        now,
      ),
    ]),
  );
}

/**
 * Refuses an agency applicant's selection (in the selection's transaction) when the agency's
 * permit does not run to every shift's last day in Germany, or when a shift would pass 18 months.
 */
export async function assertSelectable(
  tx: Db,
  input: {
    requestId: string;
    organisationId: string;
    userId: string;
    agencyId: string;
    shifts: Span[];
    now: Date;
  },
) {
  const permit = (await q.permitsOf(tx, [input.agencyId])).get(input.agencyId) ?? null;
  const lastDay = daysOf(input.shifts).sort().at(-1) ?? calendarDay(input.now);
  if (!permit || permit < lastDay || permit < calendarDay(input.now))
    throw new AppError('AGENCY_PERMIT_INVALID');
  const statuses = await applicantStatuses(tx, { ...input, userIds: [input.userId] });
  if (statuses.get(input.userId)?.warnings.includes('limit_passed'))
    throw new AppError('AUEG_LIMIT_PASSED');
}
