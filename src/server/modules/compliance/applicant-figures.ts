import { sql } from 'drizzle-orm';
import { FAIRNESS_DAYS } from '#shared/contracts/working-time';
import type { Db } from '#server/db/client';
import { parsedJson, prefixed, prefixedValues, rowsJson, runShaped } from '#server/db/shapes';
import type { Period } from '#server/modules/engine/engine.rules';
import { placedShiftsQuery, placedShiftsValues } from './aueg.queries';
import { statusesOf } from './aueg.service';
import { askedQuery, askedValues, bookedByUser, bookedShiftsQuery, bookedShiftsValues, fairnessOf } from './working-time.queries';
import { relevantSpan, type WorkingTimeCheck } from './working-time.rules';
import { checksOf } from './working-time.service';

// What the applicants dialog shows beside each application (issue #15): the staff-leasing months
// at this clinic (decision 030), the working-time check of those still applied and the fairness
// figures (decision 031). Their four reads are sub-selects of one statement, built once per shape
// (decision 048): each keeps its own placeholders under a prefix, its rows come back as json.

const DAY_MS = 86_400_000;

type Stamp = string;
type PlacedJson = [userId: string, organisationId: string, agencyId: string | null, startsAt: Stamp, endsAt: Stamp];
type BookedJson = [userId: string, startsAt: Stamp, endsAt: Stamp];
type AskedJson = [userId: string, value: number | string];

const periodsOf = (rows: BookedJson[]) =>
  rows.map(([userId, startsAt, endsAt]) => ({ userId, startsAt: new Date(startsAt), endsAt: new Date(endsAt) }));

export interface DialogRequest {
  id: string;
  organisationId: string;
  kind: string;
  /** The request's shifts in date order. */
  shifts: Period[];
}

/** The figures of a request's applicants, read in one statement (none when there are no applicants). */
export async function dialogFigures(
  db: Db,
  request: DialogRequest,
  applicants: { userId: string; state: string; agencyId: string | null }[],
  now: Date,
) {
  const leased = applicants.flatMap((row) => (row.agencyId ? [row.userId] : []));
  const open = applicants.filter((row) => row.state === 'applied').map((row) => row.userId);
  const everyone = [...new Set(applicants.map((row) => row.userId))];
  // Working time binds employees: staff requests only (checkPeople).
  const wanted = request.kind === 'staff' ? request.shifts : [];
  const fairness = { startsAt: new Date(now.getTime() - FAIRNESS_DAYS * DAY_MS), endsAt: now };
  const placedWhere = { userIds: leased, organisationId: request.organisationId, exceptRequestId: request.id };
  const span = wanted.length ? relevantSpan(wanted) : undefined;
  const values = {
    ...prefixedValues('p_', placedShiftsValues(placedWhere)),
    ...prefixedValues('a_', askedValues(everyone, fairness.startsAt, fairness.endsAt)),
    ...prefixedValues('t_', bookedShiftsValues(everyone, fairness)),
    ...(span ? prefixedValues('c_', bookedShiftsValues(open, span, request.id)) : {}),
  };
  const rows = applicants.length
    ? await runShaped(db, `applicant-figures|${Boolean(span)}`, values, (bind) =>
        db
          .select({
            placed: rowsJson<PlacedJson>(placedShiftsQuery(db, placedWhere, prefixed(bind, 'p_')), 5),
            asked: rowsJson<AskedJson>(askedQuery(db, everyone, fairness.startsAt, fairness.endsAt, prefixed(bind, 'a_')), 2),
            taken: rowsJson<BookedJson>(bookedShiftsQuery(db, everyone, fairness, undefined, prefixed(bind, 't_')), 3),
            booked: span
              ? rowsJson<BookedJson>(bookedShiftsQuery(db, open, span, request.id, prefixed(bind, 'c_')), 3)
              : sql<BookedJson[]>`'[]'::json`,
          })
          .from(sql`(values (1)) as one (x)`),
      )
    : [];
  const row = rows[0];
  const placed = parsedJson<PlacedJson[]>(row?.placed ?? []).map(([userId, , , startsAt, endsAt]) => ({
    userId,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
  }));
  const asked = parsedJson<AskedJson[]>(row?.asked ?? []).map(([userId, value]) => ({ userId, value: Number(value) }));
  const taken = bookedByUser(everyone, periodsOf(parsedJson<BookedJson[]>(row?.taken ?? [])));
  const empty: WorkingTimeCheck = { refusals: [], warnings: [] };
  const checks = wanted.length
    ? checksOf(wanted, open, bookedByUser(open, periodsOf(parsedJson<BookedJson[]>(row?.booked ?? []))))
    : new Map(open.map((id) => [id, empty]));
  const figures = fairnessOf(everyone, asked, taken, fairness.startsAt, fairness.endsAt);
  return {
    aueg: statusesOf(leased, placed, request.shifts, now),
    workingTime: (userId: string) => checks.get(userId) ?? null,
    fairness: (userId: string) => figures.get(userId) ?? { asked: 0, taken: 0 },
  };
}
