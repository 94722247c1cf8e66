/**
 * Shared by the benchmarks: a fresh database the way main.ts opens one, timing, percentiles,
 * the app they call and the results file.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '#server/app';
import { openDatabase, type Database, type Db } from '#server/db/client';

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** Which sample p99 is (nearest rank), for the console: with 50 samples it is the slowest one. */
export function p99Rank(iterations: number): string {
  const above = iterations - Math.ceil(0.99 * iterations);
  return above
    ? `p99 has ${above} slower sample${above > 1 ? 's' : ''} above it`
    : 'p99 is the slowest sample';
}

export interface Stats {
  p50: number;
  p99: number;
}
export const stats = (samples: number[]): Stats => ({
  p50: round(percentile(samples, 50)),
  p99: round(percentile(samples, 99)),
});

/** The fewest timed runs of a call that ran out of its budget. */
const MIN_SAMPLES = 20;

/**
 * `warmup` untimed runs, then the durations in ms of `iterations` timed runs, or fewer (never
 * under MIN_SAMPLES) once they add up to `budgetMs`: a call of seconds would otherwise hold the
 * shared bench lock for many minutes. The caller reports how many it got.
 */
export async function timed(
  run: () => Promise<unknown>,
  {
    warmup,
    iterations,
    budgetMs = Infinity,
  }: { warmup: number; iterations: number; budgetMs?: number },
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await run();
  const samples: number[] = [];
  let spent = 0;
  for (let i = 0; i < iterations && (spent < budgetMs || i < MIN_SAMPLES); i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
    spent += samples[i]!;
  }
  return samples;
}

/**
 * Mirrors main.ts: a PGlite data folder (here a temp one) or, with BENCH_DATABASE_URL or
 * DATABASE_URL, a new database on that PostgreSQL server, dropped on close.
 */
export async function openBenchDatabase(
  prefix: string,
  poolSize = 5,
): Promise<Database & { label: string }> {
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
  return createServerDatabase(serverUrl, prefix, poolSize);
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, dropped on close. */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
  poolSize = 5,
): Promise<Database & { label: string }> {
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
  return (
    db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
    }
  ).$client;
}

/** Multi-row INSERTs of `size` rows at a time. */
export async function insertChunked<T>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 2_000,
) {
  for (let start = 0; start < rows.length; start += size)
    await insert(rows.slice(start, start + size));
}

/** The app as main.ts builds it, without mail or web files: the benchmarks call it by inject(). */
export function buildBenchApp(database: Database) {
  return buildApp({
    database,
    jwtSecret: 'x'.repeat(40),
    publicUrl: 'http://localhost:3000',
    smtpConfigured: false,
    webRoot: '/nonexistent-web-root',
  });
}

/** Writes a benchmark's results as JSON and says where, relative to the repository. */
export async function writeResults(root: string, file: string, results: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nresults written to ${path.relative(root, file)}`);
}

/** Runs a benchmark: exit 0 once it has finished whatever the figures, 1 after an error. */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** When, where and on which database a benchmark ran: the head of every results file. */
export const runInfo = (database: string) => ({
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
  database,
});
