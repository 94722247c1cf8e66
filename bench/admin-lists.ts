/**
 * Admin list benchmark (npm run bench:admin-lists): how the paged, sorted and searched back-office
 * lists scale from 1,000 to 1,000,000 rows.
 *
 * 1. Opens a fresh, migrated database: an in-memory PGlite by default, a new database on the
 *    PostgreSQL server of BENCH_DATABASE_URL when set (created here, dropped at the end).
 * 2. For each size N (BENCH_SIZES, default 1000 and 1000000), tops the agencies, the USER-role
 *    users, organisations, contact requests and outbox messages up to N rows (set-based, in
 *    batches of 100,000, secondary indexes built after: bench/lists-data.ts), then runs ANALYZE. Ten rows have
 *    "zyxq" in their name (agencies) or last name (users) at any size: the "search" call, the
 *    ratio check. One row in 100 has "zorq": the "search 1 %" call, whose matches grow with
 *    the table (10 at 1,000 rows, 10,000 at 1,000,000); it shows that cost.
 * 3. Through app.inject() as a signed-in ADMIN, BENCH_WARMUP (5) warm-up calls then
 *    BENCH_ITERATIONS (200: p99 is then the third slowest sample, not one outlier) timed calls of each: first page, page 100 and both searches, for
 *    GET /api/admin/agencies (sort=name) and GET /api/admin/persons?role=USER (sort=lastName),
 *    pageSize=5; the same three of GET /api/admin/organisations and /api/admin/contact-requests,
 *    and the first page and page 100 of GET /api/admin/outbox?channel=email. For agencies and
 *    persons the query function alone (page and bounded count) and the bounded count alone too,
 *    BENCH_QUERY_ITERATIONS (50) times each.
 *
 * With BENCH_PGLITE_DIRS (`1000=/tmp/a,1000000=/tmp/b`) or BENCH_DATABASES (`1000=name,…`, on
 * the server of BENCH_DATABASE_URL) each size has its own kept database, seeded up to N on first
 * use and reused after (a million takes about 10 minutes to seed), and both sizes' calls are
 * interleaved in blocks of BENCH_BLOCK (20) samples, so that both sizes see the same load (the
 * earlier runs measured the million at load 6 against 0.7): bench/side-by-side.ts.
 *
 * BENCH_LISTS=name,… measures only those lists.
 *
 * Prints a table of p50/p99 per call and N, the ratio of the largest N to the smallest with
 * PASS or FAIL against 1.5×, writes bench/results/admin-lists.json, and exits 0
 * whatever the figures are: it measures, it does not gate.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { agencies } from '#server/db/schema/index';
import { round, runBenchmark, runInfo, p99Rank, stats, writeResults, type Stats } from './support';
import { BROAD_SEARCH, FAR_PAGE, PAGE_SIZE, SEARCH, calls, type Call } from './admin-lists-calls';
import {
  loadNow,
  openBenchDatabase,
  seedTo,
  targetOn,
  type Seeding,
  type Target,
} from './admin-lists-setup';
import { explain } from './admin-lists-plans';
import { printRatios, ratios } from './ratios';
import { BLOCK, SEED_ONLY, keptStores, openKept, sideBySide } from './side-by-side';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench/results/admin-lists.json');
const SIZES = (process.env.BENCH_SIZES ?? '1000,1000000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/** The query function and the count alone: diagnostics beside the held HTTP figures, fewer runs. */
const QUERY_ITERATIONS = Number(process.env.BENCH_QUERY_ITERATIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
/** BENCH_LISTS (comma-separated list names, e.g. "outbox,persons") measures only those. */
const ONLY = process.env.BENCH_LISTS?.split(',');
/** A kept database per size: sizes measured side by side, in blocks of BLOCK samples. */
const KEPT = keptStores();
const EXPLAIN_TERMS = {
  pageSize: PAGE_SIZE,
  farPage: FAR_PAGE,
  search: SEARCH,
  broadSearch: BROAD_SEARCH,
};

interface Measurement {
  n: number;
  list: Call['list'];
  call: Call['call'];
  url: string;
  total: number;
  items: number;
  http: Stats;
  query?: Stats;
  countOnly?: Stats;
  samples: { http: number[]; query?: number[]; countOnly?: number[] };
}

async function measure(targets: Target[], block = ITERATIONS): Promise<Measurement[]> {
  const out: Measurement[] = [];
  for (const call of calls().filter((c) => !ONLY || ONLY.includes(c.list))) {
    const bodies = [];
    for (const { app, headers } of targets) {
      const response = await app.inject({ method: 'GET', url: call.url, headers });
      if (response.statusCode !== 200)
        throw new Error(`${call.url}: ${response.statusCode} ${response.body}`);
      bodies.push(response.json<{ items: unknown[]; total: number }>());
    }
    const http = await sideBySide(
      targets,
      ({ app, headers }) =>
        async () => {
          const r = await app.inject({ method: 'GET', url: call.url, headers });
          if (r.statusCode !== 200) throw new Error(`${call.url}: ${r.statusCode}`);
        },
      { warmup: WARMUP, iterations: ITERATIONS, block },
    );
    const few = { warmup: WARMUP, iterations: QUERY_ITERATIONS, block };
    const query = call.query
      ? await sideBySide(
          targets,
          ({ db }) =>
            () =>
              call.query!(db),
          few,
        )
      : undefined;
    const countOnly = call.countOnly
      ? await sideBySide(
          targets,
          ({ db }) =>
            () =>
              call.countOnly!(db),
          few,
        )
      : undefined;
    for (const [i, { n }] of targets.entries()) {
      const m: Measurement = {
        n,
        list: call.list,
        call: call.call,
        url: call.url,
        total: bodies[i]!.total,
        items: bodies[i]!.items.length,
        http: stats(http[i]!),
        query: query && stats(query[i]!),
        countOnly: countOnly && stats(countOnly[i]!),
        samples: {
          http: http[i]!.map((v) => round(v, 3)),
          query: query?.[i]!.map((v) => round(v, 3)),
          countOnly: countOnly?.[i]!.map((v) => round(v, 3)),
        },
      };
      console.log(
        `  N=${n} ${call.list} ${call.call}: total ${m.total}, HTTP p50 ${m.http.p50} ms, query p50 ${m.query?.p50 ?? '-'} ms, count p50 ${m.countOnly?.p50 ?? '-'} ms (load ${loadNow().join(' ')})`,
      );
      out.push(m);
    }
  }
  return out;
}

function printTable(rows: Measurement[]) {
  const header = [
    'N',
    'list',
    'call',
    'total',
    'HTTP p50',
    'HTTP p99',
    'query p50',
    'query p99',
    'count p50',
  ];
  const lines = rows.map((m) => [
    m.n.toLocaleString('en'),
    m.list,
    m.call,
    m.total.toLocaleString('en'),
    m.http.p50.toFixed(2),
    m.http.p99.toFixed(2),
    m.query?.p50.toFixed(2) ?? '-',
    m.query?.p99.toFixed(2) ?? '-',
    m.countOnly?.p50.toFixed(2) ?? '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(
    `(milliseconds; HTTP p99 of ${ITERATIONS} samples: ${p99Rank(ITERATIONS)}; query and count of ${QUERY_ITERATIONS})`,
  );
}

/** KEPT: each size's database, seeded up to its size when short, measured side by side. */
async function measureKept(seeding: Seeding[], atCalls: { n: number; loadAverage: number[] }[]) {
  const targets: (Target & { close(): Promise<void> })[] = [];
  try {
    for (const { n, where } of KEPT!.stores) {
      const database = await openKept(KEPT!.kind, where);
      await database.migrate();
      const [row] = await database.db.select({ value: count() }).from(agencies);
      if ((row?.value ?? 0) < n) await seedTo(database.db, row?.value ?? 0, n, seeding);
      if (SEED_ONLY) {
        await database.close();
        continue;
      }
      targets.push(await targetOn(database, n));
    }
    if (SEED_ONLY) return { results: [], plans: {} };
    for (const { n } of targets) atCalls.push({ n, loadAverage: loadNow() });
    console.log(
      `sizes ${targets.map((t) => t.n).join(', ')} side by side in blocks of ${BLOCK}, start at load ${loadNow().join(' ')}`,
    );
    const results = await measure(targets, BLOCK);
    return { results, plans: await explain(targets[targets.length - 1]!.db, EXPLAIN_TERMS) };
  } finally {
    for (const t of targets) await t.close();
  }
}

/** One database topped up size by size, each size's calls measured after its seeding. */
async function measureOne(seeding: Seeding[], atCalls: { n: number; loadAverage: number[] }[]) {
  const database = await openBenchDatabase();
  const target = await targetOn(database, 0);
  try {
    const results: Measurement[] = [];
    let seeded = 0;
    for (const n of SIZES) {
      if (n > seeded) await seedTo(database.db, seeded, n, seeding);
      seeded = Math.max(seeded, n);
      atCalls.push({ n, loadAverage: loadNow() });
      console.log(`N=${n} calls start at load ${loadNow().join(' ')}`);
      results.push(...(await measure([{ ...target, n }])));
    }
    return {
      results,
      plans: await explain(database.db, EXPLAIN_TERMS),
      label: database.label,
      kind: database.kind,
    };
  } finally {
    await target.close();
  }
}

async function main() {
  const startedAt = performance.now();
  const startLoad = loadNow();
  const sizes = KEPT ? KEPT.stores.map((s) => s.n) : SIZES;
  console.log(`start at load ${startLoad.join(' ')}`);
  console.log(
    `sizes ${sizes.join(', ')}; ${WARMUP} warm-up + ${ITERATIONS} timed calls each (${p99Rank(ITERATIONS)})`,
  );
  const seeding: Seeding[] = [];
  const atCalls: { n: number; loadAverage: number[] }[] = [];
  const { results, plans, ...database } = KEPT
    ? {
        ...(await measureKept(seeding, atCalls)),
        label:
          KEPT.kind === 'pglite'
            ? 'PGlite (a data folder per size)'
            : 'PostgreSQL (a database per size)',
        kind: KEPT.kind,
      }
    : await measureOne(seeding, atCalls);
  if (SEED_ONLY) return;
  console.log(`database: ${database.label}`);
  printTable(results);
  const ratioRows = ratios(results);
  printRatios(ratioRows, [Math.min(...sizes), Math.max(...sizes)]);
  const totalSeconds = round((performance.now() - startedAt) / 1000, 1);
  console.log(`total ${totalSeconds} s, load average ${loadNow().join(' ')}`);

  await writeResults(ROOT, RESULTS, {
    ...runInfo(database.kind),
    sizes,
    keptDatabases: KEPT && Object.fromEntries(KEPT.stores.map((s) => [s.n, s.where])),
    block: KEPT ? BLOCK : undefined,
    warmup: WARMUP,
    iterations: ITERATIONS,
    pageSize: PAGE_SIZE,
    search: SEARCH,
    broadSearch: BROAD_SEARCH,
    queryIterations: QUERY_ITERATIONS,
    seeding,
    loadAverageAtStart: startLoad,
    loadAverageAtCalls: atCalls,
    totalSeconds,
    loadAverage: os.loadavg().map((v) => round(v)),
    plans,
    ratios: ratioRows,
    results,
  });
}

runBenchmark(main);
