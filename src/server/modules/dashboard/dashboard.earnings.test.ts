import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/contracts/dashboard';
import { fixedClock } from '#server/lib/clock';
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
import {
  bookedHours,
  cancelInvoice,
  issueAgencyInvoice,
  issueCommissionInvoice,
} from '#server/modules/invoices/invoices.issue';
import { earningsPeriods } from './dashboard.service';

const TODAY = '2026-12-10T12:00';
const clock = fixedClock(berlin(TODAY));
const ctx = useTestContext({ clock });
let world: InvoiceWorld;

/** An hour at the fixtures' €60.75 and 12.5 % commission: €7.59375, €7.59 on the line. */
const HOUR_COMMISSION = 759;

/** A commission invoice for a new placement's hours of `period`, issued at a Berlin instant. */
async function commission(period: string, minutes: number, issuedAt: string) {
  const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
  return issueCommissionInvoice(
    { db: ctx.db, now: berlin(issuedAt) },
    { placementId, period, activeMinutes: minutes, onCallMinutes: 0 },
  );
}

async function payAt(id: string, instant: string) {
  clock.set(berlin(instant));
  try {
    expect(
      (await injectAs(ctx.app, world.admin.headers, 'POST', `/api/admin/invoices/${id}/paid`))
        .statusCode,
    ).toBe(200);
  } finally {
    clock.set(berlin(TODAY));
  }
}

const earnings = async () => {
  const response = await injectAs(ctx.app, world.admin.headers, 'GET', '/api/admin/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>().commission;
};

beforeAll(async () => {
  world = await invoiceWorld(ctx);
});

describe('the dashboard’s commission earnings', () => {
  it('are zero without commission invoices; the agency’s own invoices never count', async () => {
    const hours = await bookedHours(ctx.db, world.placementId, NOVEMBER);
    await issueAgencyInvoice({ db: ctx.db, now: berlin(ISSUE_INSTANT) }, hours);
    const zero = { issuedCents: 0, paidCents: 0 };
    expect(await earnings()).toEqual({ thisMonth: zero, lastMonth: zero, yearToDate: zero });
  });

  it('sum net commission issued and paid per Berlin period, credit notes netting out where issued', async () => {
    const hours = await bookedHours(ctx.db, world.placementId, NOVEMBER);
    // This month: November's commission, issued on 1 December, paid on the 5th.
    const november = await issueCommissionInvoice(
      { db: ctx.db, now: berlin(ISSUE_INSTANT) },
      hours,
    );
    await payAt(november.id, '2026-12-05T09:00');
    // Last month: issued 2 November, paid at 23:30 on 30 November in Germany (22:30 UTC, still November).
    const october = await commission('2026-10', 60, '2026-11-02T09:00');
    await payAt(october.id, '2026-11-30T23:30');
    // The year to date: issued in March, paid 15 minutes into December in Germany (30 November in UTC).
    const february = await commission('2026-02', 120, '2026-03-02T09:00');
    await payAt(february.id, '2026-12-01T00:15');
    // Issued half an hour into the year in Germany (still 2025 in UTC), cancelled on 3 December.
    const december = await commission('2025-12', 60, '2026-01-01T00:30');
    await cancelInvoice({ db: ctx.db, now: berlin('2026-12-03T10:00') }, december.id);
    // Issued last year, paid in January: paid this year, not issued this year.
    const lastYear = await commission('2025-11', 60, '2025-12-01T10:00');
    await payAt(lastYear.id, '2026-01-05T10:00');

    expect(await earnings()).toEqual({
      thisMonth: {
        issuedCents: EXPECTED.commission.net - HOUR_COMMISSION,
        paidCents: EXPECTED.commission.net + 2 * HOUR_COMMISSION + 1,
      },
      lastMonth: { issuedCents: HOUR_COMMISSION, paidCents: HOUR_COMMISSION },
      yearToDate: {
        issuedCents:
          EXPECTED.commission.net +
          HOUR_COMMISSION +
          (2 * HOUR_COMMISSION + 1) +
          HOUR_COMMISSION -
          HOUR_COMMISSION,
        paidCents:
          EXPECTED.commission.net + HOUR_COMMISSION + (2 * HOUR_COMMISSION + 1) + HOUR_COMMISSION,
      },
    });
    // The same figures as plain numbers, so a slip in the fixtures cannot hide one here.
    expect(await earnings()).toEqual({
      thisMonth: { issuedCents: 17_782, paidCents: 20_060 },
      lastMonth: { issuedCents: 759, paidCents: 759 },
      yearToDate: { issuedCents: 20_819, paidCents: 21_578 },
    });
  });

  it('turn the month at midnight in Germany', () => {
    expect(earningsPeriods(berlin('2026-11-30T23:59'))).toMatchObject({
      thisMonth: { from: '2026-11-01', until: '2026-12-01' },
    });
    expect(earningsPeriods(berlin('2026-12-01T00:00'))).toMatchObject({
      thisMonth: { from: '2026-12-01', until: '2027-01-01' },
      lastMonth: { from: '2026-11-01', until: '2026-12-01' },
    });
    expect(earningsPeriods(berlin('2027-01-01T00:00'))).toEqual({
      thisMonth: { from: '2027-01-01', until: '2027-02-01' },
      lastMonth: { from: '2026-12-01', until: '2027-01-01' },
      yearToDate: { from: '2027-01-01', until: '2027-02-01' },
    });
  });

  it('are for administrators only', async () => {
    for (const actor of [
      world.agency.dispatcher,
      world.clinic.hr,
      world.clinic.ward,
      world.nurse,
    ]) {
      expect(
        (await injectAs(ctx.app, actor.headers, 'GET', '/api/admin/dashboard')).statusCode,
      ).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(
      401,
    );
  });
});
