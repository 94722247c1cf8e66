/** Shared by the benchmarks: a fresh database the way main.ts opens one, and percentiles. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../src/server/db/client';

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Mirrors main.ts: a PGlite data folder (here a temp one) or, with BENCH_DATABASE_URL or
 * DATABASE_URL, a new database on that PostgreSQL server, dropped on close.
 */
export async function openBenchDatabase(prefix: string, poolSize = 5): Promise<Database & { label: string }> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${prefix}-`));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      ...database,
      label: `PGlite (data folder in ${os.tmpdir()})`,
      async close() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_${prefix.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  return {
    ...database,
    label: `PostgreSQL (${url.host}, database ${name})`,
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

/** The driver under Drizzle (PGlite or a pg Pool): both answer query(text, params). */
export function driverOf(db: Db) {
  return (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> } })
    .$client;
}

/** Multi-row INSERTs of `size` rows at a time. */
export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 2_000) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}
