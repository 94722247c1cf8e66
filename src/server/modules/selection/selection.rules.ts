/**
 * What a placement is worth. Hours are the sum of the request's shift durations: a shift is the
 * time the person is booked for (a 12:00-to-12:00 slot counts 24 hours), breaks and on-call
 * rules are for the contract between clinic and agency, not for the platform's figure. Money is
 * computed in whole cents so 0.1 + 0.2 never shows up in a bill.
 */
export function placementFigures(input: {
  hourlyRate: number;
  shifts: { startsAt: Date; endsAt: Date }[];
  /** Percent of the order value. */
  commissionRate: number;
}) {
  const milliseconds = input.shifts.reduce(
    (sum, shift) => sum + (shift.endsAt.getTime() - shift.startsAt.getTime()),
    0,
  );
  // Hundredths of an hour, the precision of the hours column.
  const hoursCenti = Math.round(milliseconds / 36_000);
  const rateCents = Math.round(input.hourlyRate * 100);
  const orderValueCents = Math.round((rateCents * hoursCenti) / 100);
  const basisPoints = Math.round(input.commissionRate * 100);
  const commissionCents = Math.round((orderValueCents * basisPoints) / 10_000);
  return {
    hours: hoursCenti / 100,
    orderValue: orderValueCents / 100,
    commissionRate: basisPoints / 100,
    commission: commissionCents / 100,
  };
}
