import { sql } from 'drizzle-orm';
import { nextGermanWallTime } from '#server/lib/clock';
import type { Database } from './client';

/**
 * PGlite runs no autovacuum: it is one standalone backend, so nothing ever marks new rows
 * all-visible or refreshes the planner's statistics (decision 053). Without a VACUUM the far
 * pages' index-only walks read the table again for every row written since, and dead rows of
 * updates stay. PostgreSQL's own autovacuum does this job there; on PGlite the server runs
 * `VACUUM (ANALYZE)` itself, each night at 04:15 in Germany, when wards are quietest: after the
 * retention run of 03:30, so that the rows it deleted are reclaimed the same night.
 */

const RUN_AT = { hour: 4, minute: 15 };

/** The next 04:15 on a German wall clock after `now` (after both clock changes of the night). */
export function nextMaintenance(now: Date): Date {
  return nextGermanWallTime(now, RUN_AT);
}

/** Vacuums and analyses every table of the database (statements wait their turn, decision 050). */
export async function vacuumAnalyse(database: Pick<Database, 'db'>): Promise<void> {
  await database.db.execute(sql`VACUUM (ANALYZE)`);
}

interface Log {
  info(message: string): void;
  error(details: object, message: string): void;
}

/** PGlite only: the nightly VACUUM (ANALYZE); answers a stop function (nothing to stop on PostgreSQL). */
export function startPgliteMaintenance(database: Pick<Database, 'db' | 'kind'>, log: Log) {
  if (database.kind !== 'pglite') return () => {};
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    timer = setTimeout(() => void run(), Math.max(0, nextMaintenance(new Date()).getTime() - Date.now()));
    timer.unref();
  };
  const run = async () => {
    const started = Date.now();
    try {
      await vacuumAnalyse(database);
      log.info(`database maintenance: VACUUM (ANALYZE) took ${Date.now() - started} ms`);
    } catch (error) {
      log.error({ err: error }, 'database maintenance: VACUUM (ANALYZE) failed');
    }
    plan();
  };
  plan();
  return () => clearTimeout(timer);
}
