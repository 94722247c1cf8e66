import { calendarDay } from '#shared/format';
import type { Db } from '#server/db/client';
import type { Mailer } from '#server/modules/mail/mail.service';
import type { AttachmentResolver } from '#server/modules/mail/mail.service';
import { renderInvoicePdf } from './invoices.pdf';
import { renderable } from './invoices.mapping';
import { formatCents, formatDay } from './invoices.texts';
import { renderInvoiceXml } from './invoices.xml';
import * as q from './invoices.queries';
import { invoiceRecipients } from './invoices.run.queries';

/**
 * Invoices by e-mail: the message is queued in the issuing
 * transaction with a reference only; the outbox worker renders the PDF and XML when it sends, so
 * nothing is lost while the mail server is down and the files are the stored invoice's.
 */

const REF_PREFIX = 'invoice:';

export interface InvoiceMail {
  mailer: Mailer;
  publicUrl: string;
}

/** Queues the invoice's e-mail to each recipient in their language, in the caller's transaction. */
export async function enqueueInvoiceMails(tx: Db, deps: InvoiceMail, invoice: q.InvoiceRow) {
  const screen = invoice.recipientOrganisationId ? 'hospital/invoices' : 'agency/invoices';
  for (const recipient of await invoiceRecipients(tx, invoice)) {
    const language = recipient.language;
    await deps.mailer.enqueue(tx, {
      to: recipient.email,
      language,
      attachmentRef: `${REF_PREFIX}${invoice.id}`,
      mail: {
        template: 'invoice_issued',
        firstName: recipient.firstName,
        number: invoice.number,
        issuer: invoice.issuer.name,
        amount: formatCents(invoice.grossCents, language),
        dueDate: formatDay(invoice.dueDate, language),
        link: `${deps.publicUrl}/${language}/${screen}`,
      },
    });
  }
}

/** The outbox's resolver for `invoice:<id>`: the PDF and the EN 16931 XML drawn from the stored invoice. */
export function invoiceAttachments(db: Db): AttachmentResolver {
  return async (ref) => {
    if (!ref.startsWith(REF_PREFIX)) throw new Error(`unknown attachment reference ${ref}`);
    const row = await q.findInvoice(db, ref.slice(REF_PREFIX.length));
    if (!row) throw new Error(`no invoice for ${ref}`);
    // The date only decides "overdue", which neither file shows.
    const { invoice, preceding } = await renderable(db, row, calendarDay(new Date()));
    return [
      {
        filename: `${row.number}.pdf`,
        content: await renderInvoicePdf(invoice, preceding?.number ?? null),
        contentType: 'application/pdf',
      },
      {
        filename: `${row.number}.xml`,
        content: await renderInvoiceXml(invoice, preceding),
        contentType: 'application/xml',
      },
    ];
  };
}
