import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { BillingRun, Invoice } from '#shared/contracts/invoices';
import { invoices, placements, shifts, timesheets } from '#server/db/schema/index';
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
  timesheetsOf,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';
import { ON_CALL_ACTIVITY } from './invoices.run.queries';
import { nextBillingRun, scheduleBillingRun } from './invoices.run';

// The billing run: approved timesheets become invoices once; nothing unapproved is billed.

const clock = fixedClock(berlin(ISSUE_INSTANT));
const ctx = useTestContext({ clock });
let world: InvoiceWorld;

beforeAll(async () => {
  world = await invoiceWorld(ctx);
});

async function run(body: Record<string, unknown> = {}, headers = world.admin.headers) {
  return injectAs(ctx.app, headers, 'POST', '/api/admin/invoices/runs', body);
}

async function okRun(body: Record<string, unknown> = {}) {
  const response = await run(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BillingRun>();
}

const ofPlacement = (result: BillingRun, placementId: string) =>
  result.issued.filter((invoice) => invoice.placementId === placementId);

async function invoice(id: string) {
  return (
    await injectAs(ctx.app, world.admin.headers, 'GET', `/api/invoices/${id}`)
  ).json<Invoice>();
}

describe('the billing run', () => {
  it('bills approved hours only, both invoices at once, and a second run issues nothing', async () => {
    // All three November shifts approved; the December one waits for the worker.
    await timesheetsOf(ctx, world.placementId, [
      'approved',
      'corrected',
      'approved',
      'awaiting_worker',
    ]);
    const first = await okRun();
    expect(first.month).toBe(NOVEMBER);
    const issued = ofPlacement(first, world.placementId);
    expect(issued.map((i) => i.issuerKind).sort()).toEqual(['agency', 'platform']);
    const agency = issued.find((i) => i.issuerKind === 'agency')!;
    expect({ net: agency.netCents, vat: agency.vatCents, gross: agency.grossCents }).toEqual(
      EXPECTED.agency,
    );
    expect(agency.periodStart).toBe('2026-11-01');
    const commission = issued.find((i) => i.issuerKind === 'platform')!;
    expect(commission.netCents).toBe(EXPECTED.commission.net);
    expect((await invoice(agency.id)).lines.map((line) => line.quantityMinutes)).toEqual([
      EXPECTED.minutes,
    ]);

    const again = await okRun();
    expect(ofPlacement(again, world.placementId)).toEqual([]);
  });

  it('leaves unapproved hours, bills breaks off, prices on-call hours and takes a late approval into the next run', async () => {
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
    const [, second] = await ctx.db
      .select()
      .from(shifts)
      .innerJoin(placements, eq(placements.requestId, shifts.requestId))
      .where(eq(placements.id, placementId))
      .orderBy(asc(shifts.startsAt));
    await ctx.db
      .update(shifts)
      .set({ activity: ON_CALL_ACTIVITY })
      .where(eq(shifts.id, second!.shifts.id));
    const [, late] = await timesheetsOf(
      ctx,
      placementId,
      ['approved', 'submitted', 'submitted'],
      25,
    );

    const november = ofPlacement(await okRun({ month: NOVEMBER }), placementId);
    const agency = november.find((i) => i.issuerKind === 'agency')!;
    // 505 minutes less a 25-minute break at 60.75 €/h: 486.00 €.
    expect(
      (await invoice(agency.id)).lines.map((l) => [
        l.quantityMinutes,
        l.unitPriceCents,
        l.netCents,
      ]),
    ).toEqual([[480, 6075, 48_600]]);

    // Approved after November was billed: the December run bills it, not a second November invoice.
    await ctx.db
      .update(timesheets)
      .set({ state: 'approved', approvedAt: clock.now() })
      .where(eq(timesheets.id, late!.id));
    expect(ofPlacement(await okRun({ month: NOVEMBER }), placementId)).toEqual([]);
    clock.set(berlin('2027-01-02T09:00'));
    try {
      const december = ofPlacement(await okRun(), placementId);
      const next = december.find((i) => i.issuerKind === 'agency')!;
      expect(next.periodStart).toBe('2026-12-01');
      const lines = (await invoice(next.id)).lines;
      // The late shift is on call (8 h less 25 min at the request's 30.50 €/h), named with its own month.
      expect(lines.map((l) => [l.quantityMinutes, l.unitPriceCents])).toEqual([[455, 3050]]);
      expect(lines[0]!.description).toContain('11/2026');
    } finally {
      clock.set(berlin(ISSUE_INSTANT));
    }
  });

  it('bills a cancelled invoice’s hours again in the next run', async () => {
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
    await timesheetsOf(ctx, placementId, ['approved']);
    const [agency] = ofPlacement(await okRun(), placementId).filter(
      (i) => i.issuerKind === 'agency',
    );
    const cancel = await injectAs(
      ctx.app,
      world.admin.headers,
      'POST',
      `/api/admin/invoices/${agency!.id}/cancellation`,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const replacement = ofPlacement(await okRun(), placementId);
    expect(replacement.map((i) => i.issuerKind)).toEqual(['agency']);
    expect(replacement[0]!.netCents).toBe(agency!.netCents);
  });

  it('issues no commission invoice for a placement made at a commission rate of 0', async () => {
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
    await ctx.db
      .update(placements)
      .set({ commissionRate: 0 })
      .where(eq(placements.id, placementId));
    await timesheetsOf(ctx, placementId, ['approved']);
    expect(ofPlacement(await okRun(), placementId).map((i) => i.issuerKind)).toEqual(['agency']);
    expect(ofPlacement(await okRun(), placementId)).toEqual([]);
  });

  it('runs twice at once without billing anything twice', async () => {
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
    await timesheetsOf(ctx, placementId, ['approved', 'approved']);
    const results = await Promise.all([okRun(), okRun()]);
    expect(
      results
        .flatMap((result) => ofPlacement(result, placementId))
        .map((i) => i.issuerKind)
        .sort(),
    ).toEqual(['agency', 'platform']);
  });

  it('refuses the current month, a bad month and every role but administrators', async () => {
    const current = await run({ month: '2026-12' });
    expect(current.statusCode).toBe(400);
    expect(current.json().error.details[0]).toMatchObject({ field: 'month' });
    const german = await injectAs(
      ctx.app,
      { ...world.admin.headers, 'accept-language': 'de' },
      'POST',
      '/api/admin/invoices/runs',
      {
        month: '2027-01',
      },
    );
    expect(german.json().error.details[0].message).toContain('vergangener Monat');
    expect((await run({ month: '2026-13' })).statusCode).toBe(400);
    for (const actor of [
      world.agency.dispatcher,
      world.clinic.hr,
      world.clinic.ward,
      world.nurse,
    ]) {
      expect((await run({}, actor.headers)).statusCode).toBe(403);
    }
  });

  it('runs by itself on the 1st at 06:00 in Germany and schedules the next month', async () => {
    expect(nextBillingRun(berlin('2026-12-01T10:00'))).toEqual(berlin('2027-01-01T06:00'));
    expect(nextBillingRun(berlin('2026-11-30T23:59'))).toEqual(berlin('2026-12-01T06:00'));
    const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
    await timesheetsOf(ctx, placementId, ['approved']);
    await scheduleBillingRun(ctx.db, berlin('2026-11-30T12:00'));
    expect(await ctx.app.taskRunner.runDue(berlin('2026-12-01T05:59'))).toBe(0);
    expect(await ctx.app.taskRunner.runDue(berlin('2026-12-01T06:00'))).toBe(1);
    const billed = await ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.placementId, placementId));
    expect(billed.map((row) => row.issuerKind).sort()).toEqual(['agency', 'platform']);
    // The next run waits for January, and then comes (after the process start's own scheduling too).
    expect(await ctx.app.taskRunner.runDue(berlin('2026-12-31T23:00'))).toBe(0);
    await scheduleBillingRun(ctx.db, berlin('2026-12-15T12:00'));
    expect(await ctx.app.taskRunner.runDue(berlin('2027-01-01T06:00'))).toBe(1);
    expect(await ctx.app.taskRunner.runDue(berlin('2027-02-01T06:00'))).toBe(1);
  });
});
