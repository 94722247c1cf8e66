import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { parsedJson, prefixed, prefixedValues, rowsJson, runShaped } from '#server/db/shapes';
import type { Period } from './working-time.rules';
import { placedShiftsQuery, placedShiftsValues } from './aueg.queries';
import {
  askedQuery,
  askedValues,
  bookedShiftsQuery,
  bookedShiftsValues,
} from './working-time.queries';

// The four reads of the applicants dialog's figures (applicant-figures.ts) as sub-selects of one
// statement, built once per shape: each keeps its own placeholders under a
// prefix, and its rows come back as a json column.

type Stamp = string;
type PlacedJson = [
  userId: string,
  organisationId: string,
  agencyId: string | null,
  startsAt: Stamp,
  endsAt: Stamp,
];
type BookedJson = [userId: string, startsAt: Stamp, endsAt: Stamp];
type AskedJson = [userId: string, value: number | string];

const periodsOf = (value: BookedJson[] | string | undefined) =>
  parsedJson(value ?? []).map(([userId, startsAt, endsAt]) => ({
    userId,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
  }));

export interface FigureReads {
  /** Placed shifts at the clinic of these agency workers, this request left out (placedShifts). */
  placed: { userIds: string[]; organisationId: string; exceptRequestId: string };
  /** Offers and booked shifts of these people in the fairness window (fairnessFigures). */
  fairness: { userIds: string[]; span: Period };
  /** Booked shifts of these people in the span, this request left out (checkPeople); none without. */
  check?: { userIds: string[]; span: Period; exceptRequestId: string };
}

const none = <T>() => sql<T[]>`'[]'::json`;

export async function readDialogFigures(db: Db, reads: FigureReads) {
  const { fairness } = reads;
  // A read without people is left out of the statement (its answer is empty anyway): a pool
  // member's dialog has no staff-leasing months, a filled request no one to check.
  const placed = reads.placed.userIds.length ? reads.placed : undefined;
  const check = reads.check?.userIds.length ? reads.check : undefined;
  const values = {
    ...(placed ? prefixedValues('p_', placedShiftsValues(placed)) : {}),
    ...prefixedValues(
      'a_',
      askedValues(fairness.userIds, fairness.span.startsAt, fairness.span.endsAt),
    ),
    ...prefixedValues('t_', bookedShiftsValues(fairness.userIds, fairness.span)),
    ...(check
      ? prefixedValues('c_', bookedShiftsValues(check.userIds, check.span, check.exceptRequestId))
      : {}),
  };
  const [row] = await runShaped(
    db,
    `applicant-figures|${Boolean(placed)}|${Boolean(check)}`,
    values,
    (bind) =>
      db
        .select({
          placed: placed
            ? rowsJson<PlacedJson>(placedShiftsQuery(db, placed, prefixed(bind, 'p_')), 5)
            : none<PlacedJson>(),
          asked: rowsJson<AskedJson>(
            askedQuery(
              db,
              fairness.userIds,
              fairness.span.startsAt,
              fairness.span.endsAt,
              prefixed(bind, 'a_'),
            ),
            2,
          ),
          taken: rowsJson<BookedJson>(
            bookedShiftsQuery(db, fairness.userIds, fairness.span, undefined, prefixed(bind, 't_')),
            3,
          ),
          booked: check
            ? rowsJson<BookedJson>(
                bookedShiftsQuery(
                  db,
                  check.userIds,
                  check.span,
                  check.exceptRequestId,
                  prefixed(bind, 'c_'),
                ),
                3,
              )
            : none<BookedJson>(),
        })
        // One row: the sub-selects are its columns.
        .from(sql`(values (1)) as one (x)`),
  );
  return {
    placed: parsedJson(row?.placed ?? []).map(([userId, , , startsAt, endsAt]) => ({
      userId,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
    })),
    asked: parsedJson(row?.asked ?? []).map(([userId, value]) => ({
      userId,
      value: Number(value),
    })),
    taken: periodsOf(row?.taken),
    booked: periodsOf(row?.booked),
  };
}
