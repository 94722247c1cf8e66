import type { Invoice, InvoiceStatus, InvoiceSummary } from '#shared/contracts/invoices';
import type { Db } from '#server/db/client';
import { minutesToHours } from './invoices.money';
import * as q from './invoices.queries';

/** Stored invoices as the API and the rendered files show them. */

/** Overdue is not stored: an issued invoice past its due date on the app's clock (in Germany). */
export function statusOf(row: q.InvoiceRow, today: string): InvoiceStatus {
  if (row.kind === 'invoice' && row.status === 'issued' && row.dueDate < today) return 'overdue';
  return row.status;
}

export function toSummary(row: q.InvoiceRow, today: string): InvoiceSummary {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    issuerKind: row.issuerKind,
    issuerAgencyId: row.issuerAgencyId,
    recipientKind: row.recipientKind,
    recipientOrganisationId: row.recipientOrganisationId,
    recipientAgencyId: row.recipientAgencyId,
    placementId: row.placementId,
    correctsInvoiceId: row.correctsInvoiceId,
    issuerName: row.issuer.name,
    recipientName: row.recipient.name,
    issueDate: row.issueDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    status: statusOf(row, today),
    paidAt: row.paidAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export function toInvoice(row: q.InvoiceRow, lines: q.InvoiceLineRow[], today: string): Invoice {
  return {
    ...toSummary(row, today),
    language: row.language === 'de' ? 'de' : 'en',
    issuer: row.issuer,
    recipient: row.recipient,
    paymentTermDays: row.paymentTermDays,
    vatRatePercent: row.vatRatePercent,
    lines: lines.map((line) => ({
      position: line.position,
      placementId: line.placementId,
      description: line.description,
      unit: line.unit,
      quantity:
        line.unit === 'hour'
          ? minutesToHours(line.quantityMinutes ?? 0)
          : (line.quantityCount ?? 0),
      quantityMinutes: line.quantityMinutes,
      unitPriceCents: line.unitPriceCents,
      netCents: line.netCents,
    })),
  };
}

/** The invoice as rendered into its PDF and XML, with the invoice a credit note cancels. */
export async function renderable(db: Db, row: q.InvoiceRow, today: string) {
  const invoice = toInvoice(row, await q.listLines(db, row.id), today);
  const corrects = row.correctsInvoiceId
    ? await q.findInvoice(db, row.correctsInvoiceId)
    : undefined;
  const preceding = corrects ? { number: corrects.number, issueDate: corrects.issueDate } : null;
  return { invoice, preceding };
}
