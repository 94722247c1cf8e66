import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client';
import { openTestDatabase } from '#server/test/database';
import { analyseIfNeverAnalysed, startPgliteMaintenance, vacuumAnalyse } from './maintenance';

describe('database maintenance (PGlite has no autovacuum, decision 053)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(() => vi.useRealTimers());

  const probeStats = async (table: string) => {
    const result = (await database.db.execute(
      sql`select reltuples, relallvisible from pg_class where relname = ${table}`,
    )) as unknown as { rows: { reltuples: number; relallvisible: number }[] };
    return result.rows[0]!;
  };

  it('VACUUM (ANALYZE) counts new rows for the planner and, on PGlite, marks them all-visible', async () => {
    // A table of its own per attempt: a retry in the same file finds the first one's.
    const table = `maintenance_probe_${randomBytes(4).toString('hex')}`;
    await database.db.execute(
      sql`create table ${sql.identifier(table)} (id int primary key, name text)`,
    );
    await database.db.execute(
      sql`insert into ${sql.identifier(table)} select g, 'n' || g from generate_series(1, 500) g`,
    );
    if (database.kind === 'pglite') expect(Number((await probeStats(table)).relallvisible)).toBe(0);
    await vacuumAnalyse(database);
    const after = await probeStats(table);
    expect(Number(after.reltuples)).toBe(500);
    // On a PostgreSQL server other sessions' snapshots may keep VACUUM from marking the pages
    // (and autovacuum does it there anyway); PGlite is alone, so it must.
    if (database.kind === 'pglite') expect(Number(after.relallvisible)).toBeGreaterThan(0);
  });

  it('runs on PGlite each night at 04:15 in Germany and logs how long it took; not at all on PostgreSQL', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T03:14:00Z') }); // 04:14 in Berlin, a Sunday night
    // Every table analysed already: at start only the look at pg_class.
    const execute = vi.fn(() => Promise.resolve({ rows: [{ never: false }] }));
    const log = { info: vi.fn(), error: vi.fn() };
    const fake = (kind: Database['kind']) => ({ kind, db: { execute } }) as unknown as Database;
    const stopServer = startPgliteMaintenance(fake('postgres'), log);
    const stop = startPgliteMaintenance(fake('pglite'), log);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(execute).toHaveBeenCalledTimes(1);
    expect(log.info).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(execute).toHaveBeenCalledTimes(2);
    expect(log.info).toHaveBeenCalledWith(
      expect.stringMatching(/^database maintenance: VACUUM \(ANALYZE\) took \d+ ms$/),
    );
    // The next night, not before.
    await vi.advanceTimersByTimeAsync(24 * 3_600_000 - 1_000);
    expect(execute).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(execute).toHaveBeenCalledTimes(3);
    stop();
    stopServer();
    await vi.advanceTimersByTimeAsync(48 * 3_600_000);
    expect(execute).toHaveBeenCalledTimes(3);
    expect(log.error).not.toHaveBeenCalled();
  });

  // PGlite only, where it runs: on a server, autovacuum may analyse the new table in between.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'analyses at start when a table was never analysed (the first demo data, a new table), once (decision 058)',
    async () => {
      const log = { info: vi.fn(), error: vi.fn() };
      // Whatever the shared test database holds, afterwards every table is analysed.
      await analyseIfNeverAnalysed(database, log);
      expect(await analyseIfNeverAnalysed(database, log)).toBe(false);
      const table = `never_analysed_${randomBytes(4).toString('hex')}`;
      await database.db.execute(sql`create table ${sql.identifier(table)} (id int primary key)`);
      await database.db.execute(
        sql`insert into ${sql.identifier(table)} select generate_series(1, 300)`,
      );
      expect(Number((await probeStats(table)).reltuples)).toBeLessThan(0);
      log.info.mockClear();
      expect(await analyseIfNeverAnalysed(database, log)).toBe(true);
      expect(Number((await probeStats(table)).reltuples)).toBe(300);
      expect(log.info).toHaveBeenCalledWith(
        expect.stringMatching(
          /^database maintenance: first VACUUM \(ANALYZE\) of new tables took \d+ ms$/,
        ),
      );
      expect(await analyseIfNeverAnalysed(database, log)).toBe(false);
    },
  );
});
