import { describe, expect, it } from 'vitest';
import type { FillReport } from '#shared/contracts/reports';
import type { RequestState } from '#shared/request-states';
import { requests } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { madeBeforeAll, useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import { joinOrganisation, organisationWith, signedIn } from '#server/test/tenants';

/**
 * A request nobody has taken yet whose shift is still to come is open, not unfilled (decision
 * 071): it counts neither for nor against the fill rate, and becomes unfilled once its shift
 * has begun on the app's clock.
 */
const clock = fixedClock(berlin('2026-11-20T12:00'));
const ctx = useTestContext({ clock });

const world = madeBeforeAll('a clinic with three requests', async () => {
  const clinic = await organisationWith(ctx.db, 'Klinikum Offen', ['Innere']);
  const hr = await joinOrganisation(
    ctx.db,
    clinic.id,
    await signedIn(ctx.app, ctx.db, 'ORG_ADMIN'),
  );
  const rows: [RequestState, string][] = [
    ['internal_fill', '2026-11-12T06:00'],
    // Its shift began yesterday without anyone booked: unfilled.
    ['external_adv', '2026-11-19T06:00'],
    // Its shift is the day after tomorrow: open.
    ['internal_adv', '2026-11-22T06:00'],
  ];
  for (const [state, shift] of rows) {
    const firstShiftStart = berlin(shift);
    await ctx.db.insert(requests).values({
      organisationId: clinic.id,
      departmentId: clinic.departments[0]!.id,
      kind: 'staff',
      state,
      title: `Dienst ${shift}`,
      createdAt: berlin('2026-11-10T08:00'),
      firstShiftStart,
      lastShiftEnd: new Date(firstShiftStart.getTime() + 8 * 3_600_000),
      filledAt: state === 'internal_fill' ? berlin('2026-11-10T09:00') : null,
    });
  }
  return { hr };
});

async function fillTotal() {
  const response = await injectAs(
    ctx.app,
    world.hr.headers,
    'GET',
    '/api/reports/fill?from=2026-11-01&to=2026-11-30',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FillReport>().total;
}

describe('open requests in the fill report', () => {
  it('counts a request whose shift is still to come as open, outside the fill rate', async () => {
    expect(await fillTotal()).toMatchObject({
      posted: 3,
      ownPool: 1,
      unfilled: 1,
      open: 1,
      cancelled: 0,
      fillRate: 0.5,
    });
  });

  it('counts it as unfilled once its shift has begun', async () => {
    clock.set(berlin('2026-11-22T06:30'));
    try {
      expect(await fillTotal()).toMatchObject({ unfilled: 2, open: 0, fillRate: 0.3333 });
    } finally {
      clock.set(berlin('2026-11-20T12:00'));
    }
  });
});
