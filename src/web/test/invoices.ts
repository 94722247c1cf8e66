import type { InvoiceList, InvoiceSummary } from '#shared/contracts/invoices';

/** Invoices for the invoice screens' tests: an agency's November invoice to a clinic, and lists of them. */

export const AGENCY = '3f2a9c1b-0000-4000-8000-0000000000a1';
export const invoice = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: '3f2a9c1b-0000-4000-8000-000000000001',
  kind: 'invoice',
  number: 'AG-2026-00001',
  issuerKind: 'agency',
  issuerAgencyId: AGENCY,
  recipientKind: 'organisation',
  recipientOrganisationId: '3f2a9c1b-0000-4000-8000-0000000000b1',
  recipientAgencyId: null,
  placementId: '3f2a9c1b-0000-4000-8000-0000000000c1',
  correctsInvoiceId: null,
  issuerName: 'Pflegeagentur Müller',
  recipientName: 'Klinikum Nord',
  issueDate: '2026-12-01',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  dueDate: '2026-12-31',
  netCents: 148_331,
  vatCents: 28_183,
  grossCents: 176_514,
  status: 'overdue',
  paidAt: null,
  cancelledAt: null,
  ...overrides,
});
/** The answer of GET /invoices for these items, as one page holding them all; `extra` overrides. */
export const list = (items: InvoiceSummary[], extra: Partial<InvoiceList> = {}): InvoiceList => {
  const sum = (pick: (item: InvoiceSummary) => number, of = items) =>
    of.reduce((total, item) => total + pick(item), 0);
  const grossOf = (status: InvoiceSummary['status']) =>
    sum(
      (item) => item.grossCents,
      items.filter((item) => item.kind === 'invoice' && item.status === status),
    );
  return {
    items,
    total: items.length,
    totals: {
      netCents: sum((i) => i.netCents),
      vatCents: sum((i) => i.vatCents),
      grossCents: sum((i) => i.grossCents),
    },
    grossByStatus: {
      issued: grossOf('issued'),
      overdue: grossOf('overdue'),
      paid: grossOf('paid'),
      cancelled: grossOf('cancelled'),
    },
    counterparties: [],
    ...extra,
  };
};
