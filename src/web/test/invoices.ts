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
export const list = (items: InvoiceSummary[]): InvoiceList => ({
  items,
  totals: {
    netCents: items.reduce((sum, i) => sum + i.netCents, 0),
    vatCents: items.reduce((sum, i) => sum + i.vatCents, 0),
    grossCents: items.reduce((sum, i) => sum + i.grossCents, 0),
  },
});
