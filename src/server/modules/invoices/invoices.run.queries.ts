import { and, asc, eq, exists, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  agencyMembers,
  invoiceTimesheets,
  invoices,
  organisationMembers,
  placements,
  shifts,
  timesheets,
  users,
  type InvoiceRow,
} from '#server/db/schema/index';

/** On-call duty as the request's shifts name it (the spec's salary activity); anything else is active. */
export const ON_CALL_ACTIVITY = 'Bereitschaftsdienst';

/** A standing invoice of this issuer kind already bills the timesheet. */
function billedBy(issuerKind: InvoiceRow['issuerKind']) {
  return exists(
    sql`(select 1 from ${invoiceTimesheets} join ${invoices} on ${invoices.id} = ${invoiceTimesheets.invoiceId}
      where ${invoiceTimesheets.timesheetId} = ${timesheets.id} and ${invoices.issuerKind} = ${issuerKind}
      and ${invoices.kind} = 'invoice' and ${invoices.status} <> 'cancelled')`,
  );
}

/** A placement made at a commission rate of 0 owes the platform nothing: no invoice of 0,00 €. */
function commissionOwed() {
  return exists(
    sql`(select 1 from ${placements} where ${placements.id} = ${timesheets.placementId} and ${placements.commissionRate} > 0)`,
  );
}

/**
 * A timesheet the run bills for `issuerKind`: approved (or corrected), of an agency placement, its
 * shift starting before `until`, and no standing invoice of that kind bills it yet.
 */
export function unbilledFor(issuerKind: InvoiceRow['issuerKind'], until: Date) {
  return and(
    inArray(timesheets.state, ['approved', 'corrected']),
    isNotNull(timesheets.agencyId),
    isNotNull(timesheets.actualStart),
    lt(timesheets.bookedStart, until),
    sql`not ${billedBy(issuerKind)}`,
    issuerKind === 'platform' ? commissionOwed() : undefined,
  )!;
}

/**
 * The unbilled timesheets (unbilledFor) with their worked minutes, the confirmed span less breaks.
 * The minutes come as a double, not an integer: an absurd span must reach the run's check (one
 * placement's problem), not overflow in this statement that lists every placement's hours.
 */
export async function unbilledTimesheets(
  db: Db,
  filter: { issuerKind: InvoiceRow['issuerKind']; until: Date; placementId?: string },
) {
  return db
    .select({
      id: timesheets.id,
      placementId: timesheets.placementId,
      bookedStart: timesheets.bookedStart,
      actualStart: timesheets.actualStart,
      actualEnd: timesheets.actualEnd,
      breakMinutes: timesheets.breakMinutes,
      onCall: sql<boolean>`${shifts.activity} = ${ON_CALL_ACTIVITY}`,
      minutes: sql<number>`(round(extract(epoch from ${timesheets.actualEnd} - ${timesheets.actualStart}) / 60) - coalesce(${timesheets.breakMinutes}, 0))::float8`,
    })
    .from(timesheets)
    .innerJoin(shifts, eq(shifts.id, timesheets.shiftId))
    .where(
      and(
        unbilledFor(filter.issuerKind, filter.until),
        filter.placementId ? eq(timesheets.placementId, filter.placementId) : undefined,
      ),
    )
    .orderBy(asc(timesheets.bookedStart));
}

/** Serialises runs for one placement: two processes issuing at once bill each timesheet once. */
export async function lockPlacementBilling(tx: Db, placementId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice-run:${placementId}`}))`);
}

/** Whether a standing invoice of this issuer kind covers the placement's period already. */
export async function hasStandingInvoice(
  tx: Db,
  issuerKind: InvoiceRow['issuerKind'],
  placementId: string,
  periodStart: string,
) {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.issuerKind, issuerKind),
        eq(invoices.placementId, placementId),
        eq(invoices.periodStart, periodStart),
        eq(invoices.kind, 'invoice'),
        ne(invoices.status, 'cancelled'),
      ),
    );
  return row !== undefined;
}

export async function linkTimesheets(tx: Db, invoiceId: string, timesheetIds: string[]) {
  if (timesheetIds.length)
    await tx
      .insert(invoiceTimesheets)
      .values(timesheetIds.map((timesheetId) => ({ invoiceId, timesheetId })));
}

/** Who receives an invoice by e-mail: the receiving organisation's HR or the receiving agency's dispatchers. */
export async function invoiceRecipients(db: Db, invoice: InvoiceRow) {
  const columns = { email: users.email, firstName: users.firstName, language: users.language };
  if (invoice.recipientOrganisationId) {
    return db
      .select(columns)
      .from(organisationMembers)
      .innerJoin(users, eq(users.id, organisationMembers.userId))
      .where(
        and(
          eq(organisationMembers.organisationId, invoice.recipientOrganisationId),
          eq(users.role, 'ORG_ADMIN'),
        ),
      );
  }
  if (!invoice.recipientAgencyId) return [];
  return db
    .select(columns)
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(
      and(
        eq(agencyMembers.agencyId, invoice.recipientAgencyId),
        eq(agencyMembers.kind, 'user'),
        eq(users.role, 'AGENCY'),
      ),
    );
}
