import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
  if (lines.length)
    await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row!.id })));
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

/** An agency issues invoices: its party with the account they name. */
const agencyPartyColumns = () => ({
  ...partyColumns(agencies),
  iban: agencies.iban,
  bic: agencies.bic,
  accountHolder: agencies.accountHolder,
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
      federalState: organisations.federalState,
      surchargeRules: organisations.surchargeRules,
    })
    .from(placements)
    .innerJoin(requests, eq(requests.id, placements.requestId))
    .innerJoin(users, eq(users.id, placements.userId))
    .innerJoin(organisations, eq(organisations.id, placements.organisationId))
    .where(eq(placements.id, placementId));
  if (!row) return undefined;
  const agency = row.placement.agencyId
    ? (
        await db
          .select(agencyPartyColumns())
          .from(agencies)
          .where(eq(agencies.id, row.placement.agencyId))
      )[0]
    : undefined;
  return { ...row, agency };
}
export type BillablePlacement = NonNullable<Awaited<ReturnType<typeof findBillablePlacement>>>;

/**
 * Minutes of the placement's request's shifts that start in [from, until): the hours as booked.
 * Not approved hours: the timesheets replace this source.
 */
export async function bookedMinutes(
  db: Db,
  placementId: string,
  from: Date,
  until: Date,
): Promise<number> {
  const [row] = await db
    .select({
      minutes: sql<
        string | null
      >`sum(extract(epoch from ${shifts.endsAt} - ${shifts.startsAt}) / 60)`,
    })
    .from(placements)
    .innerJoin(shifts, eq(shifts.requestId, placements.requestId))
    .where(
      and(eq(placements.id, placementId), gte(shifts.startsAt, from), lt(shifts.startsAt, until)),
    );
  return Math.round(Number(row?.minutes ?? 0));
}

export async function findInvoice(db: Db, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

export async function listLines(db: Db, invoiceId: string) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** Whose invoices an actor sees: null for everyone's (administrators). */
export interface InvoiceVisibility {
  agencyIds: string[];
  organisationIds: string[];
}

function visibleTo(visibility: InvoiceVisibility): SQL | undefined {
  const parts: SQL[] = [];
  if (visibility.agencyIds.length) {
    parts.push(
      inArray(invoices.issuerAgencyId, visibility.agencyIds),
      inArray(invoices.recipientAgencyId, visibility.agencyIds),
    );
  }
  if (visibility.organisationIds.length)
    parts.push(inArray(invoices.recipientOrganisationId, visibility.organisationIds));
  return parts.length ? or(...parts) : sql`false`;
}

/** What a list of invoices selects besides the reader's visibility (null: an administrator's, all). */
export interface InvoiceFilter {
  visibility: InvoiceVisibility | null;
  periodStart?: string;
  counterpartId?: string;
  issuer?: (typeof invoices.issuerKind.enumValues)[number];
}

function selected(db: Db, filter: InvoiceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.visibility) conditions.push(visibleTo(filter.visibility));
  if (filter.periodStart) conditions.push(eq(invoices.periodStart, filter.periodStart));
  if (filter.issuer) conditions.push(eq(invoices.issuerKind, filter.issuer));
  if (filter.counterpartId) {
    const id = filter.counterpartId;
    const billed = alias(invoices, 'billed');
    // The other party, seen from either side: the issuing agency, the receiving organisation or
    // agency; a commission invoice names no clinic, so it concerns the clinic its placement was billed to.
    conditions.push(
      or(
        eq(invoices.issuerAgencyId, id),
        eq(invoices.recipientOrganisationId, id),
        eq(invoices.recipientAgencyId, id),
        and(
          eq(invoices.issuerKind, 'platform'),
          exists(
            db
              .select({ one: sql`1` })
              .from(billed)
              .where(
                and(
                  eq(billed.placementId, invoices.placementId),
                  eq(billed.recipientOrganisationId, id),
                ),
              ),
          ),
        ),
      ),
    );
  }
  return and(...conditions);
}

