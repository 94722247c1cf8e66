import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceList } from '#shared/contracts/invoices';
import { useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import {
  EXPECTED,
  ISSUE_INSTANT,
  NOVEMBER,
  invoiceWorld,
  novemberPlacement,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';
import { fixedClock } from '#server/lib/clock';
import { bookedHours, issueAgencyInvoice, issueCommissionInvoice } from './invoices.issue';

const clock = fixedClock(berlin(ISSUE_INSTANT));
const ctx = useTestContext({ clock });
let world: InvoiceWorld;
let agencyInvoice: { id: string; number: string };
let commissionInvoice: { id: string; number: string };

const issue = () => ({ db: ctx.db, now: berlin(ISSUE_INSTANT) });

beforeAll(async () => {
  world = await invoiceWorld(ctx);
  const hours = await bookedHours(ctx.db, world.placementId, NOVEMBER);
  agencyInvoice = await issueAgencyInvoice(issue(), hours);
  commissionInvoice = await issueCommissionInvoice(issue(), hours);
});

const list = async (headers: Record<string, string>, query = '') => {
  const response = await injectAs(ctx.app, headers, 'GET', `/api/invoices${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoiceList>();
};

describe('who sees which invoice', () => {
  it('shows the agency what it issued and received, the clinic what it received, administrators all', async () => {
    expect((await list(world.agency.dispatcher.headers)).items.map((i) => i.number).sort()).toEqual(
      [agencyInvoice.number, commissionInvoice.number].sort(),
    );
    const clinic = await list(world.clinic.hr.headers);
    expect(clinic.items.map((i) => i.number)).toEqual([agencyInvoice.number]);
    expect(clinic.totals).toEqual({
      netCents: EXPECTED.agency.net,
      vatCents: EXPECTED.agency.vat,
      grossCents: EXPECTED.agency.gross,
    });
    expect((await list(world.admin.headers)).items).toHaveLength(2);
    expect((await list(world.otherClinic.hr.headers)).items).toEqual([]);
    expect((await list(world.otherAgency.dispatcher.headers)).items).toEqual([]);
  });

  it('filters by service month and counterpart', async () => {
    expect((await list(world.admin.headers, `?month=${NOVEMBER}`)).items).toHaveLength(2);
    expect((await list(world.admin.headers, '?month=2026-10')).items).toEqual([]);
    // The commission invoice names no clinic: it concerns the clinic its placement was billed to.
    const byClinic = await list(
      world.agency.dispatcher.headers,
      `?counterpartId=${world.clinic.id}`,
    );
    expect(byClinic.items.map((i) => i.number).sort()).toEqual(
      [agencyInvoice.number, commissionInvoice.number].sort(),
    );
    const byOtherClinic = await list(
      world.agency.dispatcher.headers,
      `?counterpartId=${world.otherClinic.id}`,
    );
    expect(byOtherClinic.items).toEqual([]);
    const byAgency = await list(world.clinic.hr.headers, `?counterpartId=${world.otherAgency.id}`);
    expect(byAgency.items).toEqual([]);
  });

  it('keeps an agency to its own invoices whatever the filter names', async () => {
    // The agency's screen asks by month and narrows by clinic: neither widens what the server lists.
    const other = world.otherAgency.dispatcher.headers;
    expect((await list(other, `?counterpartId=${world.clinic.id}`)).items).toEqual([]);
    expect(
      (await list(other, `?counterpartId=${world.agency.id}&month=${NOVEMBER}`)).items,
    ).toEqual([]);
    expect(
      (await list(world.otherClinic.hr.headers, `?counterpartId=${world.agency.id}`)).items,
    ).toEqual([]);
    const own = await list(world.agency.dispatcher.headers, `?month=${NOVEMBER}`);
    expect(own.items.map((i) => i.issuerKind).sort()).toEqual(['agency', 'platform']);
  });

  it('pages the selection and sums all of it, by status too, with the parties for the filter', async () => {
    const first = await list(world.admin.headers, '?pageSize=1');
    const second = await list(world.admin.headers, '?pageSize=1&page=1');
    expect([first.items.length, second.items.length, first.total, second.total]).toEqual([
      1, 1, 2, 2,
    ]);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    const whole = {
      netCents: EXPECTED.agency.net + EXPECTED.commission.net,
      vatCents: EXPECTED.agency.vat + EXPECTED.commission.vat,
      grossCents: EXPECTED.agency.gross + EXPECTED.commission.gross,
    };
    // Every page carries the sums of the whole selection, not of its own rows.
    expect(first.totals).toEqual(whole);
    expect(second.totals).toEqual(whole);
    expect(first.grossByStatus).toEqual({
      issued: whole.grossCents,
      overdue: 0,
      paid: 0,
      cancelled: 0,
    });

    const platform = await list(world.admin.headers, '?issuer=platform');
    expect(platform.items.map((i) => i.number)).toEqual([commissionInvoice.number]);
    expect(platform.totals.grossCents).toBe(EXPECTED.commission.gross);
    expect(
      (await list(world.agency.dispatcher.headers, '?issuer=agency')).items.map((i) => i.number),
    ).toEqual([agencyInvoice.number]);

    // Overdue is counted on the app's clock, as each invoice's status says.
    clock.set(berlin('2026-12-16T00:00'));
    try {
      const later = await list(world.admin.headers, '?issuer=platform');
      expect(later.items[0]!.status).toBe('overdue');
      expect(later.grossByStatus).toMatchObject({ issued: 0, overdue: EXPECTED.commission.gross });
    } finally {
      clock.set(berlin(ISSUE_INSTANT));
    }

    const clinicView = await list(world.clinic.hr.headers);
    expect(clinicView.counterparties).toEqual([
      { id: world.agency.id, name: clinicView.items[0]!.issuerName },
    ]);
    const agencyView = await list(world.agency.dispatcher.headers, '?month=2026-10');
    // The filter's parties do not depend on the month shown.
    expect(agencyView.items).toEqual([]);
    expect(agencyView.counterparties).toEqual([
      { id: world.clinic.id, name: clinicView.items[0]!.recipientName },
    ]);
    expect(first.counterparties).toEqual([]);
    expect((await list(world.otherClinic.hr.headers)).counterparties).toEqual([]);

    for (const query of ['?pageSize=101', '?pageSize=0', '?page=-1', '?issuer=clinic']) {
      expect(
        (await injectAs(ctx.app, world.admin.headers, 'GET', `/api/invoices${query}`)).statusCode,
        query,
      ).toBe(400);
    }
  });

  it('refuses a bad month with a clear message and other roles with 403', async () => {
    const bad = await injectAs(ctx.app, world.admin.headers, 'GET', '/api/invoices?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({
      field: 'month',
      message: 'Please enter a month as YYYY-MM',
    });
    const german = await injectAs(
      ctx.app,
      { ...world.admin.headers, 'accept-language': 'de' },
      'GET',
      '/api/invoices?month=11-2026',
    );
    expect(german.json().error.details[0].message).toBe(
      'Bitte einen Monat im Format JJJJ-MM eingeben',
    );
    for (const actor of [world.nurse, world.clinic.ward]) {
      expect((await injectAs(ctx.app, actor.headers, 'GET', '/api/invoices')).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
  });

  it('lets the parties and administrators open an invoice, its PDF and XML; anyone else gets 404', async () => {
    const id = agencyInvoice.id;
    for (const actor of [world.agency.dispatcher, world.clinic.hr, world.admin]) {
      const one = await injectAs(ctx.app, actor.headers, 'GET', `/api/invoices/${id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json<Invoice>().lines).toHaveLength(1);
      const pdf = await injectAs(ctx.app, actor.headers, 'GET', `/api/invoices/${id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain(`${agencyInvoice.number}.pdf`);
      const xml = await injectAs(ctx.app, actor.headers, 'GET', `/api/invoices/${id}/xml`);
      expect(xml.statusCode).toBe(200);
      expect(xml.headers['content-type']).toContain('application/xml');
    }
    for (const actor of [world.otherClinic.hr, world.otherAgency.dispatcher]) {
      for (const suffix of ['', '/pdf', '/xml']) {
        expect(
          (await injectAs(ctx.app, actor.headers, 'GET', `/api/invoices/${id}${suffix}`))
            .statusCode,
        ).toBe(404);
      }
    }
    // The clinic is no party to the platform's commission invoice.
    expect(
      (
        await injectAs(
          ctx.app,
          world.clinic.hr.headers,
          'GET',
          `/api/invoices/${commissionInvoice.id}`,
        )
      ).statusCode,
    ).toBe(404);
    for (const actor of [world.nurse, world.clinic.ward]) {
      expect(
        (await injectAs(ctx.app, actor.headers, 'GET', `/api/invoices/${id}/pdf`)).statusCode,
      ).toBe(403);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/invoices/${id}/xml` })).statusCode,
    ).toBe(401);
    expect(
      (await injectAs(ctx.app, world.admin.headers, 'GET', '/api/invoices/not-a-uuid')).statusCode,
    ).toBe(400);
  });
});

