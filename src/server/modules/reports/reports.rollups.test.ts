import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '#server/db/schema/index';
import type { Actor } from '#server/test/agency-fixtures';
import { DAY } from '#server/test/engine-fixtures';
import { ladderTestbed } from '#server/test/ladder-fixtures';
import {
  fillFigures,
  poolFigures,
  wholeMonths,
  type FigureSource,
  type ReportFilter,
} from './reports.queries';

/**
 * The rollups against the raw computation after a seeded random walk through the
 * ladder's real routes: posting, answers, selections by the ward and by HR's other pools,
 * deadlines, cancellations, deletions. The tables must equal their source views row for row, and
 * the reports read from either must agree.
 */
const { world, call, poolMember, post, offersOf, requestRow } = ladderTestbed();

/** A small deterministic generator (mulberry32): the same walk on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rowsOf = async (query: string) =>
  ((await world.ctx.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;

async function applicationOf(requestId: string, userId: string) {
  const [row] = await world.ctx.db
    .select()
    .from(applications)
    .where(and(eq(applications.requestId, requestId), eq(applications.userId, userId)));
  return row;
}

describe('report rollups', () => {
  let kardioPool: Actor[];
  let intensivPool: Actor[];
  beforeAll(async () => {
    kardioPool = [];
    for (let i = 0; i < 5; i += 1)
      kardioPool.push(await poolMember(world.kardio.id, { firstName: `K${i}` }));
    intensivPool = [
      await poolMember(world.intensiv.id, { firstName: 'I0' }),
      await poolMember(world.intensiv.id, { firstName: 'I1' }),
    ];
  });

  async function answerAll(requestId: string, members: Actor[], random: () => number) {
    for (const offer of await offersOf(requestId)) {
      const member = members.find((candidate) => candidate.user.id === offer.userId);
      const roll = random();
      if (!member || offer.answer || roll < 0.3) continue;
      const answer = roll < 0.7 ? 'accepted' : 'declined';
      const response = await call(member, 'POST', `/api/offers/${offer.id}/answer`, { answer });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  async function selectSomeone(requestId: string, members: Actor[]) {
    for (const member of members) {
      const application = await applicationOf(requestId, member.user.id);
      if (application?.state !== 'applied') continue;
      const selected = await call(
        world.ward,
        'POST',
        `/api/job/${requestId}/applicants/${application.id}/select`,
        { overrideReason: 'Sunday cover agreed' },
      );
      expect(selected.statusCode, selected.body).toBe(200);
      return true;
    }
    return false;
  }

  /** One request's way through the ladder, chosen by the generator. */
  async function walk(random: () => number) {
    const created = await post(random() < 0.5 ? world.ward : world.hr);
    await answerAll(created._id, kardioPool, random);
    const next = random();
    if (next < 0.35 && (await selectSomeone(created._id, kardioPool))) return;
    if (next < 0.45) {
      expect(
        (await call(world.ward, 'DELETE', '/api/job', { ids: [created._id] })).statusCode,
      ).toBe(200);
      return;
    }
    if (next < 0.55) return; // left running in the department pool
    const deadline = (await requestRow(created._id)).deadlineAt!;
    await world.ctx.app.taskRunner.runDue(new Date(deadline.getTime() + 1000));
    if (random() < 0.3) {
      const cancelled = await call(world.hr, 'POST', `/api/job/${created._id}/hr-decision`, {
        decision: 'cancel',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      return;
    }
    const approved = await call(world.hr, 'POST', `/api/job/${created._id}/hr-decision`, {
      decision: 'approve_external',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await answerAll(created._id, intensivPool, random);
    if (random() < 0.7) await selectSomeone(created._id, intensivPool);
  }

  it('equal the raw computation after a random sequence of real calls', async () => {
    const random = seeded(26);
    for (let i = 0; i < 12; i += 1) await walk(random);

    const facts = 'select * from %s order by request_id';
    const days = 'select * from %s order by department_id, user_id, day';
    const stored = await rowsOf(facts.replace('%s', 'report_request_facts'));
    // The walk reached every outcome a pool ladder can end in (the seed is chosen for it).
    const outcomes = new Set(stored.map((row) => (row as { outcome: string }).outcome));
    expect([...outcomes].sort()).toEqual(['cancelled', 'other_pools', 'own_pool', 'unfilled']);
    expect(stored).toEqual(await rowsOf(facts.replace('%s', 'report_request_facts_source')));
    const pool = await rowsOf(days.replace('%s', 'report_pool_days'));
    expect(pool.length).toBeGreaterThan(0);
    expect(pool).toEqual(await rowsOf(days.replace('%s', 'report_pool_days_source')));
    const months = 'select * from %s order by department_id, user_id, month';
    expect(await rowsOf(months.replace('%s', 'report_pool_months'))).toEqual(
      await rowsOf(months.replace('%s', 'report_pool_months_source')),
    );

    // The migration's backfill (also bench:reports' fill) gives the same rows as the triggers.
    await world.ctx.db.execute(sql`select report_rollups_rebuild()`);
    expect(await rowsOf(facts.replace('%s', 'report_request_facts'))).toEqual(stored);
    expect(await rowsOf(days.replace('%s', 'report_pool_days'))).toEqual(pool);

    // The reports over the days around now (the walk's instants), from both sources.
    const day = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 10);
    const now = new Date();
    const filters: ReportFilter[] = [
      { from: day(-DAY), to: day(DAY), scope: null, byOrganisation: true, now },
      {
        from: day(-DAY),
        to: day(DAY),
        scope: { organisationIds: [], departmentIds: [world.kardio.id] },
        now,
      },
      // This month whole (from the monthly rollup), partial months at both ends (from the days).
      {
        from: day(-45 * DAY),
        to: day(45 * DAY),
        scope: { organisationIds: [world.org.id], departmentIds: [] },
        now,
      },
    ];
    const both = async <T>(figures: (source: FigureSource) => Promise<T>) => [
      await figures('rollup'),
      await figures('raw'),
    ];
    for (const filter of filters) {
      const [fillRollup, fillRaw] = await both((source) =>
        fillFigures(world.ctx.db, filter, source),
      );
      expect(fillRollup).toEqual(fillRaw);
      const [poolRollup, poolRaw] = await both((source) =>
        poolFigures(world.ctx.db, filter, source),
      );
      expect(poolRollup).toEqual(poolRaw);
    }
  });
});

describe('wholeMonths', () => {
  it('finds the whole months of a period, or none', () => {
    expect(wholeMonths('2025-01-01', '2025-12-31')).toEqual({
      start: '2025-01-01',
      end: '2026-01-01',
    });
    expect(wholeMonths('2025-06-01', '2025-06-30')).toEqual({
      start: '2025-06-01',
      end: '2025-07-01',
    });
    expect(wholeMonths('2025-01-15', '2025-03-10')).toEqual({
      start: '2025-02-01',
      end: '2025-03-01',
    });
    expect(wholeMonths('2024-02-29', '2024-04-30')).toEqual({
      start: '2024-03-01',
      end: '2024-05-01',
    });
    expect(wholeMonths('2025-06-02', '2025-06-30')).toBeNull();
    expect(wholeMonths('2025-06-01', '2025-06-29')).toBeNull();
    expect(wholeMonths('2025-01-31', '2025-02-01')).toBeNull();
  });
});
