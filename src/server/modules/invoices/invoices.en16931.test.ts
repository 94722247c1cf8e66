import { readFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import { TVOED_SURCHARGES } from '#shared/surcharges';
import { organisations } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { SCHEMATRON_COMPILE_TIMEOUT_MS, schematronFindings } from '#server/test/en16931-schematron';
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

// Every kind of document the platform issues, validated as a tax office's or a clinic's software
// would: the CII schema (XSD) and the official EN 16931 business rules (Schematron), no rule broken.

const ctx = useTestContext({ clock: invoiceClock() });
let world: InvoiceWorld;
const KINDS = [
  'agency invoice',
  'agency credit note',
  'commission invoice',
  'commission credit note',
  'agency invoice with surcharges',
] as const;
const ids = {} as Record<(typeof KINDS)[number], string>;

const SCHEMAS = new URL('./schemas/', import.meta.url);
const MAIN_XSD = 'CrossIndustryInvoice_100pD16B.xsd';

function validateSchema(xml: string) {
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

beforeAll(async () => {
  world = await invoiceWorld(ctx);
  const context = { db: ctx.db, now: berlin(ISSUE_INSTANT) };
  const hours = await bookedHours(ctx.db, world.placementId, NOVEMBER);
  const agency = await issueAgencyInvoice(context, hours);
  const commission = await issueCommissionInvoice(context, hours);
  const agencyCredit = await cancelInvoice(context, agency.id);
  const commissionCredit = await cancelInvoice(context, commission.id);
  // The replacement bills surcharges too: each band is a line of its own hours at its price.
  await ctx.db
    .update(organisations)
    .set({ federalState: 'NW', surchargeRules: TVOED_SURCHARGES })
    .where(eq(organisations.id, world.clinic.id));
  const withSurcharges = await issueAgencyInvoice(context, {
    ...hours,
    surchargeMinutes: { night: 390, saturday: 0, sunday: 0, holiday: 0, dec24And31: 0 },
  });
  Object.assign(ids, {
    'agency invoice': agency.id,
    'agency credit note': agencyCredit.creditNote.id,
    'commission invoice': commission.id,
    'commission credit note': commissionCredit.creditNote.id,
    'agency invoice with surcharges': withSurcharges.id,
  });
  // Compiles the rules once (cached by their hash under node_modules/.cache) before the tests time.
  await schematronFindings('<empty/>');
}, SCHEMATRON_COMPILE_TIMEOUT_MS);

async function xmlOf(kind: (typeof KINDS)[number]) {
  const response = await injectAs(
    ctx.app,
    world.admin.headers,
    'GET',
    `/api/invoices/${ids[kind]}/xml`,
  );
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('the e-invoice by the official EN 16931 artefacts', () => {
  it.each(KINDS)(
    'the %s passes the CII schema and every EN 16931 rule',
    async (kind) => {
      const xml = await xmlOf(kind);
      const schema = await validateSchema(xml);
      expect(schema.errors).toEqual([]);
      const { findings, firedRules } = await schematronFindings(xml);
      // The rules matched the document (a wrong namespace would fire none and fail none).
      expect(firedRules).toBeGreaterThan(20);
      expect(findings).toEqual([]);
    },
    60_000,
  );

  it('carries each surcharge as an invoice line of hours at its price', async () => {
    const xml = await xmlOf('agency invoice with surcharges');
    expect(xml.match(/<ram:IncludedSupplyChainTradeLineItem>/g)).toHaveLength(2);
    expect(xml).toContain('Zuschlag Nachtarbeit 20 %');
  });

  it('the rules do find what a tax office would refuse: an invoice without the seller’s tax ids', async () => {
    const xml = (await xmlOf('agency invoice')).replace(
      /<ram:SpecifiedTaxRegistration>[\s\S]*?<\/ram:SpecifiedTaxRegistration>/g,
      '',
    );
    const { findings } = await schematronFindings(xml);
    expect(findings.map((finding) => finding.id)).toContain('BR-S-02');
  }, 60_000);
});
