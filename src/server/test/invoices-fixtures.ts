import { asc, eq } from 'drizzle-orm';
import {
  agencies,
  applications,
  organisations,
  placements,
  requests,
  shifts,
  timesheets,
} from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import type { TestContext } from './app';
import {
  agencyWithDispatcher,
  organisationWithStaff,
  signedIn,
  staffOf,
  type Actor,
} from './agency-fixtures';
import { berlin } from './clock-fixtures';

/**
 * The invoices' world: clinic A (Köln) with agency A working a placement there in November 2026,
 * and a second clinic and agency that must see none of it. Every instant is a Berlin wall time,
 * so nothing depends on the day the tests run.
 *
 * November's shifts: 505 + 480 + 480 minutes (the last starts at 23:30 on 30 November and ends
 * in December: it belongs to the month it starts in). A shift starting at 00:30 on 1 December
 * Berlin (still 30 November in UTC) is December's. 1465 minutes at 60.75 €/h = 1483.3125 € →
 * 148331 cents on the line; VAT 28183; gross 176514. Commission 12.5 % → 18541; VAT 3523.
 */
export const NOVEMBER = '2026-11';
export const ISSUE_INSTANT = '2026-12-01T10:00';
export const EXPECTED = {
  minutes: 1465,
  agency: { net: 148_331, vat: 28_183, gross: 176_514 },
  commission: { net: 18_541, vat: 3_523, gross: 22_064 },
};

export function invoiceClock() {
  return fixedClock(berlin(ISSUE_INSTANT));
}

export interface InvoiceWorld {
  clinic: { id: string; hr: Actor; ward: Actor };
  otherClinic: { id: string; hr: Actor };
  agency: { id: string; dispatcher: Actor };
  otherAgency: { id: string; dispatcher: Actor };
  admin: Actor;
  nurse: Actor;
  placementId: string;
}

/** One more agency placement at clinic A with November's shifts (for tests that use one up). */
export async function novemberPlacement(
  ctx: TestContext,
  organisationId: string,
  agencyId: string,
) {
  return placementWithShifts(ctx, organisationId, agencyId, [
    ['2026-11-02T07:00', '2026-11-02T15:25'],
    ['2026-11-03T07:00', '2026-11-03T15:00'],
    ['2026-11-30T23:30', '2026-12-01T07:30'],
    ['2026-12-01T00:30', '2026-12-01T08:30'],
  ]);
}

/** An agency placement at 60.75 €/h with shifts at the given Berlin wall times. */
export async function placementWithShifts(
  ctx: TestContext,
  organisationId: string,
  agencyId: string,
  times: [string, string][],
) {
  const staff = await staffOf(ctx, agencyId, { firstName: 'Jörg', lastName: 'Größ' });
  const [request] = await ctx.db
    .insert(requests)
    .values({
      organisationId,
      kind: 'substitute_doctor',
      state: 'external_fill',
      title: 'Vertretung Neurologie',
      payActive: 60,
      payOnCall: 30.5,
      firstShiftStart: berlin(times[0]![0]),
      lastShiftEnd: berlin(times.at(-1)![1]),
    })
    .returning();
  await ctx.db.insert(shifts).values(
    times.map(([from, to]) => ({
      requestId: request!.id,
      organisationId,
      startsAt: berlin(from),
      endsAt: berlin(to),
    })),
  );
  const [application] = await ctx.db
    .insert(applications)
    .values({
      requestId: request!.id,
      userId: staff.id,
      agencyId,
      hourlyRate: 60.75,
      state: 'selected',
    })
    .returning();
  const [placement] = await ctx.db
    .insert(placements)
    .values({
      applicationId: application!.id,
      requestId: request!.id,
      organisationId,
      agencyId,
      userId: staff.id,
      hourlyRate: 60.75,
      hours: 32,
      orderValue: 1944,
      commissionRate: 12.5,
      commission: 243,
    })
    .returning();
  return placement!.id;
}

export async function invoiceWorld(ctx: TestContext): Promise<InvoiceWorld> {
  const clinic = await organisationWithStaff(ctx, 'Universitätsklinikum Köln', '50937');
  await ctx.db
    .update(organisations)
    .set({ city: 'Köln', vatId: 'DE811111111', address: 'Kerpener Straße 62' })
    .where(eq(organisations.id, clinic.organisation.id));
  const otherClinic = await organisationWithStaff(ctx, 'Klinikum Süd');
  const agency = await agencyWithDispatcher(ctx, { name: 'Pflegeagentur Müller & Söhne' });
  await ctx.db
    .update(agencies)
    .set({ vatId: 'DE822222222', taxNumber: '22/815/08150', address: 'Große Elbstraße 14' })
    .where(eq(agencies.id, agency.agency.id));
  const otherAgency = await agencyWithDispatcher(ctx, { name: 'Agentur Nord' });
  const admin = await signedIn(ctx, 'ADMIN');
  const nurse = await signedIn(ctx, 'USER');
  return {
    clinic: { id: clinic.organisation.id, hr: clinic.hr, ward: clinic.ward },
    otherClinic: { id: otherClinic.organisation.id, hr: otherClinic.hr },
    agency: { id: agency.agency.id, dispatcher: agency.dispatcher },
    otherAgency: { id: otherAgency.agency.id, dispatcher: otherAgency.dispatcher },
    admin,
    nurse,
    placementId: await novemberPlacement(ctx, clinic.organisation.id, agency.agency.id),
  };
}

type TimesheetState = (typeof timesheets.$inferInsert)['state'] & string;

/**
 * Timesheets for the placement's shifts in booked order, one per given state, with the booked
 * times as confirmed and a break (none while the worker has not answered).
 */
export async function timesheetsOf(
  ctx: TestContext,
  placementId: string,
  states: TimesheetState[],
  breakMinutes = 0,
) {
  const [placement] = await ctx.db.select().from(placements).where(eq(placements.id, placementId));
  const dates = await ctx.db
    .select()
    .from(shifts)
    .where(eq(shifts.requestId, placement!.requestId))
    .orderBy(asc(shifts.startsAt));
  const rows = dates.slice(0, states.length).map((shift, index) => {
    const state = states[index]!;
    const answered = state !== 'awaiting_worker';
    return {
      placementId,
      shiftId: shift.id,
      requestId: shift.requestId,
      organisationId: shift.organisationId,
      agencyId: placement!.agencyId,
      userId: placement!.userId,
      bookedStart: shift.startsAt,
      bookedEnd: shift.endsAt,
      actualStart: answered ? shift.startsAt : null,
      actualEnd: answered ? shift.endsAt : null,
      breakMinutes: answered ? breakMinutes : null,
      state,
      approvedAt: state === 'approved' || state === 'corrected' ? shift.endsAt : null,
    };
  });
  return ctx.db.insert(timesheets).values(rows).returning();
}