describe('status on the app’s clock, payment and cancellation', () => {
  it('turns overdue the day after the due date, in Germany', async () => {
    const statusOn = async (instant: string) => {
      clock.set(berlin(instant));
      return (
        await injectAs(ctx.app, world.admin.headers, 'GET', `/api/invoices/${commissionInvoice.id}`)
      ).json<Invoice>().status;
    };
    try {
      expect(await statusOn('2026-12-15T23:59')).toBe('issued');
      expect(await statusOn('2026-12-16T00:00')).toBe('overdue');
    } finally {
      clock.set(berlin(ISSUE_INSTANT));
    }
  });

  it('lets only administrators mark paid, once', async () => {
    const url = `/api/admin/invoices/${commissionInvoice.id}/paid`;
    for (const actor of [
      world.agency.dispatcher,
      world.clinic.hr,
      world.nurse,
      world.clinic.ward,
    ]) {
      expect((await injectAs(ctx.app, actor.headers, 'POST', url)).statusCode).toBe(403);
    }
    const paid = await injectAs(ctx.app, world.admin.headers, 'POST', url);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      paidAt: berlin(ISSUE_INSTANT).toISOString(),
    });
    const again = await injectAs(ctx.app, world.admin.headers, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVOICE_NOT_OPEN');
    expect(
      (
        await injectAs(
          ctx.app,
          world.admin.headers,
          'POST',
          '/api/admin/invoices/00000000-0000-4000-8000-000000000000/paid',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('lets only administrators cancel, answering the credit note; a cancelled invoice cannot be paid', async () => {
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
    const original = await issueAgencyInvoice(issue(), {
      placementId,
      period: NOVEMBER,
      activeMinutes: 60,
      onCallMinutes: 0,
    });
    const url = `/api/admin/invoices/${original.id}/cancellation`;
    for (const actor of [
      world.agency.dispatcher,
      world.clinic.hr,
      world.nurse,
      world.clinic.ward,
      world.otherClinic.hr,
    ]) {
      expect((await injectAs(ctx.app, actor.headers, 'POST', url)).statusCode).toBe(403);
    }
    const cancelled = await injectAs(ctx.app, world.admin.headers, 'POST', url);
    expect(cancelled.statusCode).toBe(200);
    const { invoice, creditNote } = cancelled.json();
    expect(invoice).toMatchObject({
      status: 'cancelled',
      cancelledAt: berlin(ISSUE_INSTANT).toISOString(),
    });
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      correctsInvoiceId: original.id,
      grossCents: -original.grossCents,
    });
    expect((await injectAs(ctx.app, world.admin.headers, 'POST', url)).statusCode).toBe(409);
    expect(
      (
        await injectAs(
          ctx.app,
          world.admin.headers,
          'POST',
          `/api/admin/invoices/${original.id}/paid`,
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await injectAs(
          ctx.app,
          world.admin.headers,
          'POST',
          `/api/admin/invoices/${creditNote.id}/paid`,
        )
      ).statusCode,
    ).toBe(409);
    // The clinic sees the cancelled invoice and the credit note; the totals net out.
    const clinic = await list(world.clinic.hr.headers, `?counterpartId=${world.agency.id}`);
    expect(clinic.items.map((i) => i.status).sort()).toEqual(['cancelled', 'issued', 'issued']);
    expect(clinic.totals.grossCents).toBe(EXPECTED.agency.gross);
  });
});
