import { z } from 'zod';
import { monthField } from '../calendar-fields';
import { endpoint } from '../endpoint';
import { pageSchema, pagingFields } from './lists';

/**
 * Invoices: an agency bills a clinic per placement
 * and Berlin month, the platform bills an agency its commission per placement. Money is in
 * integer euro cents; a credit note's amounts are negative.
 */

export const INVOICE_ISSUER_KINDS = ['agency', 'platform'] as const;
export const INVOICE_RECIPIENT_KINDS = ['organisation', 'agency'] as const;
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
/** What the database keeps; `overdue` is derived from the due date on the app's clock. */
export const INVOICE_STORED_STATUSES = ['issued', 'paid', 'cancelled'] as const;
export const INVOICE_STATUSES = ['issued', 'paid', 'overdue', 'cancelled'] as const;
export const INVOICE_LINE_UNITS = ['hour', 'each'] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A party as printed on the invoice, kept as it was on the day of issue. */
export const invoicePartySchema = z.object({
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  vatId: z.string().nullable(),
  taxNumber: z.string().nullable(),
  /** The issuer's account for payment by transfer; the platform's from PLATFORM_IBAN, absent on older invoices. */
  iban: z.string().nullable().optional(),
  /** The bank of that account (BT-86) and its holder (BT-85); absent on older invoices. */
  bic: z.string().nullable().optional(),
  accountHolder: z.string().nullable().optional(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceLineSchema = z.object({
  position: z.number().int(),
  placementId: z.uuid(),
  description: z.string(),
  unit: z.enum(INVOICE_LINE_UNITS),
  /** Hours as a decimal (minutes ÷ 60, four places) for `hour` lines; the count for `each`. */
  quantity: z.number(),
  quantityMinutes: z.number().int().nullable(),
  unitPriceCents: z.number().int(),
  netCents: z.number().int(),
});

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuerKind: z.enum(INVOICE_ISSUER_KINDS),
  issuerAgencyId: z.uuid().nullable(),
  recipientKind: z.enum(INVOICE_RECIPIENT_KINDS),
  recipientOrganisationId: z.uuid().nullable(),
  recipientAgencyId: z.uuid().nullable(),
  placementId: z.uuid(),
  correctsInvoiceId: z.uuid().nullable(),
  issuerName: z.string(),
  recipientName: z.string(),
  issueDate: z.iso.date(),
  periodStart: z.iso.date(),
  periodEnd: z.iso.date(),
  dueDate: z.iso.date(),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  paidAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  language: z.enum(['en', 'de']),
  issuer: invoicePartySchema,
  recipient: invoicePartySchema,
  paymentTermDays: z.number().int(),
  vatRatePercent: z.number().int(),
  lines: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const centsByStatus = z.object({
  issued: z.number().int(),
  overdue: z.number().int(),
  paid: z.number().int(),
  cancelled: z.number().int(),
});

/**
 * One page of the caller's invoices. The sums and the status figures cover the whole selection
 * (every page), so a figure never depends on how many invoices fit one answer.
 */
export const invoiceListSchema = pageSchema(invoiceSummarySchema).extend({
  /** Net, VAT and gross of every invoice and credit note selected, in cents (credit notes net out). */
  totals: z.object({
    netCents: z.number().int(),
    vatCents: z.number().int(),
    grossCents: z.number().int(),
  }),
  /** Gross of the selected invoices (not credit notes) by status on the app's clock, in cents. */
  grossByStatus: centsByStatus,
  /**
   * The other parties of the caller's invoices in any month, by name, for the filter: the agencies
   * that billed the caller's organisations and the clinics the caller's agencies billed.
   */
  counterparties: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

const monthSchema = monthField();

export const invoiceListQuerySchema = z.object({
  /** A Berlin calendar month (`YYYY-MM`): invoices whose service period starts in it. */
  month: monthSchema.optional(),
  /**
   * The other party: an organisation's or agency's id. A platform commission invoice concerns the
   * clinic its placement was billed to.
   */
  counterpartId: z.uuid().optional(),
  /** Only what agencies issued, or only the platform's commission invoices and credit notes. */
  issuer: z.enum(INVOICE_ISSUER_KINDS).optional(),
  ...pagingFields(20),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const invoiceParamsSchema = z.object({ id: z.uuid() });

/** Cancelling answers the credit note that cancels the invoice. */
export const invoiceCancellationSchema = z.object({
  invoice: invoiceSummarySchema,
  creditNote: invoiceSummarySchema,
});

/** A billing run closes a past Berlin month; without one, the month before today's. */
export const billingRunInputSchema = z.object({ month: monthSchema.optional() });
export type BillingRunInput = z.infer<typeof billingRunInputSchema>;

/**
 * Why the billing run could not invoice a placement, a stable code: the hours or an
 * amount lie outside what an invoice can hold, on-call hours have no rate, the placement has no
 * agency, the agency lacks the tax number or VAT id and the account its invoice must name,
 * or issuing failed for another reason (a database refusal, say).
 */
export const BILLING_PROBLEM_REASONS = [
  'HOURS_OUT_OF_RANGE',
  'AMOUNT_OUT_OF_RANGE',
  'MISSING_ON_CALL_RATE',
  'NOT_AN_AGENCY_PLACEMENT',
  'MISSING_TAX_AND_BANK',
  'ISSUE_FAILED',
] as const;
export type BillingProblemReason = (typeof BILLING_PROBLEM_REASONS)[number];

/** What a problem concerns; each reason fills the fields it has. Minutes and cents are whole numbers. */
export const billingProblemDetailsSchema = z.object({
  /** `YYYY-MM`: the service month of the hours concerned. */
  serviceMonth: z.string().optional(),
  minutes: z.number().optional(),
  limitMinutes: z.number().int().optional(),
  cents: z.number().optional(),
  limitCents: z.number().int().optional(),
  /** For MISSING_TAX_AND_BANK: what the agency still has to enter. */
  missing: z.array(z.enum(['taxId', 'iban', 'accountHolder'])).optional(),
  /** For ISSUE_FAILED: the database's SQLSTATE or the API's error code. */
  code: z.string().optional(),
});
export type BillingProblemDetails = z.infer<typeof billingProblemDetailsSchema>;

export const billingRunProblemSchema = z.object({
  placementId: z.uuid(),
  reason: z.enum(BILLING_PROBLEM_REASONS),
  details: billingProblemDetailsSchema,
});

export const billingRunSchema = z.object({
  month: z.string(),
  /** Placements that got their invoices in this run. */
  invoicedPlacements: z.number().int(),
  issued: z.array(invoiceSummarySchema),
  /** Placements left uninvoiced, each with its reason; the other placements were invoiced. */
  problems: z.array(billingRunProblemSchema),
});
export type BillingRun = z.infer<typeof billingRunSchema>;

/** An open problem as the back office lists it: until a later run invoices the placement. */
export const billingProblemSchema = billingRunProblemSchema.extend({
  id: z.uuid(),
  requestId: z.uuid(),
  requestTitle: z.string(),
  organisationName: z.string(),
  agencyName: z.string().nullable(),
  /** `YYYY-MM`: the month of the last run that met the problem. */
  month: z.string(),
  firstSeenAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type BillingProblem = z.infer<typeof billingProblemSchema>;

export const billingProblemListSchema = pageSchema(billingProblemSchema);
export const billingProblemListQuerySchema = z.object({ ...pagingFields(20) });
export type BillingProblemListQuery = z.infer<typeof billingProblemListQuerySchema>;

export const invoicesEndpoints = {
  list: endpoint('GET', '/invoices', {
    query: invoiceListQuerySchema,
    response: invoiceListSchema,
    errors: [400, 401, 403],
  }),
  one: endpoint('GET', '/invoices/:id', {
    params: invoiceParamsSchema,
    response: invoiceSchema,
    errors: [400, 401, 403, 404],
  }),
  pdf: endpoint('GET', '/invoices/:id/pdf', { params: invoiceParamsSchema }),
  xml: endpoint('GET', '/invoices/:id/xml', { params: invoiceParamsSchema }),
  markPaid: endpoint('POST', '/admin/invoices/:id/paid', {
    params: invoiceParamsSchema,
    response: invoiceSummarySchema,
    errors: [400, 401, 403, 404, 409],
  }),
  cancel: endpoint('POST', '/admin/invoices/:id/cancellation', {
    params: invoiceParamsSchema,
    response: invoiceCancellationSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  run: endpoint('POST', '/admin/invoices/runs', {
    body: billingRunInputSchema,
    response: billingRunSchema,
    errors: [400, 401, 403],
  }),
  problems: endpoint('GET', '/admin/invoices/problems', {
    query: billingProblemListQuerySchema,
    response: billingProblemListSchema,
    errors: [400, 401, 403],
  }),
};
