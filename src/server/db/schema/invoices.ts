import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  INVOICE_ISSUER_KINDS,
  INVOICE_KINDS,
  INVOICE_LINE_UNITS,
  INVOICE_RECIPIENT_KINDS,
  INVOICE_STORED_STATUSES,
  type BillingProblemDetails,
  type BillingProblemReason,
  type InvoiceParty,
} from '#shared/contracts/invoices';
import { agencies, organisations } from './organisations';
import { placements } from './placements';
import { timesheets } from './timesheets';
import { users } from './users';
import { generatedId, nowTimestamp, ownedBy, refersTo } from './columns';

export const invoiceIssuerKindEnum = pgEnum('invoice_issuer_kind', INVOICE_ISSUER_KINDS);
export const invoiceRecipientKindEnum = pgEnum('invoice_recipient_kind', INVOICE_RECIPIENT_KINDS);
export const invoiceKindEnum = pgEnum('invoice_kind', INVOICE_KINDS);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STORED_STATUSES);
export const invoiceLineUnitEnum = pgEnum('invoice_line_unit', INVOICE_LINE_UNITS);

/**
 * An issued invoice or credit note (docs/decisions/023-invoices.md). Everything it says is kept
 * here as issued, the parties' names, addresses and tax ids included, so its PDF and XML can be
 * rendered again at any time and come out the same. Only status, paid_at and cancelled_at change
 * after issue; a trigger refuses anything else, and refuses deletes.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: generatedId(),
    kind: invoiceKindEnum('kind').notNull(),
    /** `platform` or the issuing agency's id: whose number sequence this invoice uses. */
    issuerKey: text('issuer_key').notNull(),
    number: text('number').notNull(),
    issuerKind: invoiceIssuerKindEnum('issuer_kind').notNull(),
    issuerAgencyId: uuid('issuer_agency_id').references(() => agencies.id),
    recipientKind: invoiceRecipientKindEnum('recipient_kind').notNull(),
    recipientOrganisationId: uuid('recipient_organisation_id').references(() => organisations.id),
    recipientAgencyId: uuid('recipient_agency_id').references(() => agencies.id),
    placementId: refersTo('placement_id', () => placements.id),
    /** A credit note: the invoice it cancels. */
    correctsInvoiceId: uuid('corrects_invoice_id'),
    /** The recipient's language: the PDF is written in it. */
    language: text('language').notNull(),
    issuer: jsonb('issuer').$type<InvoiceParty>().notNull(),
    recipient: jsonb('recipient').$type<InvoiceParty>().notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** The service period: one Berlin calendar month, both ends included. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paymentTermDays: integer('payment_term_days').notNull(),
    /** Money in euro cents; a credit note's are negative. */
    netCents: integer('net_cents').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** issued, paid or cancelled; overdue is issued past its due date on the app's clock. */
    status: invoiceStatusEnum('status').notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: nowTimestamp('created_at'),
  },
  (table) => [
    uniqueIndex('invoices_issuer_number_unique').on(table.issuerKey, table.number),
    // One standing invoice per issuer, placement and month: a second one is refused, a
    // cancelled one makes room for its replacement.
    uniqueIndex('invoices_one_per_period')
      .on(table.issuerKind, table.placementId, table.periodStart)
      .where(sql`kind = 'invoice' and status <> 'cancelled'`),
    uniqueIndex('invoices_one_credit_note').on(table.correctsInvoiceId),
    index('invoices_issuer_agency_idx').on(table.issuerAgencyId, table.periodStart),
    index('invoices_recipient_org_idx').on(table.recipientOrganisationId, table.periodStart),
    index('invoices_recipient_agency_idx').on(table.recipientAgencyId, table.periodStart),
    index('invoices_period_idx').on(table.periodStart),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** The lines of an invoice, as issued (never changed; a trigger refuses updates and deletes). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    position: integer('position').notNull(),
    placementId: refersTo('placement_id', () => placements.id),
    description: text('description').notNull(),
    unit: invoiceLineUnitEnum('unit').notNull(),
    /** Hours are kept as whole minutes (exact); a line of unit `each` counts pieces. */
    quantityMinutes: integer('quantity_minutes'),
    quantityCount: integer('quantity_count'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** quantity × unit price, rounded to the cent on this line (negative on a credit note). */
    netCents: integer('net_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.position] })],
);
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/**
 * The last number each issuer gave in a year. Issuing locks its row (UPDATE … RETURNING) in
 * the transaction that inserts the invoice: numbers are consecutive and a rollback leaves no gap.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    issuerKey: text('issuer_key').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.issuerKey, table.year] })],
);

/**
 * Which approved timesheets an invoice bills (docs/decisions/027-billing-run.md). A timesheet is billed once per
 * issuer kind by a standing invoice; when that invoice is cancelled its timesheets are free again
 * and the next run bills them anew. Rows are never changed or deleted.
 */
export const invoiceTimesheets = pgTable(
  'invoice_timesheets',
  {
    invoiceId: ownedBy('invoice_id', () => invoices.id),
    timesheetId: ownedBy('timesheet_id', () => timesheets.id),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.timesheetId] }),
    index('invoice_timesheets_timesheet_idx').on(table.timesheetId),
  ],
);

/**
 * A placement the billing run could not invoice (docs/decisions/062-billing-run-per-placement.md),
 * with a stable reason and its details. It stays open (resolved_at null) until a later run invoices
 * the placement or finds nothing left to bill; one open row per placement, a new run updates it.
 */
export const billingRunProblems = pgTable(
  'billing_run_problems',
  {
    id: generatedId(),
    placementId: ownedBy('placement_id', () => placements.id),
    /** The first day of the month of the last run that met the problem. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    reason: text('reason').$type<BillingProblemReason>().notNull(),
    details: jsonb('details').$type<BillingProblemDetails>().notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('billing_run_problems_open')
      .on(table.placementId)
      .where(sql`resolved_at is null`),
  ],
);
export type BillingRunProblemRow = typeof billingRunProblems.$inferSelect;
