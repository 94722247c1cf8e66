import { readFileSync, readdirSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import {
  ISSUE_INSTANT,
  NOVEMBER,
  invoiceClock,
  invoiceWorld,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';
import {
  bookedHours,
  cancelInvoice,
  issueAgencyInvoice,
  issueCommissionInvoice,
} from './invoices.issue';

const ctx = useTestContext({ clock: invoiceClock() });
let world: InvoiceWorld;
const ids: Record<'agency' | 'commission' | 'creditNote', string> = {
  agency: '',
  commission: '',
  creditNote: '',
};
const numbers: Record<string, string> = {};

const SCHEMAS = new URL('./schemas/', import.meta.url);
const MAIN_XSD = 'CrossIndustryInvoice_100pD16B.xsd';

async function validate(xml: string) {
  const read = (name: string) => ({
    fileName: name,
    contents: readFileSync(new URL(name, SCHEMAS), 'utf8'),
  });
  return validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [read(MAIN_XSD)],
    preload: readdirSync(SCHEMAS)
      .filter((name) => name.endsWith('.xsd') && name !== MAIN_XSD)
      .map(read),
  });
}

/** WinAnsi's characters in 0x80–0x9F that invoices use; the rest of the range is Latin-1's. */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const decodeWinAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text pdfkit drew: each TJ array's hex strings, decoded as WinAnsi, the encoding of the
 * standard fonts (Node's TextDecoder reads windows-1252 as Latin-1). Content streams are deflated.
 */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('');
      texts.push(decodeWinAnsi(Buffer.from(hex, 'hex')));
    }
  }
  // Lines wrap where the layout wants: compare text with its white space collapsed.
  return texts.join(' ').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  world = await invoiceWorld(ctx);
  const context = { db: ctx.db, now: berlin(ISSUE_INSTANT) };
  const hours = await bookedHours(ctx.db, world.placementId, NOVEMBER);
  const agency = await issueAgencyInvoice(context, hours);
  const commission = await issueCommissionInvoice(context, hours);
  const { creditNote } = await cancelInvoice(context, agency.id);
  Object.assign(ids, { agency: agency.id, commission: commission.id, creditNote: creditNote.id });
  Object.assign(numbers, {
    agency: agency.number,
    commission: commission.number,
    creditNote: creditNote.number,
  });
});

const download = async (id: string, kind: 'pdf' | 'xml') => {
  const response = await injectAs(
    ctx.app,
    world.admin.headers,
    'GET',
    `/api/invoices/${id}/${kind}`,
  );
  expect(response.statusCode).toBe(200);
  return response;
};

describe('the EN 16931 e-invoice', () => {
  it.each(['agency', 'commission', 'creditNote'] as const)(
    'of the %s document is valid CII by the published schema',
    async (which) => {
      const xml = (await download(ids[which], 'xml')).body;
      const result = await validate(xml);
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
      expect(xml).toContain(`<ram:ID>${numbers[which]}</ram:ID>`);
    },
  );

  it('carries the amounts, parties and tax ids as issued; the credit note references the invoice it cancels', async () => {
    const xml = (await download(ids.agency, 'xml')).body;
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(xml).toContain('<ram:BilledQuantity unitCode="HUR">24.4167</ram:BilledQuantity>');
    expect(xml).toContain('<ram:LineTotalAmount>1483.31</ram:LineTotalAmount>');
    expect(xml).toContain('<ram:GrandTotalAmount>1765.14</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:ID schemeID="VA">DE822222222</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="FC">22/815/08150</ram:ID>');
    expect(xml).toContain('Pflegeagentur Müller &amp; Söhne');
    const credit = (await download(ids.creditNote, 'xml')).body;
    expect(credit).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(credit).toContain(
      `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${numbers.agency}</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20261201</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`,
    );
    expect(credit).toContain('<ram:GrandTotalAmount>1765.14</ram:GrandTotalAmount>');
  });

  it('asks for a transfer to the issuer’s account on the commission and the agency invoice, in the XML and the PDF', async () => {
    const xml = (await download(ids.commission, 'xml')).body;
    expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>');
    expect(xml).toContain('<ram:IBANID>DE02120300000000202051</ram:IBANID>');
    const pdf = pdfText((await download(ids.commission, 'pdf')).rawPayload);
    expect(pdf).toMatch(/IBAN DE02120300000000202051/);
    // The agency's own account (the fixture's), with its BIC and holder, and its tax number.
    const agencyXml = (await download(ids.agency, 'xml')).body;
    expect(agencyXml).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>');
    expect(agencyXml).toContain(
      '<ram:AccountName>Pflegeagentur Müller &amp; Söhne</ram:AccountName>',
    );
    expect(agencyXml).toContain('<ram:BICID>COBADEFFXXX</ram:BICID>');
    const agencyPdf = pdfText((await download(ids.agency, 'pdf')).rawPayload);
    expect(agencyPdf).toContain('Steuernummer 22/815/08150');
    expect(agencyPdf).toContain('IBAN DE89370400440532013000, BIC COBADEFFXXX');
    expect(agencyPdf).toContain('Kontoinhaber Pflegeagentur Müller & Söhne');
  });

  it('refuses a broken document (the check is real)', async () => {
    const xml = (await download(ids.agency, 'xml')).body.replace(
      '<ram:TypeCode>380</ram:TypeCode>',
      '<ram:Kind>380</ram:Kind>',
    );
    expect((await validate(xml)).valid).toBe(false);
  });
});

describe('the PDF', () => {
  it('is written in German for a German clinic, umlauts, ß and € included', async () => {
    const text = pdfText((await download(ids.agency, 'pdf')).rawPayload);
    for (const expected of [
      'Rechnung',
      numbers.agency!,
      'Pflegeagentur Müller & Söhne',
      'Große Elbstraße 14',
      'Universitätsklinikum Köln',
      'USt-IdNr. DE822222222',
      'Steuernummer 22/815/08150',
      'Leistungszeitraum',
      '01.11.2026 – 30.11.2026',
      'Fällig am',
      '31.12.2026',
      'Jörg Größ',
      '24,4167 Std.',
      '60,75 €',
      '1.483,31 €',
      'Umsatzsteuer 19 %',
      '281,83 €',
      '1.765,14 €',
      'Zahlbar ohne Abzug innerhalb von 30 Tagen bis zum 31.12.2026.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the cancelled invoice on the credit note, with negative amounts', async () => {
    const text = pdfText((await download(ids.creditNote, 'pdf')).rawPayload);
    expect(text).toContain('Stornorechnung (Gutschrift)');
    expect(text).toContain(`Storniert Rechnung ${numbers.agency}`);
    expect(text).toContain('-1.765,14 €');
  });
});
