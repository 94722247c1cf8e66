import type { Db } from '#server/db/client';
import { AppError } from '#server/errors';
import { lockBookingsOf, overlappingShifts } from './bookings.queries';

/**
 * One person, one place at a time: before anyone is booked onto a request's shifts (a selection,
 * a manager's pick, a pool member's yes), the person's bookings are locked for the caller's
 * transaction and a shift that overlaps one of theirs elsewhere refuses the booking (409
 * ALREADY_BOOKED). Call it before any other check that reads the person's shifts (working time,
 * staff-leasing months), so those read under the lock too.
 *
 * The details name the request's own dates that collide (`dates.<n>`), never the other booking:
 * it may belong to another clinic the actor must not see.
 */
export async function assertFreeToBook(
  tx: Db,
  input: { userId: string; requestId: string },
): Promise<void> {
  await lockBookingsOf(tx, input.userId);
  const positions = await overlappingShifts(tx, input.userId, input.requestId);
  if (positions.length === 0) return;
  throw new AppError(
    'ALREADY_BOOKED',
    positions.map((position) => ({ field: `dates.${position}`, key: 'Shift_already_booked' })),
  );
}
