import type { Invoice } from '#shared/contracts/invoices';
import { INVOICE_TEXTS, formatCents, formatDay, formatNumber } from './invoices.texts';

/**
 * The invoice as a PDF, drawn from the stored invoice (the same answer every time it is asked).
 * The standard Helvetica is written in WinAnsi encoding, which has ä ö ü Ä Ö Ü ß and €: German
 * invoices need no embedded font (invoices.pdf.test.ts checks the glyphs reach the page).
 */

const MARGIN = 56;
const COLUMNS = {
  position: MARGIN,
  description: MARGIN + 32,
  quantity: 330,
  unitPrice: 400,
  amount: 470,
};
const RIGHT = 539;

function partyLines(party: Invoice['issuer'], texts: (typeof INVOICE_TEXTS)['en']): string[] {
  return [
    party.name,
    party.address,
    [party.postcode, party.city].filter(Boolean).join(' '),
    party.country,
    ...(party.vatId ? [`${texts.vatId} ${party.vatId}`] : []),
    ...(party.taxNumber ? [`${texts.taxNumber} ${party.taxNumber}`] : []),
  ];
}

/** The account to pay into as the payment term names it: IBAN, BIC and its holder. */
function accountOf(party: Invoice['issuer'], texts: (typeof INVOICE_TEXTS)['en']): string {
  return [
    `IBAN ${party.iban}`,
    ...(party.bic ? [`BIC ${party.bic}`] : []),
    `${texts.accountHolder} ${party.accountHolder ?? party.name}`,
  ].join(', ');
}

export async function renderInvoicePdf(
  invoice: Invoice,
  correctsNumber: string | null,
): Promise<Buffer> {
  // Loaded on the first download, not at start: it holds about 25 MB a server rarely needs.
  const { default: PDFDocument } = await import('pdfkit');
  const language = invoice.language;
  const texts = INVOICE_TEXTS[language];
  const money = (cents: number) => formatCents(cents, language);
  const title = invoice.kind === 'credit_note' ? texts.creditNote : texts.invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    // Fixed metadata: the same invoice gives the same document.
    info: {
      Title: `${title} ${invoice.number}`,
      Author: invoice.issuer.name,
      CreationDate: new Date(`${invoice.issueDate}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica')
    .fontSize(9)
    .text(partyLines(invoice.issuer, texts).join(' · '), MARGIN, MARGIN);
  doc.fontSize(11).text(partyLines(invoice.recipient, texts).join('\n'), MARGIN, 120);

  doc.font('Helvetica-Bold').fontSize(18).text(title, MARGIN, 230);
  const facts: [string, string][] = [
    [texts.number, invoice.number],
    [texts.issueDate, formatDay(invoice.issueDate, language)],
    [
      texts.servicePeriod,
      `${formatDay(invoice.periodStart, language)} – ${formatDay(invoice.periodEnd, language)}`,
    ],
    ...(invoice.kind === 'invoice'
      ? [[texts.dueDate, formatDay(invoice.dueDate, language)] as [string, string]]
      : []),
    ...(correctsNumber ? [[texts.cancels, correctsNumber] as [string, string]] : []),
  ];
  doc.font('Helvetica').fontSize(10);
  let y = 262;
  for (const [label, value] of facts) {
    doc.text(label, MARGIN, y).text(value, 180, y);
    y += 15;
  }

  y += 20;
  doc.font('Helvetica-Bold');
  doc.text(texts.position, COLUMNS.position, y);
  doc.text(texts.description, COLUMNS.description, y);
  doc.text(texts.quantity, COLUMNS.quantity, y, { width: 60, align: 'right' });
  doc.text(texts.unitPrice, COLUMNS.unitPrice, y, { width: 60, align: 'right' });
  doc.text(texts.amount, COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
  y += 18;
  doc.font('Helvetica');
  for (const line of invoice.lines) {
    const quantity =
      line.unit === 'hour'
        ? `${formatNumber(line.quantity, language, 4)} ${texts.hours}`
        : formatNumber(line.quantity, language);
    const height = doc.heightOfString(line.description, {
      width: COLUMNS.quantity - COLUMNS.description - 10,
    });
    doc.text(String(line.position), COLUMNS.position, y);
    doc.text(line.description, COLUMNS.description, y, {
      width: COLUMNS.quantity - COLUMNS.description - 10,
    });
    doc.text(quantity, COLUMNS.quantity, y, { width: 60, align: 'right' });
    doc.text(money(line.unitPriceCents), COLUMNS.unitPrice, y, { width: 60, align: 'right' });
    doc.text(money(line.netCents), COLUMNS.amount, y, {
      width: RIGHT - COLUMNS.amount,
      align: 'right',
    });
    y += Math.max(height, 12) + 6;
  }

  y += 10;
  const totals: [string, number][] = [
    [texts.net, invoice.netCents],
    [texts.vat(invoice.vatRatePercent), invoice.vatCents],
    [texts.gross, invoice.grossCents],
  ];
  for (const [label, cents] of totals) {
    if (label === texts.gross) doc.font('Helvetica-Bold');
    doc.text(label, COLUMNS.unitPrice - 100, y, { width: 160 });
    doc.text(money(cents), COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
    y += 15;
  }
  doc.font('Helvetica').moveDown(2);
  const term =
    invoice.kind === 'credit_note'
      ? texts.creditNoteTerm
      : [
          texts.paymentTerm(invoice.paymentTermDays, formatDay(invoice.dueDate, language)),
          invoice.issuer.iban ? texts.transferTo(accountOf(invoice.issuer, texts)) : '',
        ]
          .filter(Boolean)
          .join(' ');
  doc.text(term, MARGIN, y + 20, { width: RIGHT - MARGIN });
  doc.end();
  return done;
}
