import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { BillingProblem, BillingRun } from '#shared/contracts/invoices';
import type { Page } from '#shared/contracts/lists';
import { invoiceCounters, invoices, placements, timesheets } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import {
  ISSUE_INSTANT,
  NOVEMBER,
  invoiceWorld,
  novemberPlacement,
  timesheetsOf,
  type InvoiceWorld,
} from '#server/test/invoices-fixtures';
import {
  MAX_INVOICE_NET_CENTS,
  MAX_MONTH_MINUTES,
  MAX_UNIT_PRICE_CENTS,
} from './invoices.problems';
import { scheduleBillingRun } from './invoices.run';

// The billing run invoices every placement it can: one that cannot be invoiced is reported with its
// reason, kept for the back office until a later run invoices it, and never stops the others.

const clock = fixedClock(berlin(ISSUE_INSTANT));
const ctx = useTestContext({ clock });
let world: InvoiceWorld;

beforeAll(async () => {
  world = await invoiceWorld(ctx);
});

async function okRun(body: Record<string, unknown> = {}) {
  const response = await injectAs(
    ctx.app,
    world.admin.headers,
    'POST',
    '/api/admin/invoices/runs',
    body,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BillingRun>();
}

async function openProblems(headers = world.admin.headers) {
  const response = await injectAs(
    ctx.app,
    headers,
    'GET',
    '/api/admin/invoices/problems?pageSize=100',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<BillingProblem>>();
}

const kindsOf = (result: BillingRun, placementId: string) =>
  result.issued
    .filter((invoice) => invoice.placementId === placementId)
    .map((invoice) => invoice.issuerKind)
    .sort();

const byReason = (problems: BillingRun['problems']) =>
  [...problems].sort((a, b) => b.reason.localeCompare(a.reason));

/** A placement with its first November shift approved; `first` books it before the others' shifts. */
async function approvedPlacement(options: { first?: boolean } = {}) {
  const placementId = await novemberPlacement(ctx, world.clinic.id, world.agency.id);
  const [timesheet] = await timesheetsOf(ctx, placementId, ['approved']);
  if (options.first)
    await ctx.db
      .update(timesheets)
      .set({ bookedStart: berlin('2026-11-01T07:00') })
      .where(eq(timesheets.id, timesheet!.id));
  return { placementId, timesheet: timesheet! };
}

/** Every number of the issuer, in order, runs from 1 without a gap and the counter stands at the last. */
async function expectGapless(issuerKey: string) {
  const numbers = (
    await ctx.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.issuerKey, issuerKey))
  )
    .map((row) => Number(row.number.slice(-5)))
    .sort((a, b) => a - b);
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  const [counter] = await ctx.db
    .select()
    .from(invoiceCounters)
    .where(eq(invoiceCounters.issuerKey, issuerKey));
  expect(counter?.lastNumber).toBe(numbers.length);
}

