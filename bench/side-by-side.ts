/**
 * Both sizes side by side: one kept database per size, on
 * PGlite or on PostgreSQL, and the calls of all sizes interleaved in blocks, so that the
 * machine's load (shared by several engineers) hits every size alike. Measuring one size after
 * the other put minutes, and load 8 against 0.7, between the two figures of a ratio.
 *
 *   BENCH_PGLITE_DIRS=1000=/tmp/a,1000000=/tmp/b   a PGlite data folder per size
 *   BENCH_DATABASES=1000=bench_a,1000000=bench_b   a database per size on the server of
 *                                                  BENCH_DATABASE_URL (created when absent)
 *
 * Either keeps its data between runs: the benchmark seeds a size when it is short, so the
 * million is seeded once. BENCH_BLOCK (20) samples of one size, then of the next, in turn.
 * BENCH_SEED_ONLY=1 seeds and stops (seeding is long: run it outside the bench lock).
 */
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client';
import { timed } from './support';

export const BLOCK = Number(process.env.BENCH_BLOCK ?? 20);
export const SEED_ONLY = process.env.BENCH_SEED_ONLY === '1';

const parse = (value: string) =>
  value.split(',').map((entry) => {
    const [n, where] = entry.split('=');
    return { n: Number(n), where: where! };
  });

/** The kept database of each size from the environment, smallest first, or undefined (one database, sizes in turn). */
export function keptStores():
  { kind: 'pglite' | 'postgres'; stores: { n: number; where: string }[] } | undefined {
  const dirs = process.env.BENCH_PGLITE_DIRS;
  const names = process.env.BENCH_DATABASES;
  if (dirs) return { kind: 'pglite', stores: parse(dirs).sort((a, b) => a.n - b.n) };
  if (!names) return undefined;
  if (!process.env.BENCH_DATABASE_URL)
    throw new Error('BENCH_DATABASES needs BENCH_DATABASE_URL (the server)');
  return { kind: 'postgres', stores: parse(names).sort((a, b) => a.n - b.n) };
}

/** Opens (creating when absent) one size's kept database; closing it keeps the data. */
export async function openKept(
  kind: 'pglite' | 'postgres',
  where: string,
): Promise<Database & { label: string }> {
  if (kind === 'pglite')
    return {
      ...(await openDatabase({ kind: 'pglite', dataDir: where })),
      label: `PGlite (data folder ${where})`,
    };
  const serverUrl = process.env.BENCH_DATABASE_URL!;
  if (!/^[a-z_][a-z0-9_]*$/.test(where))
    throw new Error(`BENCH_DATABASES: ${where} is not a lower-case identifier`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [where]);
    if (!rowCount) await admin.query(`create database ${where}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${where}`;
  return {
    ...(await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 })),
    label: `PostgreSQL (${url.host}, database ${where})`,
  };
}

/**
 * Samples of `run` per target: `warmup` runs on each, then blocks of `block` timed samples of
 * each target in turn. With one target it is plain `timed`. `budgetMs` bounds one target's
 * timed total (a slow plan's minutes): once a target has spent it, and has 20 samples, all stop.
 */
export async function sideBySide<T>(
  targets: T[],
  run: (target: T) => () => Promise<unknown>,
  {
    warmup,
    iterations,
    block,
    budgetMs = Infinity,
  }: { warmup: number; iterations: number; block: number; budgetMs?: number },
): Promise<number[][]> {
  const samples = targets.map(() => [] as number[]);
  for (const target of targets) for (let i = 0; i < warmup; i += 1) await run(target)();
  const spent = () => Math.max(...samples.map((s) => s.reduce((a, b) => a + b, 0)));
  for (let done = 0; done < iterations && (spent() < budgetMs || done < 20); done += block)
    for (const [i, target] of targets.entries())
      samples[i]!.push(
        ...(await timed(run(target), {
          warmup: 0,
          iterations: Math.min(block, iterations - done),
        })),
      );
  return samples;
}
