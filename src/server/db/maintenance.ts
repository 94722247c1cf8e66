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

/**
 * VACUUM (ANALYZE) now when a table of the schema was never analysed (PostgreSQL 14 and later
 * keep reltuples at -1 until then): after the first start's demo data or a migration's new
 * table the planner would otherwise take every such table for empty until the night, and plan
 * a list's join the slow way round (decision 058: a ward's members 1.6 ms against 0.2 ms).
 * Answers whether it ran.
 */
export async function analyseIfNeverAnalysed(
  database: Pick<Database, 'db'>,
  log: Log,
): Promise<boolean> {
  const result = (await database.db.execute(
    sql`select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.reltuples < 0) as "never"`,
  )) as unknown as { rows: { never: boolean }[] };
  if (!result.rows[0]?.never) return false;
  const started = Date.now();
  await vacuumAnalyse(database);
  log.info(
    `database maintenance: first VACUUM (ANALYZE) of new tables took ${Date.now() - started} ms`,
  );
  return true;
}

/**
 * PGlite only: VACUUM (ANALYZE) at once if a table was never analysed, then each night; answers
 * a stop function (nothing to stop on PostgreSQL).
 */
export function startPgliteMaintenance(database: Pick<Database, 'db' | 'kind'>, log: Log) {
  if (database.kind !== 'pglite') return () => {};
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    timer = setTimeout(
      () => void run(),
      Math.max(0, nextMaintenance(new Date()).getTime() - Date.now()),
    );
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
  // In the background: calls are served meanwhile, its statements take turns (decision 050).
  analyseIfNeverAnalysed(database, log).catch((error: unknown) =>
    log.error({ err: error }, 'database maintenance: first VACUUM (ANALYZE) failed'),
  );
  return () => clearTimeout(timer);
}
