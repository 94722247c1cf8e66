/**
 * Whether confirmed or corrected hours can belong to their booked shift: within the booking
 * widened by the organisation's tolerance, over by now, and no longer than one duty can last.
 * Outside, the hours are refused; the automatic approval passes only plausible hours.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The longest one duty lasts: a working day of the Working Hours Act. §3 allows 10 hours, §7 (1)
 * Nr. 1a and (2a) longer with on-call duty by collective agreement, never beyond the day.
 */
export const MAX_DUTY_MINUTES = 24 * 60;

/** Validation keys of implausible hours, each with the field it is about. */
export const IMPLAUSIBLE = {
  longerThanADay: { key: 'Timesheet_longer_than_a_day', field: 'end' },
  inFuture: { key: 'Timesheet_in_future', field: 'end' },
  startOutside: { key: 'Timesheet_start_outside_tolerance', field: 'start' },
  endOutside: { key: 'Timesheet_end_outside_tolerance', field: 'end' },
} as const;
export type Implausible = (typeof IMPLAUSIBLE)[keyof typeof IMPLAUSIBLE];

export interface Booking {
  bookedStart: Date;
  bookedEnd: Date;
  /** The organisation's tolerance, in hours, either side of the booking. */
  toleranceHours: number;
}

/**
 * What makes `period` implausible for `booking` at `now`, every finding at once (both ends may be
 * outside). The day's ceiling holds for bookings up to a day; a longer booking (a substitute
 * doctor's period of weeks) is bounded by itself and the tolerance.
 */
export function implausibilities(
  period: { start: Date; end: Date },
  booking: Booking,
  now: Date,
): Implausible[] {
  const found: Implausible[] = [];
  const dayMs = MAX_DUTY_MINUTES * MINUTE_MS;
  const bookedMs = booking.bookedEnd.getTime() - booking.bookedStart.getTime();
  if (bookedMs <= dayMs && period.end.getTime() - period.start.getTime() > dayMs)
    found.push(IMPLAUSIBLE.longerThanADay);
  if (period.end > now) found.push(IMPLAUSIBLE.inFuture);
  const toleranceMs = booking.toleranceHours * HOUR_MS;
  if (period.start.getTime() < booking.bookedStart.getTime() - toleranceMs)
    found.push(IMPLAUSIBLE.startOutside);
  if (period.end.getTime() > booking.bookedEnd.getTime() + toleranceMs)
    found.push(IMPLAUSIBLE.endOutside);
  return found;
}
