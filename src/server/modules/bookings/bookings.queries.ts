import { sql } from 'drizzle-orm';
import { FILLED_REQUEST_STATES } from '#shared/request-states';
import type { Db } from '#server/db/client';

/**
 * Serialises every booking of one person, on any clinic, until the caller's transaction ends: a
 * second booking waits here and then reads the first one's placement (read committed takes a new
 * snapshot per statement). A hash collision between two people only makes one wait for the other.
 */
export async function lockBookingsOf(tx: Db, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`bookings:${userId}`}, 0))`);
}

/**
 * The positions (0-based, in the request's date order) of the request's shifts that overlap a
 * shift the person is booked on elsewhere: a selected application on a filled request, any
 * clinic, any kind. Half-open periods: a shift that ends when the other begins does not overlap.
 */
export async function overlappingShifts(
  db: Db,
  userId: string,
  requestId: string,
): Promise<number[]> {
  const filled = sql.join(
    FILLED_REQUEST_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  // applications_user_idx for the person's bookings, shifts_request_idx for both sides' shifts.
  const result = (await db.execute(sql`
    select wanted.position from (
      select s.starts_at, s.ends_at, (row_number() over (order by s.starts_at, s.id) - 1)::int as position
      from shifts s where s.request_id = ${requestId}
    ) wanted
    where exists (
      select 1 from applications a
      join requests r on r.id = a.request_id
      join shifts b on b.request_id = r.id
      where a.user_id = ${userId} and a.state = 'selected' and r.state in (${filled})
        and r.id <> ${requestId}
        and b.starts_at < wanted.ends_at and b.ends_at > wanted.starts_at
    )
    order by wanted.position`)) as unknown as { rows: { position: number }[] };
  return result.rows.map((row) => Number(row.position));
}
