import type { InvoiceService, Invoice as EInvoice } from '@e-invoice-eu/core';
import type { Invoice, InvoiceParty } from '#shared/contracts/invoices';

/**
 * The invoice as an EN 16931 electronic invoice in UN/CEFACT CII (D16B), written by
 * @e-invoice-eu/core from its UBL-shaped JSON. A credit note is type 381 with positive amounts
 * and the cancelled invoice as its preceding reference (BT-25), as the standard counts them.
 * The tests validate the output against the published XSD (schemas/).
 */

export const E_INVOICE_FORMAT = 'CII';

/** The invoice a credit note cancels (BG-3: its number BT-25 and issue date BT-26). */
export interface PrecedingInvoice {
  number: string;
  issueDate: string;
}

/**
 * XML 1.0 allows tab, line feed, carriage return and U+0020 on, less lone surrogates, U+FFFE and
 * U+FFFF (its Char production). Names are refused with such characters where they are entered;
 * one stored before that rule is written with U+FFFD in their place, never as an unreadable file.
 */
export function xmlCharacters(text: string): string {
  let result = '';
  // Iterates code points: a paired surrogate comes whole, a lone one on its own.
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    result += allowed ? char : '\uFFFD';
  }
  return result;
}

const escapeXml = (text: string) =>
  xmlCharacters(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * A text as @e-invoice-eu/core must be given it. Its XML builder (xmlbuilder2) reads every string
 * of its JSON as XML character data, decoding &amp; &lt; &gt; &quot; &apos; and numeric references
 * once, and its writer then escapes `<`, `>` and only an `&` that does not look like a reference:
 * a name `&foo;` or `&#0;` would reach the file as a reference (undefined, or a NUL), and `&amp;`
 * would read back as `&`. So the element's text must be the escaped text, which the writer leaves
 * alone, handed over in the builder's escaped form: the file then holds exactly one escaping.
 */
export function eInvoiceText(text: string): string {
  return escapeXml(escapeXml(text));
}

/** Every string of the library's input (texts, codes, amounts, dates) as eInvoiceText gives it. */
function eInvoiceTexts(value: unknown): unknown {
  if (typeof value === 'string') return eInvoiceText(value);
  if (Array.isArray(value)) return value.map(eInvoiceTexts);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, eInvoiceTexts(item)]),
    );
  return value;
}

/**
 * @e-invoice-eu/core 2.3 drops BG-3 from CII: its mapping reads `cbc:ID` right under
 * `cac:BillingReference`, which its own input schema does not allow. The reference is written
 * here instead, where the CII schema places it: after the header's monetary summation.
 */