describe('a billing run with a placement it cannot invoice', () => {
  it('invoices the others, reports the implausible hours and rate, and resolves the problem once the hours are right', async () => {
    const before = await approvedPlacement();
    // Confirmed from 1980 to late 2026: 24.7 million minutes, whose amount overflows an integer column.
    const absurd = await approvedPlacement();
    await ctx.db
      .update(timesheets)
      .set({ actualStart: berlin('1980-01-01T00:00'), actualEnd: berlin('2026-12-21T00:00') })
      .where(eq(timesheets.id, absurd.timesheet.id));
    const pricey = await approvedPlacement();
    await ctx.db
      .update(placements)
      .set({ hourlyRate: 99_999_999.99 })
      .where(eq(placements.id, pricey.placementId));
    const after = await approvedPlacement();

    const result = await okRun({ month: NOVEMBER });
    expect(kindsOf(result, before.placementId)).toEqual(['agency', 'platform']);
    expect(kindsOf(result, after.placementId)).toEqual(['agency', 'platform']);
    expect(result.invoicedPlacements).toBe(2);
    const minutes = Math.round(
      (berlin('2026-12-21T00:00').getTime() - berlin('1980-01-01T00:00').getTime()) / 60_000,
    );
    expect(minutes).toBeGreaterThan(24_700_000);
    expect(byReason(result.problems)).toEqual([
      {
        placementId: absurd.placementId,
        reason: 'HOURS_OUT_OF_RANGE',
        details: { serviceMonth: NOVEMBER, minutes, limitMinutes: MAX_MONTH_MINUTES },
      },
      {
        placementId: pricey.placementId,
        reason: 'AMOUNT_OUT_OF_RANGE',
        details: { cents: 9_999_999_999, limitCents: MAX_UNIT_PRICE_CENTS },
      },
    ]);
    expect(kindsOf(result, absurd.placementId)).toEqual([]);
    await expectGapless(world.agency.id);

    // The back office lists both, with what it takes to find the placement.
    const listed = await openProblems();
    expect(listed.total).toBe(2);
    const problem = listed.items.find((item) => item.placementId === absurd.placementId)!;
    const [placement] = await ctx.db
      .select()
      .from(placements)
      .where(eq(placements.id, absurd.placementId));
    expect(problem).toMatchObject({
      reason: 'HOURS_OUT_OF_RANGE',
      requestId: placement!.requestId,
      requestTitle: 'Vertretung Neurologie',
      organisationName: 'Universitätsklinikum Köln',
      agencyName: 'Pflegeagentur Müller & Söhne',
      month: NOVEMBER,
      firstSeenAt: clock.now().toISOString(),
    });
    for (const actor of [world.agency.dispatcher, world.clinic.hr, world.nurse]) {
      expect(
        (await injectAs(ctx.app, actor.headers, 'GET', '/api/admin/invoices/problems')).statusCode,
      ).toBe(403);
    }

    // Running again meets the same problems (one open row each); fixed hours are invoiced and resolved.
    clock.set(berlin('2026-12-01T11:00'));
    try {
      expect(
        byReason((await okRun({ month: NOVEMBER })).problems).map((p) => p.placementId),
      ).toEqual([absurd.placementId, pricey.placementId]);
      expect(
        (await openProblems()).items.find((item) => item.placementId === absurd.placementId),
      ).toMatchObject({
        firstSeenAt: berlin(ISSUE_INSTANT).toISOString(),
        lastSeenAt: berlin('2026-12-01T11:00').toISOString(),
      });
      await ctx.db
        .update(timesheets)
        .set({ actualStart: absurd.timesheet.bookedStart, actualEnd: absurd.timesheet.bookedEnd })
        .where(eq(timesheets.id, absurd.timesheet.id));
      const fixed = await okRun({ month: NOVEMBER });
      expect(kindsOf(fixed, absurd.placementId)).toEqual(['agency', 'platform']);
      // The rate stays wrong; its hours go back to the worker instead (no longer approved): nothing is left to bill.
      await ctx.db
        .update(timesheets)
        .set({ state: 'submitted' })
        .where(eq(timesheets.id, pricey.timesheet.id));
      expect((await okRun({ month: NOVEMBER })).problems).toEqual([]);
      expect((await openProblems()).items.map((item) => item.placementId)).toEqual([]);
      await expectGapless(world.agency.id);
    } finally {
      clock.set(berlin(ISSUE_INSTANT));
    }
  });

  it('rolls back a placement the database refuses, numbers included, and reports the refusal with its code', async () => {
    const refused = await approvedPlacement({ first: true });
    const other = await approvedPlacement();
    // A refusal after the number was drawn: the line's insert fails with a numeric overflow.
    await ctx.db.execute(
      sql.raw(`create function refuse_test_lines() returns trigger language plpgsql as $$
        begin
          if new.placement_id = '${refused.placementId}' then
            raise exception 'integer out of range' using errcode = '22003';
          end if;
          return new;
        end $$`),
    );
    await ctx.db.execute(
      sql.raw(
        'create trigger refuse_test_lines before insert on invoice_lines for each row execute function refuse_test_lines()',
      ),
    );
    try {
      const result = await okRun({ month: NOVEMBER });
      expect(result.problems).toEqual([
        { placementId: refused.placementId, reason: 'ISSUE_FAILED', details: { code: '22003' } },
      ]);
      expect(kindsOf(result, other.placementId)).toEqual(['agency', 'platform']);
      await expectGapless(world.agency.id);
      await expectGapless('platform');
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_test_lines on invoice_lines'));
      await ctx.db.execute(sql.raw('drop function refuse_test_lines()'));
    }
    expect(kindsOf(await okRun({ month: NOVEMBER }), refused.placementId)).toEqual([
      'agency',
      'platform',
    ]);
    expect((await openProblems()).total).toBe(0);
  });

  it('keeps the monthly task going past a placement it cannot invoice', async () => {
    const absurd = await approvedPlacement();
    await ctx.db
      .update(timesheets)
      .set({ actualStart: berlin('1980-01-01T00:00') })
      .where(eq(timesheets.id, absurd.timesheet.id));
    const good = await approvedPlacement();
    await scheduleBillingRun(ctx.db, berlin('2026-11-30T12:00'));
    expect(await ctx.app.taskRunner.runDue(berlin('2026-12-01T06:00'))).toBe(1);
    const billed = await ctx.db
      .select()
      .from(invoices)
      .where(eq(invoices.placementId, good.placementId))
      .orderBy(asc(invoices.issuerKind));
    expect(billed.map((row) => row.issuerKind)).toEqual(['agency', 'platform']);
    expect((await openProblems()).items.map((item) => [item.placementId, item.reason])).toEqual([
      [absurd.placementId, 'HOURS_OUT_OF_RANGE'],
    ]);
  });

  it('bounds every amount inside the integer column, VAT included', () => {
    expect(MAX_MONTH_MINUTES * MAX_UNIT_PRICE_CENTS).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(Math.ceil((MAX_MONTH_MINUTES * MAX_UNIT_PRICE_CENTS) / 60)).toBeLessThanOrEqual(
      MAX_INVOICE_NET_CENTS,
    );
    expect(Math.ceil(MAX_INVOICE_NET_CENTS * 1.19)).toBeLessThan(2 ** 31 - 1);
  });
});
