import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Agency } from '#shared/contracts/admin';
import type { BillingProblem, BillingRun, Invoice } from '#shared/contracts/invoices';
import type { Page } from '#shared/contracts/lists';
import { agencies } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { agencyWithDispatcher, signedIn, type Actor } from '#server/test/agency-fixtures';
import { useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import {
  ISSUE_INSTANT,
  invoiceWorld,
  novemberPlacement,
  timesheetsOf,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';

// An agency's invoice must name its tax number or VAT id (UStG §14 Abs. 4 Nr. 2) and the account
// the clinic pays into: the billing run issues none while the agency lacks them, records why, and
// invoices the placement once the agency has entered them.

const clock = fixedClock(berlin(ISSUE_INSTANT));
const ctx = useTestContext({ clock });
let world: InvoiceWorld;
let bare: { agency: { id: string }; dispatcher: Actor };
let placementId: string;

beforeAll(async () => {
  world = await invoiceWorld(ctx);
  bare = await agencyWithDispatcher(ctx, {
    name: 'Agentur ohne Bank',
    invoicingDetails: false,
  });
  placementId = await novemberPlacement(ctx, world.clinic.id, bare.agency.id);
  await timesheetsOf(ctx, placementId, ['approved']);
});

async function run() {
  const response = await injectAs(
    ctx.app,
    world.admin.headers,
    'POST',
    '/api/admin/invoices/runs',
    {
      month: '2026-11',
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BillingRun>();
}

const putBilling = (headers: Record<string, string>, body: Record<string, unknown>) =>
  injectAs(ctx.app, headers, 'PUT', '/api/agency/me/billing', body);

const VALID = {
  taxNumber: '22 / 815 / 08150',
  vatId: 'de 123 456 789',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  accountHolder: 'Agentur ohne Bank GmbH',
};

describe('an agency without tax number and account', () => {
  it('is not invoiced for: the run records what is missing and the back office sees it', async () => {
    const result = await run();
    expect(result.issued.filter((invoice) => invoice.placementId === placementId)).toEqual([]);
    expect(result.problems).toContainEqual({
      placementId,
      reason: 'MISSING_TAX_AND_BANK',
      details: { missing: ['taxId', 'iban', 'accountHolder'] },
    });
    const problems = await injectAs(
      ctx.app,
      world.admin.headers,
      'GET',
      '/api/admin/invoices/problems?pageSize=100',
    );
    expect(
      problems
        .json<Page<BillingProblem>>()
        .items.filter((problem) => problem.placementId === placementId)
        .map((problem) => [problem.reason, problem.agencyName]),
    ).toEqual([['MISSING_TAX_AND_BANK', 'Agentur ohne Bank']]);
  });

  it('refuses a wrong IBAN, a malformed German VAT id or tax number, in the caller’s language, and changes nothing', async () => {
    const response = await putBilling(
      { ...bare.dispatcher.headers, 'accept-language': 'de' },
      {
        ...VALID,
        iban: 'DE89 3704 0044 0532 0130 01',
        vatId: 'DE12345678',
        taxNumber: '12/345',
        bic: 'COBA',
      },
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { details: { field: string; message: string }[] } }>()
      .error.details;
    expect(Object.fromEntries(fields.map((field) => [field.field, field.message]))).toEqual({
      iban: expect.stringContaining('gültige IBAN'),
      vatId: expect.stringContaining('USt-IdNr.'),
      taxNumber: expect.stringContaining('Steuernummer'),
      bic: expect.stringContaining('BIC'),
    });
    const missing = await putBilling(bare.dispatcher.headers, {
      ...VALID,
      taxNumber: '',
      vatId: '',
      accountHolder: '',
    });
    expect(missing.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(agencies).where(eq(agencies.id, bare.agency.id));
    expect([row!.iban, row!.taxNumber, row!.vatId, row!.accountHolder]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('is refused to everyone but the agency’s dispatcher', async () => {
    for (const role of ['USER', 'ORG_ADMIN', 'ADMIN'] as const) {
      const actor = role === 'ADMIN' ? world.admin : await signedIn(ctx, role);
      expect((await putBilling(actor.headers, VALID)).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/agency/me/billing',
      payload: VALID,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('once the dispatcher entered them, the next run invoices the placement and the invoice names them', async () => {
    const saved = await putBilling(bare.dispatcher.headers, VALID);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Agency>()).toMatchObject({
      taxNumber: '22 / 815 / 08150',
      vatId: 'DE123456789',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountHolder: 'Agentur ohne Bank GmbH',
    });
    const result = await run();
    const issued = result.issued.filter((invoice) => invoice.placementId === placementId);
    expect(issued.map((invoice) => invoice.issuerKind).sort()).toEqual(['agency', 'platform']);
    expect(result.problems.filter((problem) => problem.placementId === placementId)).toEqual([]);
    const agencyInvoice = issued.find((invoice) => invoice.issuerKind === 'agency')!;
    const detail = await injectAs(
      ctx.app,
      bare.dispatcher.headers,
      'GET',
      `/api/invoices/${agencyInvoice.id}`,
    );
    expect(detail.json<Invoice>().issuer).toMatchObject({
      vatId: 'DE123456789',
      taxNumber: '22 / 815 / 08150',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountHolder: 'Agentur ohne Bank GmbH',
    });
    const xml = await injectAs(
      ctx.app,
      bare.dispatcher.headers,
      'GET',
      `/api/invoices/${agencyInvoice.id}/xml`,
    );
    expect(xml.body).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>');
    expect(xml.body).toContain('<ram:AccountName>Agentur ohne Bank GmbH</ram:AccountName>');
    expect(xml.body).toContain('<ram:BICID>COBADEFFXXX</ram:BICID>');
  });

  it('the back office edits the account too, by the same rules', async () => {
    const change = (value: string) =>
      injectAs(ctx.app, world.admin.headers, 'PATCH', `/api/admin/agencies/${bare.agency.id}`, {
        changes: [{ field: 'iban', value }],
      });
    expect((await change('DE89370400440532013001')).statusCode).toBe(400);
    const changed = await change('DE02 1203 0000 0000 2020 51');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Agency>().iban).toBe('DE02120300000000202051');
  });
});
