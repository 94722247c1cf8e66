import type { Logger } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * The SQL statements Drizzle sends while `run` goes on (round trips per call). A
 * prepared statement keeps the session's logger of the moment it was prepared, and statements
 * built once per shape are prepared once per database; so the session gets one
 * relay logger for good (watchStatements, when the test app opens its database), and a count
 * only switches the relay's listener. Statements sent on the driver directly (outside Drizzle)
 * are not seen. Calls must not overlap: a test awaits one call at a time.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

type Session = { logger: Logger; options: { logger?: Logger } };
interface Relay extends Logger {
  listener?: (query: string) => void;
}
const relays = new WeakMap<Db, Relay>();

/** Puts the relay on `db`'s session (and the sessions of its transactions). Idempotent. */
export function watchStatements(db: Db): Relay {
  const known = relays.get(db);
  if (known) return known;
  const session = (db as unknown as { session: Session }).session;
  const inner = session.logger;
  const relay: Relay = {
    logQuery(query, params) {
      relay.listener?.(query);
      inner.logQuery(query, params);
    },
  };
  session.logger = relay;
  // A transaction opens its own session from these options.
  session.options.logger = relay;
  relays.set(db, relay);
  return relay;
}

export async function countStatements<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const relay = watchStatements(db);
  const statements: string[] = [];
  // Transaction control is left out: node-postgres reports its begin and commit here, PGlite's
  // driver sends them itself, and a bound must mean the same on both databases.
  relay.listener = (query) => {
    if (!TRANSACTION_CONTROL.test(query)) statements.push(query);
  };
  try {
    return { result: await run(), statements };
  } finally {
    relay.listener = undefined;
  }
}
