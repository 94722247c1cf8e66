import { readFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
// The strict, namespace-aware XML parser jsdom reads XML with: undefined entities, a NUL and
// other characters XML forbids are errors, which it throws.
import { SaxesParser } from 'saxes';
import { validateXML } from 'xmllint-wasm';
import type { Invoice } from '#shared/contracts/invoices';
import { MESSAGE_KEYS, requiredText } from '#shared/validation';
import { agencies, organisations, placements, requests, users } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import {
  ISSUE_INSTANT,
  NOVEMBER,
  invoiceClock,
  invoiceWorld,
  novemberPlacement,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';
import { bookedHours, issueAgencyInvoice, issueCommissionInvoice } from './invoices.issue';
import { eInvoiceText, xmlCharacters } from './invoices.xml';

// Round trip of the e-invoice's texts: for generated names, the parsed XML says exactly what the
// stored invoice says, and the PDF is drawn.

const ctx = useTestContext({ clock: invoiceClock() });
let world: InvoiceWorld;

beforeAll(async () => {
  world = await invoiceWorld(ctx);
});

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

/** The text of every leaf element, by its path of local names from the root. */
function textsByPath(xml: string): Map<string, string[]> {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  const texts = new Map<string, string[]>();
  let text = '';
  parser.on('opentag', (tag) => {
    path.push(tag.local);
    text = '';
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', () => {
    const key = path.join('/');
    texts.set(key, [...(texts.get(key) ?? []), text]);
    text = '';
    path.pop();
  });
  parser.write(xml).close();
  return texts;
}

const HEADER = 'CrossIndustryInvoice/SupplyChainTradeTransaction/ApplicableHeaderTradeAgreement';
const LINE = 'CrossIndustryInvoice/SupplyChainTradeTransaction/IncludedSupplyChainTradeLineItem';

function expectSameTexts(xml: string, invoice: Invoice) {
  const texts = textsByPath(xml);
  const one = (path: string) => texts.get(path)?.[0];
  expect(one('CrossIndustryInvoice/ExchangedDocument/ID')).toBe(invoice.number);
  for (const [role, party] of [
    ['SellerTradeParty', invoice.issuer],
    ['BuyerTradeParty', invoice.recipient],
  ] as const) {
    expect(one(`${HEADER}/${role}/Name`)).toBe(party.name);
    expect(one(`${HEADER}/${role}/SpecifiedLegalOrganization/TradingBusinessName`)).toBe(
      party.name,
    );
    expect(one(`${HEADER}/${role}/PostalTradeAddress/LineOne`)).toBe(party.address);
    expect(one(`${HEADER}/${role}/PostalTradeAddress/PostcodeCode`)).toBe(party.postcode);
    expect(one(`${HEADER}/${role}/PostalTradeAddress/CityName`)).toBe(party.city ?? undefined);
  }
  expect(texts.get(`${LINE}/SpecifiedTradeProduct/Name`)).toEqual(
    invoice.lines.map((line) => line.description),
  );
}

interface Names {
  seller: string;
  buyer: string;
  street: string;
  city: string;
  worker: [string, string];
  title: string;
}

/** The names as the parties would have entered them, on a fresh placement, then its invoices issued. */
async function issueWith(names: Names, options: { commission?: boolean } = {}) {
  await ctx.db
    .update(agencies)
    .set({ name: names.seller, address: names.street })
    .where(eq(agencies.id, world.agency.id));
  await ctx.db
    .update(organisations)
    .set({ name: names.buyer, address: names.street, city: names.city })
    .where(eq(organisations.id, world.clinic.id));
  const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
  const [placement] = await ctx.db.select().from(placements).where(eq(placements.id, placementId));
  await ctx.db
    .update(users)
    .set({ firstName: names.worker[0], lastName: names.worker[1] })
    .where(eq(users.id, placement!.userId));
  await ctx.db
    .update(requests)
    .set({ title: names.title })
    .where(eq(requests.id, placement!.requestId));
  const context = { db: ctx.db, now: berlin(ISSUE_INSTANT) };
  const hours = await bookedHours(ctx.db, placementId, NOVEMBER);
  const issued = [await issueAgencyInvoice(context, hours)];
  if (options.commission) issued.push(await issueCommissionInvoice(context, hours));
  return issued.map((invoice) => invoice.id);
}

async function download(id: string) {
  const get = (suffix: string) =>
    injectAs(ctx.app, world.admin.headers, 'GET', `/api/invoices/${id}${suffix}`);
  const [stored, xml, pdf] = await Promise.all([get(''), get('/xml'), get('/pdf')]);
  for (const response of [stored, xml, pdf])
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { invoice: stored.json<Invoice>(), xml: xml.body };
}

/** What the shared rule lets a person enter: texts it keeps as they are. */
const enterable = (max: number) => (text: string) =>
  requiredText(MESSAGE_KEYS.required, max).safeParse(text).data === text;

const FRAGMENTS = [
  '&',
  '<',
  '>',
  '"',
  "'",
  '&amp;',
  '&amp;#65;',
  '&#0;',
  '&#x41;',
  '&lt;b&gt;',
  '&foo;',
  ']]>',
  '<![CDATA[',
  '<!--',
  'Zoë Ünal-Größ',
  '😀👩‍⚕️',
  'שלום',
  'مستشفى',
  '\u200F',
  '中文',
];
const text = (max: number) =>
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...FRAGMENTS),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
      ),
      { minLength: 1, maxLength: 8 },
    )
    .map((parts) => parts.join(' '))
    .filter(enterable(max));

describe('the e-invoice’s texts', () => {
  it('escapes once for the library, whose builder decodes one level before its writer escapes', () => {
    expect(eInvoiceText('Ent &foo; &#0; <b> "q"')).toBe(
      'Ent &amp;amp;foo; &amp;amp;#0; &amp;lt;b&amp;gt; &amp;quot;q&amp;quot;',
    );
    expect(eInvoiceText('Plain 2026-11-30 1483.31')).toBe('Plain 2026-11-30 1483.31');
    expect(xmlCharacters('a\u0000b\u0007c\tline\n\uFFFE\uFFFF\uD800😀')).toBe(
      'a\uFFFDb\uFFFDc\tline\n\uFFFD\uFFFD\uFFFD😀',
    );
  });

  it('reads back exactly as stored for the issue’s names, a literal &amp;, long names, and stays valid CII', async () => {
    const long = '&😀 Ärzte <GmbH> '.repeat(11).trim();
    expect(enterable(200)(long) && long.length > 150).toBe(true);
    const ids = await issueWith(
      {
        seller: 'Ent &foo; &#0; &#x41; &lt;b&gt;',
        buyer: 'Klinik &amp; Co. "Nord" <Süd>',
        street: 'Straße &#38; 1 ]]>',
        city: 'Köln &',
        worker: ['Ent &foo;', '&#0; O’Brien'],
        title: long,
      },
      { commission: true },
    );
    for (const id of ids) {
      const { invoice, xml } = await download(id);
      expectSameTexts(xml, invoice);
      const result = await validate(xml);
      expect(result.errors).toEqual([]);
    }
  });

  it('reads back exactly as stored for generated names', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          seller: text(200),
          buyer: text(200),
          street: text(300),
          city: text(120),
          worker: fc.tuple(text(100), text(100)),
          title: text(200),
        }),
        async (names) => {
          const [id] = await issueWith(names);
          const { invoice, xml } = await download(id!);
          expect(invoice.issuer.name).toBe(names.seller);
          expectSameTexts(xml, invoice);
        },
      ),
      { numRuns: 15, seed: 41 },
    );
  });
});
