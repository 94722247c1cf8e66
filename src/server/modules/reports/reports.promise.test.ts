import { describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { madeBeforeAll, useTestContext } from '#server/test/app';
import { berlin } from '#server/test/clock-fixtures';
import { injectAs } from '#server/test/factories';
import { reportsWorld } from '#server/test/reports-fixtures';
import { organisationWith, type TestActor } from '#server/test/tenants';

// The clock stands after the data set; the figures depend only on the stored instants.
const ctx = useTestContext({ clock: fixedClock(berlin('2027-04-15T12:00')) });
const world = madeBeforeAll('reports world', () => reportsWorld(ctx.app, ctx.db));

async function promise(actor: TestActor, query: string) {
  const response = await injectAs(ctx.app, actor.headers, 'GET', `/api/reports/promise?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const timeToFill = (
  filled: number,
  medianMinutes: number | null,
  kept: boolean | null,
  fasterThanBefore: boolean | null,
) => ({
  filled,
  medianMinutes,
  beforeMinutes: 120,
  promisedMinutes: 5,
  kept,
  fasterThanBefore,
});

type Baseline = { months: string[]; filled: number; agencies: number; share: number | null } | null;
const externalShare = (
  filled: number,
  agencies: number,
  share: number | null,
  baseline: Baseline,
  kept: boolean | null,
  target: number | null = 0.15,
) => ({
  filled,
  agencies,
  share,
  baseline,
  promisedReduction: 0.7,
  target,
  kept,
});

/** Klinikum Nord's first three Berlin months: 4 fills, 2 by agencies. */
const NORD_BASELINE = {
  months: ['2026-10', '2026-11', '2026-12'],
  filled: 4,
  agencies: 2,
  share: 0.5,
};

describe('GET /api/reports/promise', () => {
  it('sets the period against 2 hours and 5 minutes and against the first three Berlin months', async () => {
    const body = await promise(world.hrNord, 'from=2027-02-01&to=2027-03-31');
    expect(body).toEqual({
      // Median of 30, 60, 60 and 120 minutes: quicker than before, not yet the promised 5 minutes.
      timeToFill: timeToFill(4, 60, false, true),
      // One of four fills by an agency: 0.25 against at most 0.5 × 0.3 = 0.15. 1 January 00:30 in
      // Berlin (an agency fill, 31 December in UTC) is not part of the baseline.
      externalShare: externalShare(4, 1, 0.25, NORD_BASELINE, false),
    });
  });

  it('counts a promise as kept when the period meets it', async () => {
    // New Year's Eve: filled within 4 minutes by the ward's own pool.
    const body = await promise(world.hrNord, 'from=2026-12-31&to=2026-12-31');
    expect(body.timeToFill).toEqual(timeToFill(1, 4, true, true));
    expect(body.externalShare).toEqual(externalShare(1, 0, 0, NORD_BASELINE, true));
  });

  it('takes the ward manager’s history from their wards only', async () => {
    const body = await promise(world.wardKardio, 'from=2027-03-29&to=2027-03-31');
    expect(body.timeToFill).toEqual(timeToFill(1, 30, false, true));
    const kardio = {
      months: ['2026-10', '2026-11', '2026-12'],
      filled: 2,
      agencies: 1,
      share: 0.5,
    };
    expect(body.externalShare).toEqual(externalShare(1, 0, 0, kardio, true));
  });

  it('starts another organisation’s history at its own first request', async () => {
    const body = await promise(world.hrSued, 'from=2027-02-01&to=2027-03-31');
    expect(body.timeToFill).toEqual(timeToFill(1, 10, false, true));
    const sued = { months: ['2027-01', '2027-02', '2027-03'], filled: 2, agencies: 1, share: 0.5 };
    expect(body.externalShare).toEqual(externalShare(1, 0, 0, sued, true));
    const admin = await promise(
      world.admin,
      `from=2027-02-01&to=2027-03-31&organisationId=${world.sued.id}`,
    );
    expect(admin).toEqual(body);
    // All organisations: the platform's history starts with Klinikum Nord's.
    const all = await promise(world.admin, 'from=2027-02-01&to=2027-03-31');
    expect(all.externalShare).toMatchObject({
      filled: 5,
      agencies: 1,
      share: 0.2,
      baseline: NORD_BASELINE,
      kept: false,
    });
  });

  it('answers null where there is nothing to measure', async () => {
    const empty = await promise(world.hrNord, 'from=2026-01-01&to=2026-01-31');
    expect(empty.timeToFill).toEqual(timeToFill(0, null, null, null));
    expect(empty.externalShare).toEqual(externalShare(0, 0, null, NORD_BASELINE, null));
    const fresh = await organisationWith(ctx.db, 'Klinikum Neu', ['Station 1']);
    const none = await promise(
      world.admin,
      `from=2027-02-01&to=2027-03-31&organisationId=${fresh.id}`,
    );
    expect(none.externalShare).toEqual(externalShare(0, 0, null, null, null, null));
  });
});
