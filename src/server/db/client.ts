import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema/index';
import { listenPostgres, type Listener, type ListenHandler } from './listen';
import { withDeadline } from './availability';
import { oneQueryAtATime } from './one-at-a-time';
import { prepareRepeatedStatements } from './prepared';
import { takeTurns } from './turns';
import { nameRepeatedStatements } from './named';
import { projectRoot } from '#server/lib/project-root';

export type Schema = typeof schema;
/** The one type every query function takes: the database or a transaction inside it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** PGlite's planner cost of a page read out of order (PostgreSQL's default is 4), decision 058. */
export const PGLITE_RANDOM_PAGE_COST = 1.1;

/** Extensions the migrations use; every PGlite instance must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.join(projectRoot(import.meta.url), 'drizzle');

/** PGlite in this process: one session, its clock this process's, no JIT. */
export const isInProcess = (db: Db) => (db as { $client?: unknown }).$client instanceof PGlite;

/** Any number will do as long as every process agrees on it. */
const MIGRATION_LOCK_KEY = 7_311_022;

/** Pools whose sessions start with `jit=off` (decision 055). */
const poolsWithoutJit = new WeakSet<object>();

/**
 * A statement on `db` runs without JIT without asking for it: PGlite has none, and this module's
 * PostgreSQL pool starts each session with `jit=off`. False for a transaction object: its
 * caller sets what it needs.
 */
export const withoutJit = (db: Db) => {
  const client = (db as { $client?: unknown }).$client;
  return (
    isInProcess(db) ||
    (typeof client === 'object' && client !== null && poolsWithoutJit.has(client))
  );
};

/**
 * PostgreSQL's JIT pays off for statements that run for seconds; this app's run for
 * milliseconds, and a report's estimated cost can pass the threshold and compile for longer than
 * it runs (decision 026). Off for the session from its start: a startup parameter, no round trip.
 * Any `options` of the URL come first (pg would let the URL's replace ours).
 */
function connectionWithoutJit(url: string): { connectionString: string; options: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { connectionString: url, options: '-c jit=off' };
  }
  const fromUrl = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  return {
    connectionString: parsed.toString(),
    options: [fromUrl, '-c jit=off'].filter(Boolean).join(' '),
  };
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections (metrics); PGlite has one in-process connection and none. */
  poolStats?(): PoolStats;
  /**
   * LISTEN on a channel: every process gets what any process NOTIFYs (after its commit).
   * onReconnect: the connection was lost and is back; messages in between are lost.
   */
  listen(
    channel: string,
    onMessage: ListenHandler,
    options?: { onReconnect?: () => void; onError?: (error: unknown) => void },
  ): Promise<Listener>;
}

/**
 * How long a request may wait for the database server (issue #22): for a connection (also a free
 * one from a full pool), for one statement (the server cancels it; the client gives up a second
 * later when the server itself does not answer), and for a transaction left idle. Without them a
 * stalled server holds every request. Off when absent: migrations, tests and benchmarks run long
 * statements on purpose.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection: the pool is too small or the server too slow. */
  waiting: number;
}

/** The health check's answer never waits longer than this for the database. */
export const PING_DEADLINE_MS = 1_000;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      timeouts?: DatabaseTimeouts;
      /** Repeated statements as named prepared statements (default on; off behind a transaction-mode pooler). */
      preparedStatements?: boolean;
    }
  | ({ kind: 'pglite'; dataDir: string } & PgliteOptions)
  | ({ kind: 'pglite'; instance: PGlite } & PgliteOptions);

interface PgliteOptions {
  /** Repeated statements as named statements, parsed once (default on; decision 051). */
  preparedStatements?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres')
    return openPostgres(
      options.url,
      options.poolSize ?? 10,
      options.timeouts,
      options.preparedStatements ?? true,
    );
  let instance: PGlite;
  if ('instance' in options) {
    instance = options.instance;
  } else {
    await mkdir(options.dataDir, { recursive: true });
    instance = await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS });
  }
  // Its pages are read from the OS's cache of a local file: a random read costs about what a
  // sequential one does, so the planner walks an index where PostgreSQL's default (4, for
  // spinning disks) made it scan a small table whole, tuple by slow tuple (decision 058).
  await instance.exec(`set random_page_cost = ${PGLITE_RANDOM_PAGE_COST}`);
  // Named first, so each statement's turn (decision 050) comes before it.
  if (options.preparedStatements ?? true) nameRepeatedStatements(instance);
  takeTurns(instance);
  const db = drizzlePglite({ client: instance, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => pingDb(db),
    close: () => instance.close(),
    // One process per data folder: PGlite's own LISTEN is in-process and never disconnects.
    async listen(channel, onMessage) {
      const unlisten = await instance.listen(channel, onMessage);
      return { close: () => unlisten() };
    },
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  timeouts: DatabaseTimeouts | undefined,
  preparedStatements: boolean,
): Promise<Database> {
  const pool = new pg.Pool({
    ...connectionWithoutJit(url),
    max: poolSize,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + 1_000,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    }),
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    if (preparedStatements) prepareRepeatedStatements(client);
    oneQueryAtATime(client);
  });
  poolsWithoutJit.add(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several processes may start at once: an advisory lock on one connection serialises them.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end();
      }
    },
    ping: () => pingDb(db),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onMessage, options) =>
      listenPostgres(
        url,
        channel,
        onMessage,
        options?.onReconnect ?? (() => {}),
        options?.onError ?? (() => {}),
      ),
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await withDeadline(db.execute(sql`select 1`), PING_DEADLINE_MS);
    return true;
  } catch {
    return false;
  }
}
