import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceCounters, invoiceLines, invoices } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { secondApp, useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import {
  EXPECTED,
  ISSUE_INSTANT,
  NOVEMBER,
  invoiceClock,
  invoiceWorld,
  novemberPlacement,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';
import {
  bookedHours,
  cancelInvoice,
  drawNumber,
  issueAgencyInvoice,
  issueCommissionInvoice,
} from './invoices.issue';
import { DEMO_PLATFORM_ISSUER } from './invoices.platform';

const ctx = useTestContext({ clock: invoiceClock() });
let world: InvoiceWorld;
const now = berlin(ISSUE_INSTANT);
const context = () => ({ db: ctx.db, now });

beforeAll(async () => {
  world = await invoiceWorld(ctx);
});

const sequence = (number: string) => Number(number.slice(-5));

describe('issuing from booked hours', () => {
  it('bills the shifts starting in the Berlin month at the agreed rate, rounded per line, with 19 % VAT', async () => {
    const hours = await bookedHours(ctx.db, world.placementId, NOVEMBER);
    expect(hours).toEqual({
      placementId: world.placementId,
      period: NOVEMBER,
      activeMinutes: EXPECTED.minutes,
      onCallMinutes: 0,
    });
    const invoice = await issueAgencyInvoice(context(), hours);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      issuerKind: 'agency',
      issuerAgencyId: world.agency.id,
      recipientOrganisationId: world.clinic.id,
      issueDate: '2026-12-01',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      dueDate: '2026-12-31',
      paymentTermDays: 30,
      netCents: EXPECTED.agency.net,
      vatCents: EXPECTED.agency.vat,
      grossCents: EXPECTED.agency.gross,
      language: 'de',
      status: 'issued',
    });
    expect(invoice.number).toMatch(/^AG-2026-\d{5}$/);
    expect(invoice.issuer).toMatchObject({
      name: 'Pflegeagentur Müller & Söhne',
      vatId: 'DE822222222',
      taxNumber: '22/815/08150',
    });
    expect(invoice.recipient).toMatchObject({
      name: 'Universitätsklinikum Köln',
      city: 'Köln',
      vatId: 'DE811111111',
    });
    const lines = await ctx.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    expect(lines).toEqual([
      expect.objectContaining({
        position: 1,
        unit: 'hour',
        quantityMinutes: 1465,
        unitPriceCents: 6075,
        netCents: 148_331,
      }),
    ]);
    expect(lines[0]!.description).toBe('Aktiver Dienst: Vertretung Neurologie, Jörg Größ, 11/2026');
  });

  it('bills on-call hours at the request’s on-call rate on their own line', async () => {
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
    const invoice = await issueAgencyInvoice(context(), {
      placementId,
      period: NOVEMBER,
      activeMinutes: 20,
      onCallMinutes: 125,
    });
    const lines = await ctx.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    // 20 min × 60.75 = 20.25 €; 125 min × 30.50 = 63.541… → 63.54 €.
    expect(lines.map((line) => [line.quantityMinutes, line.unitPriceCents, line.netCents])).toEqual(
      [
        [20, 6075, 2025],
        [125, 3050, 6354],
      ],
    );
    expect(invoice).toMatchObject({ netCents: 8379, vatCents: 1592, grossCents: 9971 });
  });

  it('issues the platform’s commission invoice at the placement’s rate, due in 14 days, from the configured issuer', async () => {
    const hours = await bookedHours(ctx.db, world.placementId, NOVEMBER);
    const platform = {
      ...DEMO_PLATFORM_ISSUER,
      name: 'Pflegebörse GmbH',
      vatId: 'DE123456789',
      iban: 'DE89370400440532013000',
    };
    const invoice = await issueCommissionInvoice({ ...context(), platform }, hours);
    expect(invoice.issuer).toEqual(platform);
    expect(invoice).toMatchObject({
      issuerKind: 'platform',
      issuerKey: 'platform',
      recipientKind: 'agency',
      recipientAgencyId: world.agency.id,
      dueDate: '2026-12-15',
      netCents: EXPECTED.commission.net,
      vatCents: EXPECTED.commission.vat,
      grossCents: EXPECTED.commission.gross,
    });
    expect(invoice.number).toMatch(/^MS-2026-\d{5}$/);
  });

  it('refuses a second invoice for the same placement and month, and hours it cannot bill', async () => {
    const hours = await bookedHours(ctx.db, world.placementId, NOVEMBER);
    await expect(issueAgencyInvoice(context(), hours)).rejects.toMatchObject({
      code: 'INVOICE_EXISTS',
    });
    await expect(
      issueAgencyInvoice(context(), { ...hours, activeMinutes: 0 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      issueAgencyInvoice(context(), { ...hours, activeMinutes: -5 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      issueAgencyInvoice(context(), { ...hours, period: '2026-13' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      issueAgencyInvoice(context(), {
        ...hours,
        placementId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('numbers without gaps', () => {
  it('gives invoices issued at the same time distinct consecutive numbers', async () => {
    const placementIds = await Promise.all(
      [1, 2, 3, 4].map(() => novemberPlacement(ctx, world.clinic.id, world.agency.id)),
    );
    const issued = await Promise.all(
      placementIds.map((placementId) =>
        issueAgencyInvoice(context(), {
          placementId,
          period: NOVEMBER,
          activeMinutes: 60,
          onCallMinutes: 0,
        }),
      ),
    );
    const numbers = issued.map((invoice) => sequence(invoice.number)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(4);
    expect(numbers[3]! - numbers[0]!).toBe(3);
  });

  it('leaves no gap when the issuing transaction rolls back', async () => {
    const [last] = await ctx.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.issuerKey, world.agency.id), eq(invoiceCounters.year, 2026)));
    await expect(
      ctx.db.transaction(async (tx) => {
        await drawNumber(tx, world.agency.id, '2026-12-01');
        throw new Error('crash before the insert');
      }),
    ).rejects.toThrow('crash before the insert');
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
    const next = await issueAgencyInvoice(context(), {
      placementId,
      period: NOVEMBER,
      activeMinutes: 60,
      onCallMinutes: 0,
    });
    expect(sequence(next.number)).toBe(last!.lastNumber + 1);
  });

  it('starts each issuer’s year at 1', async () => {
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.otherAgency.id);
    const invoice = await issueAgencyInvoice(
      { db: ctx.db, now: berlin('2027-01-01T00:10') },
      { placementId, period: '2026-12', activeMinutes: 60, onCallMinutes: 0 },
    );
    expect(invoice.number).toBe('AG-2027-00001');
    expect(invoice.issueDate).toBe('2027-01-01');
  });
});

describe('issued invoices are immutable', () => {
  it('refuses changes to amounts and lines and any delete in the database', async () => {
    const [invoice] = await ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.placementId, world.placementId))
      .limit(1);
    const refused = {
      cause: expect.objectContaining({ message: 'an issued invoice cannot be changed' }),
    };
    await expect(
      ctx.db.update(invoices).set({ netCents: 1 }).where(eq(invoices.id, invoice!.id)),
    ).rejects.toMatchObject(refused);
    await expect(
      ctx.db.update(invoices).set({ number: 'AG-2026-99999' }).where(eq(invoices.id, invoice!.id)),
    ).rejects.toThrow();
    await expect(
      ctx.db
        .update(invoiceLines)
        .set({ netCents: 1 })
        .where(eq(invoiceLines.invoiceId, invoice!.id)),
    ).rejects.toThrow();
    await expect(
      ctx.db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id)),
    ).rejects.toThrow();
    await expect(ctx.db.delete(invoices).where(eq(invoices.id, invoice!.id))).rejects.toThrow();
    const [after] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(after).toEqual(invoice);
  });

  it('corrects by a credit note with its own number and negative amounts, then a new invoice', async () => {
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
    const hours = { placementId, period: NOVEMBER, activeMinutes: 90, onCallMinutes: 0 };
    const original = await issueAgencyInvoice(context(), hours);
    const { invoice, creditNote } = await cancelInvoice(context(), original.id);
    expect(invoice).toMatchObject({ id: original.id, status: 'cancelled', cancelledAt: now });
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      correctsInvoiceId: original.id,
      netCents: -original.netCents,
      vatCents: -original.vatCents,
      grossCents: -original.grossCents,
    });
    expect(sequence(creditNote.number)).toBe(sequence(original.number) + 1);
    const lines = await ctx.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, creditNote.id));
    expect(lines.map((line) => line.netCents)).toEqual([-9113]);
    await expect(cancelInvoice(context(), original.id)).rejects.toBeInstanceOf(AppError);
    await expect(cancelInvoice(context(), creditNote.id)).rejects.toMatchObject({
      code: 'INVOICE_NOT_OPEN',
    });
    const replacement = await issueAgencyInvoice(context(), { ...hours, activeMinutes: 80 });
    expect(sequence(replacement.number)).toBe(sequence(creditNote.number) + 1);
    // Nothing was deleted: the original, the credit note and the replacement all stand.
    const all = await ctx.db.select().from(invoices).where(eq(invoices.placementId, placementId));
    expect(all.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['credit_note', 'issued'],
      ['invoice', 'cancelled'],
      ['invoice', 'issued'],
    ]);
  });

  it('loses nothing when the process dies after issuing: another process renders the PDF and XML', async () => {
    const [invoice] = await ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.placementId, world.placementId))
      .limit(1);
    const other = await secondApp(ctx.database, { clock: invoiceClock() });
    try {
      for (const kind of ['pdf', 'xml']) {
        const response = await injectAs(
          other,
          world.admin.headers,
          'GET',
          `/api/invoices/${invoice!.id}/${kind}`,
        );
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(kind === 'pdf' ? '%PDF' : invoice!.number);
      }
    } finally {
      await other.close();
    }
  });
});
