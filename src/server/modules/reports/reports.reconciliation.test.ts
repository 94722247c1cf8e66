import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Dashboard } from '#shared/contracts/dashboard';
import type { InvoiceList } from '#shared/contracts/invoices';
import type { ExternalReport } from '#shared/contracts/reports';
import { invoiceLines, invoices, placements, shifts } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
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
import type { Actor } from '#server/test/agency-fixtures';

/**
 * Reports against the invoices for a closed month: the external report of
 * November equals November's agency invoices (worked hours less breaks, on-call hours at their
 * rate, each line rounded) and the commission invoices; the dashboard's earnings equal the billing
 * page's net commission. The placements' planned hours (32 h each) differ from the worked ones,
 * so a report of planned hours cannot pass.
 */
const clock = fixedClock(berlin(ISSUE_INSTANT));
const ctx = useTestContext({ clock });
let world: InvoiceWorld;
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };

async function get<T>(actor: Actor, url: string): Promise<T> {
  const response = await injectAs(ctx.app, actor.headers, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** November's invoices of one issuer kind as issued: net and billed minutes. */
async function invoiced(issuerKind: 'agency' | 'platform') {
  const [row] = await ctx.db
    .select({
      net: sql<string>`coalesce(sum(${invoiceLines.netCents}), 0)`,
      minutes: sql<string>`coalesce(sum(${invoiceLines.quantityMinutes}), 0)`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.issuerKind, issuerKind), eq(invoices.periodStart, NOVEMBER.from)));
  return { netCents: Number(row!.net), minutes: Number(row!.minutes) };
}

beforeAll(async () => {
  world = await invoiceWorld(ctx);
  // Three November shifts worked with a 30-minute break each; December's still waits.
  await timesheetsOf(
    ctx,
    world.placementId,
    ['approved', 'corrected', 'approved', 'awaiting_worker'],
    30,
  );
  // A second placement: one active and one on-call shift, 25-minute breaks.
  const second = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
  const [, onCall] = await ctx.db
    .select({ id: shifts.id })
    .from(shifts)
    .innerJoin(placements, eq(placements.requestId, shifts.requestId))
    .where(eq(placements.id, second))
    .orderBy(asc(shifts.startsAt));
  await ctx.db
    .update(shifts)
    .set({ activity: 'Bereitschaftsdienst' })
    .where(eq(shifts.id, onCall!.id));
  await timesheetsOf(ctx, second, ['approved', 'approved'], 25);
  const run = await injectAs(ctx.app, world.admin.headers, 'POST', '/api/admin/invoices/runs', {});
  expect(run.statusCode, run.body).toBe(200);
});

describe('the external report of a closed month', () => {
  it('equals the agency invoices and the commission invoices of that month', async () => {
    const agency = await invoiced('agency');
    const commission = await invoiced('platform');
    expect(agency.netCents).toBeGreaterThan(0);

    const report = await get<ExternalReport>(
      world.admin,
      `/api/reports/external?from=${NOVEMBER.from}&to=${NOVEMBER.to}`,
    );
    for (const figures of [report.total, report.months[0]!, report.agencies[0]!]) {
      expect(figures).toMatchObject({
        placements: 2,
        costCents: agency.netCents,
        commissionCents: commission.netCents,
      });
      expect(Math.round(figures.hours * 60)).toBe(agency.minutes);
    }
    expect(report.months.map((month) => month.month)).toEqual(['2026-11']);
  });

  it('equals, for the clinic’s HR, the net total of the invoices its billing list shows', async () => {
    const report = await get<ExternalReport>(
      world.clinic.hr,
      `/api/reports/external?from=${NOVEMBER.from}&to=${NOVEMBER.to}`,
    );
    const list = await get<InvoiceList>(world.clinic.hr, '/api/invoices?month=2026-11');
    expect(list.total).toBe(2);
    expect(report.total.costCents).toBe(list.totals.netCents);
    expect(report.total.commissionCents).toBeUndefined();
  });
});

describe('the dashboard’s earnings', () => {
  it('equal the billing page’s net commission, also after a credit note', async () => {
    const check = async () => {
      const dashboard = await get<Dashboard>(world.admin, '/api/admin/dashboard');
      const billing = await get<InvoiceList>(world.admin, '/api/invoices?issuer=platform');
      expect(Math.round(dashboard.totalEarnings * 100)).toBe(billing.totals.netCents);
      // Everything was issued on 1 December: this month's and the year's figures are the same.
      expect(dashboard.commission.yearToDate.issuedCents).toBe(billing.totals.netCents);
      expect(dashboard.commission.thisMonth.issuedCents).toBe(billing.totals.netCents);
      return billing.totals.netCents;
    };
    const before = await check();
    expect(before).toBe((await invoiced('platform')).netCents);

    const [first] = await get<InvoiceList>(world.admin, '/api/invoices?issuer=platform').then(
      (list) => list.items,
    );
    const cancelled = await injectAs(
      ctx.app,
      world.admin.headers,
      'POST',
      `/api/admin/invoices/${first!.id}/cancellation`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await check()).toBe(before - first!.netCents);
  });
});
