import type { Db } from '#server/db/client';
import type { Duty } from './on-call.rules';
import { readDialogFigures } from './applicant-figures.queries';
import { statusesOf } from './aueg.service';
import { bookedByUser, fairnessOf, fairnessWindow, relevantSpan } from './working-time.rules';
import { checksOf, onCallReach, termsOf } from './working-time.service';

// What the applicants dialog shows beside each application: the staff-leasing months
// at this clinic, the working-time check of those still applied and the fairness
// figures, from one statement (applicant-figures.queries.ts) instead of four.

export interface DialogRequest {
  id: string;
  organisationId: string;
  kind: string;
  /** The request's shifts in date order, with their kind. */
  shifts: Duty[];
}

/** The figures of a request's applicants (no statement when there are none). */
export async function dialogFigures(
  db: Db,
  request: DialogRequest,
  applicants: { userId: string; state: string; agencyId: string | null }[],
  now: Date,
) {
  const leased = applicants.flatMap((row) => (row.agencyId ? [row.userId] : []));
  const open = applicants.filter((row) => row.state === 'applied').map((row) => row.userId);
  const everyone = [...new Set(applicants.map((row) => row.userId))];
  // Working time binds employees: staff requests only (as checkPeople).
  const wanted = request.kind === 'staff' ? request.shifts : [];
  const fairness = fairnessWindow(now);
  const read = applicants.length
    ? await readDialogFigures(db, {
        placed: {
          userIds: leased,
          organisationId: request.organisationId,
          exceptRequestId: request.id,
        },
        fairness: { userIds: everyone, span: fairness },
        check: wanted.length
          ? {
              userIds: open,
              span: relevantSpan(wanted, undefined, onCallReach(wanted)),
              exceptRequestId: request.id,
            }
          : undefined,
      })
    : { placed: [], asked: [], taken: [], booked: [] };
  const terms = await termsOf(
    db,
    wanted.map((shift) => ({ ...shift, organisationId: request.organisationId })),
    open,
  );
  const checks = checksOf(wanted, open, bookedByUser(open, read.booked), terms);
  const figures = fairnessOf(
    everyone,
    read.asked,
    bookedByUser(everyone, read.taken),
    fairness.startsAt,
    fairness.endsAt,
  );
  return {
    aueg: statusesOf(leased, read.placed, request.shifts, now),
    workingTime: (userId: string) => checks.get(userId) ?? null,
    fairness: (userId: string) => figures.get(userId) ?? { asked: 0, taken: 0 },
  };
}
