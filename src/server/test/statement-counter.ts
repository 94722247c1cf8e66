import type { Logger } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * The SQL statements Drizzle sends while `run` goes on (issue #15: round trips per call). It
 * hooks the session's logger, which every prepared statement of the database and of its
 * transactions reports to, and restores it afterwards. Statements sent on the driver directly
 * (outside Drizzle) are not seen. Calls must not overlap: a test awaits one call at a time.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

export async function countStatements<T>(db: Db, run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const saved = { logger: session.logger, optionsLogger: session.options.logger };
  const statements: string[] = [];
  const counting: Logger = {
    logQuery(query, params) {
      // Transaction control is left out: node-postgres reports its begin and commit here, PGlite's
      // driver sends them itself, and a bound must mean the same on both databases.
      if (!TRANSACTION_CONTROL.test(query)) statements.push(query);
      saved.logger.logQuery(query, params);
    },
  };
  session.logger = counting;
  // A transaction opens its own session from these options.
  session.options.logger = counting;
  try {
    return { result: await run(), statements };
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.optionsLogger;
  }
}
