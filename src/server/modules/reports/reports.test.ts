import { describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { madeBeforeAll, useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import { reportsWorld } from '#server/test/reports-fixtures';
import type { TestActor } from '#server/test/tenants';

// The clock stands after the data set; the figures depend only on the stored instants.
const ctx = useTestContext({ clock: fixedClock(berlin('2027-04-15T12:00')) });
const world = madeBeforeAll('reports world', () => reportsWorld(ctx.app, ctx.db));

const PERIOD = 'from=2027-02-01&to=2027-03-31';

async function report(actor: TestActor, name: string, query = PERIOD) {
  const response = await injectAs(ctx.app, actor.headers, 'GET', `/api/reports/${name}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const duration = (count: number, medianMinutes: number | null, p90Minutes: number | null) => ({
  count,
  medianMinutes,
  p90Minutes,
});

describe('GET /api/reports/fill', () => {
  it('counts the organisation’s requests by Berlin month of posting, with exact durations', async () => {
    const body = await report(world.hrNord, 'fill');
    expect(body.months).toEqual([
      {
        month: '2027-02',
        posted: 1,
        ownPool: 1,
        otherPools: 0,
        agencies: 0,
        unfilled: 0,
        open: 0,
        cancelled: 0,
        fillRate: 1,
        timeToFill: duration(1, 60, 60),
        timeToFirstAnswer: duration(1, 20, 20),
      },
      {
        // 1 March 00:30 in Berlin is still February in UTC: it counts in March. The request of
        // 1 April 00:30 (31 March in UTC) is outside the period.
        month: '2027-03',
        posted: 5,
        ownPool: 1,
        otherPools: 1,
        agencies: 1,
        unfilled: 1,
        open: 0,
        cancelled: 1,
        fillRate: 0.75,
        // 30, 60 (across the clock change: 01:30 CET to 03:30 CEST) and 120 minutes.
        timeToFill: duration(3, 60, 108),
        // 5, 10, 30, 45: the 90th percentile 40.5 rounds up.
        timeToFirstAnswer: duration(4, 20, 41),
      },
    ]);
    expect(body.total).toEqual({
      posted: 6,
      ownPool: 2,
      otherPools: 1,
      agencies: 1,
      unfilled: 1,
      open: 0,
      cancelled: 1,
      fillRate: 0.8,
      timeToFill: duration(4, 60, 102),
      timeToFirstAnswer: duration(5, 20, 39),
    });
  });

  it('shows a ward manager only the wards they manage', async () => {
    const body = await report(world.wardKardio, 'fill');
    expect(body.total).toEqual({
      posted: 4,
      ownPool: 2,
      otherPools: 1,
      agencies: 1,
      unfilled: 0,
      open: 0,
      cancelled: 0,
      fillRate: 1,
      timeToFill: duration(4, 60, 102),
      timeToFirstAnswer: duration(3, 20, 28),
    });
  });

  it('narrows to wards and, for administrators, to one organisation', async () => {
    const intensiv = await report(
      world.hrNord,
      'fill',
      `${PERIOD}&departmentIds=${world.nord.intensiv}`,
    );
    expect(intensiv.total).toMatchObject({ posted: 2, cancelled: 1, unfilled: 1, fillRate: 0 });
    const sued = await report(world.admin, 'fill', `${PERIOD}&organisationId=${world.sued.id}`);
    expect(sued.months.map((month: { month: string }) => month.month)).toEqual(['2027-03']);
    expect(sued.total).toEqual({
      posted: 1,
      ownPool: 1,
      otherPools: 0,
      agencies: 0,
      unfilled: 0,
      open: 0,
      cancelled: 0,
      fillRate: 1,
      timeToFill: duration(1, 10, 10),
      timeToFirstAnswer: duration(1, 3, 3),
    });
    const everything = await report(world.admin, 'fill');
    expect(everything.total).toMatchObject({ posted: 7, ownPool: 3 });
  });

  it('answers an empty period with zeros and no durations', async () => {
    const body = await report(world.hrNord, 'fill', 'from=2026-01-01&to=2026-01-31');
    expect(body).toEqual({
      total: {
        posted: 0,
        ownPool: 0,
        otherPools: 0,
        agencies: 0,
        unfilled: 0,
        open: 0,
        cancelled: 0,
        fillRate: null,
        timeToFill: duration(0, null, null),
        timeToFirstAnswer: duration(0, null, null),
      },
      months: [],
    });
  });
});

describe('GET /api/reports/pool', () => {
  it('counts the offers of the period per ward and per pool member', async () => {
    const body = await report(world.hrNord, 'pool');
    expect(body.wards).toEqual([
      {
        departmentId: world.nord.intensiv,
        departmentName: 'Intensivstation',
        asked: 2,
        accepted: 0,
        declined: 2,
        noAnswer: 0,
      },
      {
        departmentId: world.nord.kardio,
        departmentName: 'Kardiologie',
        asked: 6,
        accepted: 4,
        declined: 0,
        noAnswer: 2,
      },
    ]);
    const member = (
      departmentId: string,
      name: string,
      asked: number,
      accepted: number,
      taken: number,
    ) => expect.objectContaining({ departmentId, name, asked, accepted, taken });
    expect(body.members).toHaveLength(5);
    expect(body.members).toEqual(
      expect.arrayContaining([
        member(world.nord.kardio, 'Anna Albers', 3, 2, 2),
        member(world.nord.kardio, 'Berta Brandt', 1, 1, 1),
        member(world.nord.kardio, 'Clara Conrad', 2, 1, 0),
        member(world.nord.intensiv, 'Anna Albers', 1, 0, 0),
        member(world.nord.intensiv, 'Berta Brandt', 1, 0, 0),
      ]),
    );
    const ward = await report(world.wardKardio, 'pool');
    expect(ward.wards.map((row: { departmentId: string }) => row.departmentId)).toEqual([
      world.nord.kardio,
    ]);
    expect(ward.members).toHaveLength(3);
  });
});

describe('GET /api/reports/external', () => {
  it('sums approved agency hours and cost per line in cents, by month worked and by agency', async () => {
    const body = await report(world.hrNord, 'external');
    // 7.5 h × 45.55 € = 34,162.5 ct → 34,163; 8.25 h × 49.99 € = 41,241.75 ct → 41,242. Internally at
    // 38.50 €: 7.5 h → 28,875 ct; 8.25 h → 31,762.5 ct → 31,763.
    expect(body).toEqual({
      total: { placements: 2, hours: 15.75, costCents: 75_405, internalCostCents: 60_638 },
      months: [
        {
          month: '2027-02',
          placements: 1,
          hours: 8.25,
          costCents: 41_242,
          internalCostCents: 31_763,
        },
        {
          month: '2027-03',
          placements: 1,
          hours: 7.5,
          costCents: 34_163,
          internalCostCents: 28_875,
        },
      ],
      agencies: [
        {
          agencyId: world.agencies[0]!.id,
          agencyName: 'Agentur Gamma',
          placements: 1,
          hours: 7.5,
          costCents: 34_163,
          internalCostCents: 28_875,
        },
        {
          agencyId: world.agencies[1]!.id,
          agencyName: 'Agentur Hansa',
          placements: 1,
          hours: 8.25,
          costCents: 41_242,
          internalCostCents: 31_763,
        },
      ],
    });
  });

  it('shows the commission to administrators only', async () => {
    const body = await report(world.admin, 'external', `${PERIOD}&organisationId=${world.nord.id}`);
    expect(body.total).toEqual({
      placements: 2,
      hours: 15.75,
      costCents: 75_405,
      internalCostCents: 60_638,
      commissionCents: 7_540,
    });
    expect(body.agencies.map((row: { commissionCents: number }) => row.commissionCents)).toEqual([
      3_416, 4_124,
    ]);
  });
});

describe('internal cost and the breakdown per organisation', () => {
  it('gives an organisation without an internal hourly cost null, not zero', async () => {
    const body = await report(world.hrSued, 'external');
    // 6 h × 52.50 € = 31,500 ct; Klinikum Süd entered no internal cost.
    expect(body.total).toEqual({
      placements: 1,
      hours: 6,
      costCents: 31_500,
      internalCostCents: null,
    });
    expect(body.organisations).toBeUndefined();
  });

  it('sums each organisation at its own rate for administrators and leaves out those without one', async () => {
    const body = await report(world.admin, 'external');
    const nord = {
      placements: 2,
      hours: 15.75,
      costCents: 75_405,
      internalCostCents: 60_638,
      commissionCents: 7_540,
    };
    const sued = {
      placements: 1,
      hours: 6,
      costCents: 31_500,
      internalCostCents: null,
      commissionCents: 3_150,
    };
    expect(body.total).toEqual({
      placements: 3,
      hours: 21.75,
      costCents: 106_905,
      internalCostCents: 60_638,
      commissionCents: 10_690,
    });
    expect(body.months).toEqual([
      {
        month: '2027-02',
        placements: 1,
        hours: 8.25,
        costCents: 41_242,
        internalCostCents: 31_763,
        commissionCents: 4_124,
      },
      {
        month: '2027-03',
        placements: 2,
        hours: 13.5,
        costCents: 65_663,
        internalCostCents: 28_875,
        commissionCents: 6_566,
      },
    ]);
    expect(
      body.agencies.map((row: { internalCostCents: number }) => row.internalCostCents),
    ).toEqual([28_875, 31_763]);
    expect(body.organisations).toEqual([
      { organisationId: world.nord.id, organisationName: 'Klinikum Nord', ...nord },
      { organisationId: world.sued.id, organisationName: 'Klinikum Süd', ...sued },
    ]);
  });

  it('breaks the fill report down by organisation for administrators only', async () => {
    const body = await report(world.admin, 'fill');
    expect(body.organisations).toEqual([
      {
        organisationId: world.nord.id,
        organisationName: 'Klinikum Nord',
        posted: 6,
        ownPool: 2,
        otherPools: 1,
        agencies: 1,
        unfilled: 1,
        open: 0,
        cancelled: 1,
        fillRate: 0.8,
        timeToFill: duration(4, 60, 102),
        timeToFirstAnswer: duration(5, 20, 39),
      },
      {
        organisationId: world.sued.id,
        organisationName: 'Klinikum Süd',
        posted: 1,
        ownPool: 1,
        otherPools: 0,
        agencies: 0,
        unfilled: 0,
        open: 0,
        cancelled: 0,
        fillRate: 1,
        timeToFill: duration(1, 10, 10),
        timeToFirstAnswer: duration(1, 3, 3),
      },
    ]);
    expect(body.total).toMatchObject({ posted: 7, ownPool: 3 });
    const one = await report(world.admin, 'fill', `${PERIOD}&organisationId=${world.sued.id}`);
    expect(one.organisations).toEqual([
      expect.objectContaining({ organisationId: world.sued.id, posted: 1 }),
    ]);
    expect((await report(world.hrNord, 'fill')).organisations).toBeUndefined();
    expect((await report(world.wardKardio, 'external')).organisations).toBeUndefined();
  });
});
