import type { Shift } from '#shared/contracts/requests';

// Shared with My shifts (features may not import each other), so they live in lib.
export { formatShiftMoment, formatShiftRange } from '#web/lib/shift-time';

/** The shifts in time order; the first is what the table's date column shows and sorts by. */
export function sortedShifts(dates: readonly Shift[]): Shift[] {
  return [...dates].sort((a, b) => a.date.startDate - b.date.startDate);
}