/** One page of the selection, newest first. */
export async function listInvoices(
  db: Db,
  filter: InvoiceFilter,
  { page, pageSize }: { page: number; pageSize: number },
) {
  return db
    .select()
    .from(invoices)
    .where(selected(db, filter))
    .orderBy(desc(invoices.issueDate), desc(invoices.number))
    .limit(pageSize)
    .offset(page * pageSize);
}

const cents = (expression: SQL) => sql<string>`coalesce(sum(${expression}), 0)::bigint`;
const grossWhen = (condition: SQL) =>
  sql<string>`coalesce(sum(${invoices.grossCents}) filter (where ${invoices.kind} = 'invoice' and ${condition}), 0)::bigint`;

/**
 * The whole selection's count and sums in one statement: net, VAT and gross, and the invoices'
 * gross by status, overdue being an issued invoice due before `today` (as statusOf says).
 */
export async function sumInvoices(db: Db, filter: InvoiceFilter, today: string) {
  const [row] = await db
    .select({
      count: count(),
      net: cents(sql`${invoices.netCents}`),
      vat: cents(sql`${invoices.vatCents}`),
      gross: cents(sql`${invoices.grossCents}`),
      issued: grossWhen(sql`${invoices.status} = 'issued' and ${invoices.dueDate} >= ${today}`),
      overdue: grossWhen(sql`${invoices.status} = 'issued' and ${invoices.dueDate} < ${today}`),
      paid: grossWhen(sql`${invoices.status} = 'paid'`),
      cancelled: grossWhen(sql`${invoices.status} = 'cancelled'`),
    })
    .from(invoices)
    .where(selected(db, filter));
  const number = (value: string | number | undefined) => Number(value ?? 0);
  return {
    count: row?.count ?? 0,
    totals: {
      netCents: number(row?.net),
      vatCents: number(row?.vat),
      grossCents: number(row?.gross),
    },
    grossByStatus: {
      issued: number(row?.issued),
      overdue: number(row?.overdue),
      paid: number(row?.paid),
      cancelled: number(row?.cancelled),
    },
  };
}

/**
 * The other parties of a reader's invoices, by name: the agencies that billed their
 * organisations, the clinics their agencies billed. Administrators filter by no party here.
 */
export async function counterpartiesOf(
  db: Db,
  visibility: InvoiceVisibility | null,
): Promise<{ id: string; name: string }[]> {
  if (!visibility) return [];
  // The party on the other side of the reader's invoices: its id column and its name as issued.
  const partiesWhere = (
    id: AnyPgColumn,
    party: AnyPgColumn,
    readers: AnyPgColumn,
    readerIds: string[],
  ) =>
    readerIds.length
      ? db
          .selectDistinct({ id: sql<string | null>`${id}`, name: sql<string>`${party} ->> 'name'` })
          .from(invoices)
          .where(and(inArray(readers, readerIds), isNotNull(id)))
      : Promise.resolve([]);
  const rows = [
    ...(await partiesWhere(
      invoices.issuerAgencyId,
      invoices.issuer,
      invoices.recipientOrganisationId,
      visibility.organisationIds,
    )),
    ...(await partiesWhere(
      invoices.recipientOrganisationId,
      invoices.recipient,
      invoices.issuerAgencyId,
      visibility.agencyIds,
    )),
  ];
  // A party renamed since an earlier invoice appears once, under one of its names.
  const byId = new Map(rows.flatMap((row) => (row.id ? [[row.id, row.name] as const] : [])));
  return [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

/** Whether the actor sees this invoice (an administrator sees every one). */
export function isVisible(row: InvoiceRow, visibility: InvoiceVisibility): boolean {
  return (
    (row.issuerAgencyId !== null && visibility.agencyIds.includes(row.issuerAgencyId)) ||
    (row.recipientAgencyId !== null && visibility.agencyIds.includes(row.recipientAgencyId)) ||
    (row.recipientOrganisationId !== null &&
      visibility.organisationIds.includes(row.recipientOrganisationId))
  );
}

/** The agencies a user dispatches for and the organisations they administer (ORG_ADMIN). */
export async function visibilityOf(
  db: Db,
  userId: string,
  role: string,
): Promise<InvoiceVisibility> {
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
