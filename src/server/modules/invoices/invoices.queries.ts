import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  agencies,
  agencyMembers,
  invoiceCounters,
  invoiceLines,
  invoices,
  organisationMembers,
  organisations,
  placements,
  requests,
  shifts,
  users,
  type InvoiceLineRow,
  type InvoiceRow,
} from '#server/db/schema/index';

export type { InvoiceLineRow, InvoiceRow };
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

/**
 * The next number of an issuer's year. The upsert takes the counter row's lock until the
 * calling transaction ends: a second issuer waits, then reads the committed value; a rollback
 * undoes the increment, so no number is skipped.
 */
export async function nextInvoiceNumber(tx: Db, issuerKey: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ issuerKey, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.issuerKey, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertInvoice(tx: Db, values: NewInvoice, lines: NewInvoiceLine[]) {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (lines.length) await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row!.id })));
  return row!;
}

const partyColumns = (table: typeof agencies | typeof organisations) => ({
  id: table.id,
  name: table.name,
  address: table.address,
  postcode: table.postcode,
  city: table.city,
  country: table.country,
  vatId: table.vatId,
  taxNumber: table.taxNumber,
});

/** A placement with what its invoices need: rates, the request's title, the worker, both parties. */
export async function findBillablePlacement(db: Db, placementId: string) {
  const [row] = await db
    .select({
      placement: placements,
      title: requests.title,
      payOnCall: requests.payOnCall,
      workerFirstName: users.firstName,
      workerLastName: users.lastName,
      organisation: partyColumns(organisations),
    })
    .from(placements)
    .innerJoin(requests, eq(requests.id, placements.requestId))
    .innerJoin(users, eq(users.id, placements.userId))
    .innerJoin(organisations, eq(organisations.id, placements.organisationId))
    .where(eq(placements.id, placementId));
  if (!row) return undefined;
  const agency = row.placement.agencyId
    ? (await db.select(partyColumns(agencies)).from(agencies).where(eq(agencies.id, row.placement.agencyId)))[0]
    : undefined;
  return { ...row, agency };
}
export type BillablePlacement = NonNullable<Awaited<ReturnType<typeof findBillablePlacement>>>;

/**
 * Minutes of the placement's request's shifts that start in [from, until): the hours as booked.
 * Not approved hours: the timesheets (issue #13) replace this source.
 */
export async function bookedMinutes(db: Db, placementId: string, from: Date, until: Date): Promise<number> {
  const [row] = await db
    .select({
      minutes: sql<string | null>`sum(extract(epoch from ${shifts.endsAt} - ${shifts.startsAt}) / 60)`,
    })
    .from(placements)
    .innerJoin(shifts, eq(shifts.requestId, placements.requestId))
    .where(and(eq(placements.id, placementId), gte(shifts.startsAt, from), lt(shifts.startsAt, until)));
  return Math.round(Number(row?.minutes ?? 0));
}

export async function findInvoice(db: Db, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function listLines(db: Db, invoiceId: string) {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.position));
}

/** Whose invoices an actor sees: null for everyone's (administrators). */
export interface InvoiceVisibility {
  agencyIds: string[];
  organisationIds: string[];
}

function visibleTo(visibility: InvoiceVisibility): SQL | undefined {
  const parts: SQL[] = [];
  if (visibility.agencyIds.length) {
    parts.push(inArray(invoices.issuerAgencyId, visibility.agencyIds), inArray(invoices.recipientAgencyId, visibility.agencyIds));
  }
  if (visibility.organisationIds.length) parts.push(inArray(invoices.recipientOrganisationId, visibility.organisationIds));
  return parts.length ? or(...parts) : sql`false`;
}

export async function listInvoices(
  db: Db,
  filter: { visibility: InvoiceVisibility | null; periodStart?: string; counterpartId?: string },
) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.visibility) conditions.push(visibleTo(filter.visibility));
  if (filter.periodStart) conditions.push(eq(invoices.periodStart, filter.periodStart));
  if (filter.counterpartId) {
    const id = filter.counterpartId;
    // The other party, seen from either side: the issuing agency, the receiving organisation or agency.
    conditions.push(or(eq(invoices.issuerAgencyId, id), eq(invoices.recipientOrganisationId, id), eq(invoices.recipientAgencyId, id)));
  }
  return db
    .select()
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.issueDate), desc(invoices.number))
    .limit(1000);
}

/** Whether the actor sees this invoice (an administrator sees every one). */
export function isVisible(row: InvoiceRow, visibility: InvoiceVisibility): boolean {
  return (
    (row.issuerAgencyId !== null && visibility.agencyIds.includes(row.issuerAgencyId)) ||
    (row.recipientAgencyId !== null && visibility.agencyIds.includes(row.recipientAgencyId)) ||
    (row.recipientOrganisationId !== null && visibility.organisationIds.includes(row.recipientOrganisationId))
  );
}

/** The agencies a user dispatches for and the organisations they administer (ORG_ADMIN). */
export async function visibilityOf(db: Db, userId: string, role: string): Promise<InvoiceVisibility> {
  const agencyIds =
    role === 'AGENCY'
      ? (
          await db
            .select({ id: agencyMembers.agencyId })
            .from(agencyMembers)
            .where(and(eq(agencyMembers.userId, userId), eq(agencyMembers.kind, 'user')))
        ).map((row) => row.id)
      : [];
  const organisationIds =
    role === 'ORG_ADMIN'
      ? (
          await db
            .select({ id: organisationMembers.organisationId })
            .from(organisationMembers)
            .where(eq(organisationMembers.userId, userId))
        ).map((row) => row.id)
      : [];
  return { agencyIds, organisationIds };
}

/** Moves an invoice from one of `from` to a new status; undefined when it was in none of them. */
export async function changeStatus(
  tx: Db,
  id: string,
  from: InvoiceRow['status'][],
  set: Pick<Partial<InvoiceRow>, 'status' | 'paidAt' | 'cancelledAt'>,
) {
  const [row] = await tx
    .update(invoices)
    .set(set)
    .where(and(eq(invoices.id, id), eq(invoices.kind, 'invoice'), inArray(invoices.status, from)))
    .returning();
  return row;
}

/** Locks an invoice row for a status change in the calling transaction. */
export async function lockInvoice(tx: Db, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}
