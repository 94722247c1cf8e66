import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BillingRun, Invoice } from '#shared/contracts/invoices';
import { TVOED_SURCHARGES, type FederalState } from '#shared/surcharges';
import { organisations } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import {
  invoiceWorld,
  placementWithShifts,
  timesheetsOf,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';

// The billing run bills the organisation's surcharges as lines of their own: the base hours, then
// each band at its percentage of the 60.75 €/h rate, every line rounded to the cent on its own.

const clock = fixedClock(berlin('2027-01-04T10:00'));
const ctx = useTestContext({ clock });
let world: InvoiceWorld;

beforeAll(async () => {
  world = await invoiceWorld(ctx);
});

async function setPay(organisationId: string, federalState: FederalState) {
  await ctx.db
    .update(organisations)
    .set({ federalState, surchargeRules: TVOED_SURCHARGES })
    .where(eq(organisations.id, organisationId));
}

/** Bills one approved 20:00–08:00 night at the organisation in `month`, run at `runAt`. */
async function billNight(organisationId: string, from: string, to: string, month: string) {
  const placementId = await placementWithShifts(ctx, organisationId, world.agency.id, [[from, to]]);
  await timesheetsOf(ctx, placementId, ['approved']);
  const response = await injectAs(
    ctx.app,
    world.admin.headers,
    'POST',
    '/api/admin/invoices/runs',
    {
      month,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  const run = response.json<BillingRun>();
  const issued = run.issued.find(
    (invoice) => invoice.placementId === placementId && invoice.issuerKind === 'agency',
  )!;
  const invoice = (
    await injectAs(ctx.app, world.admin.headers, 'GET', `/api/invoices/${issued.id}`)
  ).json<Invoice>();
  // The PDF draws the same lines (it is rendered from the stored invoice).
  const pdf = await injectAs(ctx.app, world.admin.headers, 'GET', `/api/invoices/${issued.id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  return {
    lines: invoice.lines.map((line) => [
      line.description.split(':')[0],
      line.quantityMinutes,
      line.unitPriceCents,
      line.netCents,
    ]),
    totals: [invoice.netCents, invoice.vatCents, invoice.grossCents],
  };
}

describe('surcharges on the agency invoice (TVöD default)', () => {
  it('a night over 24/25 December in Berlin: 24th from 6 h 35 %, Christmas Day 135 %, night 20 %', async () => {
    await setPay(world.otherClinic.id, 'BE');
    const bill = await billNight(
      world.otherClinic.id,
      '2026-12-24T20:00',
      '2026-12-25T08:00',
      '2026-12',
    );
    expect(bill.lines).toEqual([
      ['Aktiver Dienst', 720, 6075, 72_900],
      ['Zuschlag Nachtarbeit 20 %', 540, 1215, 10_935],
      // 135 % of 60.75 € is 82.0125 €: the price is rounded to 82.01 €, the line on its own.
      ['Zuschlag Feiertagsarbeit 135 %', 480, 8201, 65_608],
      ['Zuschlag 24./31. Dezember 35 %', 240, 2126, 8504],
    ]);
    expect(bill.totals).toEqual([157_947, 30_010, 187_957]);
  });

  it('a Sunday night into a Monday holiday differs by state: Allerheiligen in NRW, Reformationstag in Saxony', async () => {
    clock.set(berlin('2027-11-03T10:00'));
    // Sunday 31 October 2027, 20:00, to Monday 1 November, 08:00.
    await setPay(world.clinic.id, 'NW');
    const nrw = await billNight(world.clinic.id, '2027-10-31T20:00', '2027-11-01T08:00', '2027-10');
    expect(nrw.lines).toEqual([
      ['Aktiver Dienst', 720, 6075, 72_900],
      ['Zuschlag Nachtarbeit 20 %', 540, 1215, 10_935],
      ['Zuschlag Sonntagsarbeit 25 %', 240, 1519, 6076],
      ['Zuschlag Feiertagsarbeit 135 %', 480, 8201, 65_608],
    ]);
    expect(nrw.totals).toEqual([155_519, 29_549, 185_068]);

    await setPay(world.otherClinic.id, 'SN');
    const saxony = await billNight(
      world.otherClinic.id,
      '2027-10-31T20:00',
      '2027-11-01T08:00',
      '2027-10',
    );
    expect(saxony.lines).toEqual([
      ['Aktiver Dienst', 720, 6075, 72_900],
      ['Zuschlag Nachtarbeit 20 %', 540, 1215, 10_935],
      ['Zuschlag Feiertagsarbeit 135 %', 240, 8201, 32_804],
    ]);
    expect(saxony.totals).toEqual([116_639, 22_161, 138_800]);
  });

  it('bills no surcharges for an organisation that set none', async () => {
    clock.set(berlin('2027-02-02T10:00'));
    await ctx.db
      .update(organisations)
      .set({ federalState: 'BE', surchargeRules: null })
      .where(eq(organisations.id, world.clinic.id));
    // Sunday 3 January 2027, 20:00 to 08:00.
    const bill = await billNight(
      world.clinic.id,
      '2027-01-03T20:00',
      '2027-01-04T08:00',
      '2027-01',
    );
    expect(bill.lines).toEqual([['Aktiver Dienst', 720, 6075, 72_900]]);
  });
});
