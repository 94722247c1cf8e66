import { applications, placements, requests, shifts, timesheets } from '#server/db/schema/index';
import { startOfGermanDay } from '#server/lib/clock';
import { addDays, monthsLater } from '#server/modules/compliance/aueg.rules';
import { ctx, nord } from './selection-fixtures';

// Staff-leasing history for the AÜG tests: requests on German calendar days and
// placements already made, written to the database directly.

const HOUR = 3_600_000;

/** 08:00–16:00 in Germany on a day (YYYY-MM-DD); `hours` from `fromHour` for other shapes. */
export function dayShift(day: string, fromHour = 8, hours = 8) {
  const startsAt = new Date(startOfGermanDay(day).getTime() + fromHour * HOUR);
  return { startsAt, endsAt: new Date(startsAt.getTime() + hours * HOUR) };
}

let number = 0;
/** A request of Klinikum Nord's first station with one shift per entry. */
export async function requestOn(
  dates: { startsAt: Date; endsAt: Date }[],
  state: 'external_adv' | 'external_fill' = 'external_adv',
) {
  const departmentId = nord.departments[0]!.id;
  const [row] = await ctx.db
    .insert(requests)
    .values({
      organisationId: nord.id,
      departmentId,
      kind: 'substitute_doctor',
      state,
      title: `AÜG ${++number}`,
      firstShiftStart: dates[0]!.startsAt,
      lastShiftEnd: dates.at(-1)!.endsAt,
    })
    .returning();
  const made = await ctx.db
    .insert(shifts)
    .values(
      dates.map((date) => ({ ...date, requestId: row!.id, organisationId: nord.id, departmentId })),
    )
    .returning();
  return { request: row!, shifts: made };
}

/** A filled request of the person through an agency on these days: their history at the clinic. */
export async function placedOn(userId: string, agencyId: string, days: string[]) {
  const { request, shifts: made } = await requestOn(
    days.map((day) => dayShift(day)),
    'external_fill',
  );
  const [application] = await ctx.db
    .insert(applications)
    .values({ requestId: request.id, userId, agencyId, hourlyRate: 60, state: 'selected' })
    .returning();
  const [placement] = await ctx.db
    .insert(placements)
    .values({
      applicationId: application!.id,
      requestId: request.id,
      organisationId: nord.id,
      agencyId,
      userId,
      hourlyRate: 60,
      hours: days.length * 8,
      orderValue: days.length * 480,
      commissionRate: 0,
      commission: 0,
    })
    .returning();
  return { request, shifts: made, placement: placement! };
}

/** Approved hours of a placement's shift at other times than booked. */
export async function approvedAt(
  placement: { id: string; requestId: string; userId: string; agencyId: string | null },
  shift: { id: string; startsAt: Date; endsAt: Date },
  actual: { startsAt: Date; endsAt: Date },
) {
  await ctx.db.insert(timesheets).values({
    placementId: placement.id,
    shiftId: shift.id,
    requestId: placement.requestId,
    organisationId: nord.id,
    agencyId: placement.agencyId,
    userId: placement.userId,
    bookedStart: shift.startsAt,
    bookedEnd: shift.endsAt,
    actualStart: actual.startsAt,
    actualEnd: actual.endsAt,
    breakMinutes: 30,
    state: 'approved',
    approvedAt: actual.endsAt,
  });
}

/** The 15th of every month from January 2025 to March 2026, then `last`: no interruption of 3 months. */
export function monthlyUntil(last: string) {
  const days = Array.from({ length: 15 }, (_, index) => monthsLater('2025-01-15', index));
  return [...days, last];
}

export { addDays };