function withPrecedingInvoice(xml: string, preceding: PrecedingInvoice): string {
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  if (!xml.includes(anchor) || xml.includes('<ram:InvoiceReferencedDocument>')) return xml;
  const reference =
    `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escapeXml(preceding.number)}</ram:IssuerAssignedID>` +
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${preceding.issueDate.replace(/-/g, '')}</qdt:DateTimeString></ram:FormattedIssueDateTime>` +
    '</ram:InvoiceReferencedDocument>';
  return xml.replace(anchor, `${anchor}\n\t\t\t${reference}`);
}

const amount = (cents: number) => (Math.abs(cents) / 100).toFixed(2);

function taxSchemes(party: InvoiceParty) {
  const schemes: { 'cbc:CompanyID': string; 'cac:TaxScheme': { 'cbc:ID': string } }[] = [];
  if (party.vatId)
    schemes.push({ 'cbc:CompanyID': party.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } });
  // The Steuernummer is the seller's tax registration (BT-32), told apart by a scheme other than VAT.
  if (party.taxNumber)
    schemes.push({ 'cbc:CompanyID': party.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } });
  return schemes;
}

function address(party: InvoiceParty) {
  return {
    'cbc:StreetName': party.address,
    ...(party.city ? { 'cbc:CityName': party.city } : {}),
    'cbc:PostalZone': party.postcode,
    'cac:Country': { 'cbc:IdentificationCode': party.country },
  };
}

function paymentMeans(issuer: InvoiceParty, iban: string) {
  return {
    'cbc:PaymentMeansCode': '58',
    'cac:PayeeFinancialAccount': {
      'cbc:ID': iban,
      'cbc:Name': issuer.accountHolder ?? issuer.name,
      ...(issuer.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': issuer.bic } } : {}),
    },
  };
}

const STANDARD_VAT = (percent: number) => ({
  'cbc:ID': 'S',
  'cbc:Percent': String(percent),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

/** The library's input for one stored invoice. */
export function eInvoiceData(invoice: Invoice, preceding: PrecedingInvoice | null): EInvoice {
  const euro = (cents: number) => ({ value: amount(cents) });
  const money = <K extends string>(key: K, cents: number) =>
    ({ [key]: euro(cents).value, [`${key}@currencyID`]: 'EUR' }) as Record<
      K | `${K}@currencyID`,
      string
    >;
  const buyerTax = invoice.recipient.vatId
    ? {
        'cac:PartyTaxScheme': {
          'cbc:CompanyID': invoice.recipient.vatId,
          'cac:TaxScheme': { 'cbc:ID': 'VAT' },
        },
      }
    : {};
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': invoice.number,
      'cbc:IssueDate': invoice.issueDate,
      ...(invoice.kind === 'invoice' ? { 'cbc:DueDate': invoice.dueDate } : {}),
      'cbc:InvoiceTypeCode': invoice.kind === 'credit_note' ? '381' : '380',
      'cbc:DocumentCurrencyCode': 'EUR',
      'cac:InvoicePeriod': {
        'cbc:StartDate': invoice.periodStart,
        'cbc:EndDate': invoice.periodEnd,
      },
      ...(preceding
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': preceding.number,
                  'cbc:IssueDate': preceding.issueDate,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cac:PartyName': { 'cbc:Name': invoice.issuer.name },
          'cac:PostalAddress': address(invoice.issuer),
          'cac:PartyTaxScheme': taxSchemes(invoice.issuer),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': invoice.issuer.name },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cac:PartyName': { 'cbc:Name': invoice.recipient.name },
          'cac:PostalAddress': address(invoice.recipient),
          ...buyerTax,
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': invoice.recipient.name },
        },
      },
      // CII requires the header's delivery block; the service was rendered up to the period's end.
      'cac:Delivery': { 'cbc:ActualDeliveryDate': invoice.periodEnd },
      // Credit transfer (UNTDID 4461 code 58) to the issuer's account (BG-16, BG-17): the IBAN
      // (BT-84), its holder (BT-85) and the bank's BIC (BT-86) when the issuer named one.
      ...(invoice.kind === 'invoice' && invoice.issuer.iban
        ? { 'cac:PaymentMeans': [paymentMeans(invoice.issuer, invoice.issuer.iban)] }
        : {}),
      ...(invoice.kind === 'invoice'
        ? {
            'cac:PaymentTerms': {
              'cbc:Note': `${invoice.paymentTermDays} days net, due ${invoice.dueDate}`,
            },
          }
        : {}),
      'cac:TaxTotal': [
        {
          ...money('cbc:TaxAmount', invoice.vatCents),
          'cac:TaxSubtotal': [
            {
              ...money('cbc:TaxableAmount', invoice.netCents),
              ...money('cbc:TaxAmount', invoice.vatCents),
              'cac:TaxCategory': STANDARD_VAT(invoice.vatRatePercent),
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        ...money('cbc:LineExtensionAmount', invoice.netCents),
        ...money('cbc:TaxExclusiveAmount', invoice.netCents),
        ...money('cbc:TaxInclusiveAmount', invoice.grossCents),
        ...money('cbc:PayableAmount', invoice.grossCents),
      },
      'cac:InvoiceLine': invoice.lines.map((line) => ({
        'cbc:ID': String(line.position),
        'cbc:InvoicedQuantity': String(line.quantity),
        // UN/ECE Rec. 20: HUR hour, C62 one (piece).
        'cbc:InvoicedQuantity@unitCode': line.unit === 'hour' ? 'HUR' : 'C62',
        ...money('cbc:LineExtensionAmount', line.netCents),
        'cac:Item': {
          'cbc:Name': line.description,
          'cac:ClassifiedTaxCategory': STANDARD_VAT(invoice.vatRatePercent),
        },
        'cac:Price': money('cbc:PriceAmount', line.unitPriceCents),
      })),
    },
  };
  return data as unknown as EInvoice;
}

/** The library logs through this; its notes are of no use to an API caller. */
const quietLogger = {
  log: () => {},
  warn: () => {},
  error: (message: string) => console.error(message),
};
// One service for the process: it compiles its JSON schema once instead of on every download.
let service: InvoiceService | undefined;

export async function renderInvoiceXml(
  invoice: Invoice,
  preceding: PrecedingInvoice | null,
): Promise<string> {
  // Loaded on the first download, not at start: the library and its schemas hold about 55 MB.
  const { InvoiceService } = await import('@e-invoice-eu/core');
  const data = eInvoiceTexts(eInvoiceData(invoice, preceding)) as EInvoice;
  const output = await (service ??= new InvoiceService(quietLogger)).generate(data, {
    format: E_INVOICE_FORMAT,
    lang: invoice.language === 'de' ? 'de-de' : 'en-gb',
    noWarnings: true,
  });
  const xml = typeof output === 'string' ? output : Buffer.from(output).toString('utf8');
  return preceding ? withPrecedingInvoice(xml, preceding) : xml;
}
