/**
 * Request lists benchmark (npm run bench:job-lists): the organisation's requests, the agency's
 * job board and the agency's applications at 1,000 and 1,000,000 requests: a list
 * at the largest size must answer within 1.5× of the same list at the smallest.
 *
 * 1. Opens a fresh migrated database: a PGlite data folder by default, a new database on the
 *    PostgreSQL server of BENCH_DATABASE_URL when set (dropped at the end).
 * 2. For each size N (BENCH_SIZES, default 1000 and 1000000), tops one organisation up to N
 *    requests advertised to agencies, one shift each, on four wards, and one vetted agency's
 *    applications on nine in ten of them, one in 1,000 selected (job-lists-data.ts, set-based),
 *    then VACUUM ANALYZE.
 * 3. Through app.inject(), BENCH_WARMUP (5) warm-up calls then BENCH_ITERATIONS (200: p99 is
 *    then the third slowest sample, not one outlier) timed calls of each: as the organisation's
 *    HR, GET /api/job (pageSize 20: first page, group=open, group=confirmation, group=external
 *    (25 requests at 1,000, a full page at both sizes), the search; pageSize 5: page 100); as a ward manager (ORG_SUB of
 *    one ward), GET /api/job (first page, page 40, group=open, group=external); as a manager of two
 *    wards (ORG_SUB of wards 1 and 2), GET /api/job (first page, page 40); as the agency's dispatcher,
 *    GET /api/agency/jobs (first page, page 100, the search) and GET /api/agency/applications (first page, page 100).
 *    EXPLAIN (ANALYZE, BUFFERS) of each list's statements at the largest N (every kept size side by side)
 *    goes to the console and JSON.
 *
 * With BENCH_PGLITE_DIRS or BENCH_DATABASES (bench/side-by-side.ts) each size has its own kept
 * database, topped up when short, and both sizes' calls are interleaved in blocks of BENCH_BLOCK.
 *
 * BENCH_LISTS=name,… measures only those lists (a before/after of one list without the others' minutes).
 * Prints p50/p99 per call and N and the ratio of the largest N to the smallest with PASS or
 * FAIL against 1.5× (bench/ratios.ts); writes bench/results/job-lists.json; exits 0 whatever
 * the figures are.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { App } from '#server/app';
import type { Database, Db } from '#server/db/client';
import { agencyMembers, departmentMembers, organisationMembers } from '#server/db/schema/index';
import { ensureReferenceData } from '#server/modules/reference/reference.service';
import { createUser, signIn } from '#server/test/factories';
import {
  buildBenchApp,
  driverOf,
  openBenchDatabase,
  p99Rank,
  round,
  runBenchmark,
  runInfo,
  stats,
  writeResults,
  type Stats,
} from './support';
import {
  SEARCH,
  findOrCreateParties,
  seedRequests,
  seededRequests,
  type Parties,
} from './job-lists-data';
import { printRatios, ratios } from './ratios';
import { BLOCK, SEED_ONLY, keptStores, openKept, sideBySide } from './side-by-side';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench/results/job-lists.json');
const SIZES = (process.env.BENCH_SIZES ?? '1000,1000000').split(',').map(Number);
/** A kept database per size (bench/side-by-side.ts), or undefined: one database, sizes in turn. */
const KEPT = keptStores();
const SIZES_RUN = KEPT ? KEPT.stores.map((s) => s.n) : SIZES;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
/** Timed seconds per call before it stops early (at 20 samples at least): bounds a slow plan's minutes. */
const BUDGET_MS = Number(process.env.BENCH_CALL_BUDGET_S ?? 60) * 1000;

type Who = 'hr' | 'ward' | 'wards' | 'agency';
interface Call {
  list: 'requests' | 'ward requests' | 'two-ward requests' | 'job board' | 'applications';
  call: string;
  who: Who;
  url: string;
}

const CALLS: Call[] = [
  { list: 'requests', call: 'first page', who: 'hr', url: '/api/job?pageSize=20' },
  { list: 'requests', call: 'page 100', who: 'hr', url: '/api/job?pageSize=5&page=100' },
  { list: 'requests', call: 'group open', who: 'hr', url: '/api/job?pageSize=20&group=open' },
  {
    list: 'requests',
    call: 'group confirmation',
    who: 'hr',
    url: '/api/job?pageSize=20&group=confirmation',
  },
  {
    list: 'requests',
    call: 'group external',
    who: 'hr',
    url: '/api/job?pageSize=20&group=external',
  },
  { list: 'requests', call: 'search', who: 'hr', url: `/api/job?pageSize=20&search=${SEARCH}` },
  // The ward manager sees one ward of four (a quarter of the rows): page 40 stays inside it at 1,000.
  { list: 'ward requests', call: 'first page', who: 'ward', url: '/api/job?pageSize=20' },
  { list: 'ward requests', call: 'page 40', who: 'ward', url: '/api/job?pageSize=5&page=40' },
  {
    list: 'ward requests',
    call: 'group open',
    who: 'ward',
    url: '/api/job?pageSize=20&group=open',
  },
  {
    list: 'ward requests',
    call: 'group external',
    who: 'ward',
    url: '/api/job?pageSize=20&group=external',
  },
  // A manager of two wards (half the rows): the scope is `department_id in (…)`, which no one
  // walk of the ward index returns in the list's order.
  { list: 'two-ward requests', call: 'first page', who: 'wards', url: '/api/job?pageSize=20' },
  { list: 'two-ward requests', call: 'page 40', who: 'wards', url: '/api/job?pageSize=5&page=40' },
  { list: 'job board', call: 'first page', who: 'agency', url: '/api/agency/jobs?pageSize=20' },
  {
    list: 'job board',
    call: 'page 100',
    who: 'agency',
    url: '/api/agency/jobs?pageSize=5&page=100',
  },
  {
    list: 'job board',
    call: 'search',
    who: 'agency',
    url: `/api/agency/jobs?pageSize=20&search=${SEARCH}`,
  },
  {
    list: 'applications',
    call: 'first page',
    who: 'agency',
    url: '/api/agency/applications?pageSize=20',
  },
  {
    list: 'applications',
    call: 'page 100',
    who: 'agency',
    url: '/api/agency/applications?pageSize=5&page=100',
  },
];

/** BENCH_LISTS (comma-separated list names, e.g. "ward requests,two-ward requests") measures only those. */
const ONLY = process.env.BENCH_LISTS?.split(',');
const MEASURED = ONLY ? CALLS.filter((call) => ONLY.includes(call.list)) : CALLS;

interface Measurement {
  n: number;
  list: string;
  call: string;
  total: number;
  items: number;
  http: Stats;
  samples: number[];
}

/** One size's database, app and signed-in callers. */
interface Target {
  n: number;
  app: App;
  db: Db;
  headers: Record<Who, Record<string, string>>;
}

async function measure(targets: Target[], block: number) {
  const out: Measurement[] = [];
  for (const call of MEASURED) {
    const request = (t: Target) => ({
      method: 'GET' as const,
      url: call.url,
      headers: t.headers[call.who],
    });
    const bodies = [];
    for (const t of targets) {
      const first = await t.app.inject(request(t));
      if (first.statusCode !== 200)
        throw new Error(`${call.url}: ${first.statusCode} ${first.body}`);
      bodies.push(first.json<{ items: unknown[]; total: number }>());
    }
    const samples = await sideBySide(
      targets,
      (t) => async () => {
        const response = await t.app.inject(request(t));
        if (response.statusCode !== 200) throw new Error(`${call.url}: ${response.statusCode}`);
      },
      { warmup: WARMUP, iterations: ITERATIONS, block, budgetMs: BUDGET_MS },
    );
    for (const [i, { n }] of targets.entries()) {
      const body = bodies[i]!;
      const m = {
        n,
        list: call.list,
        call: call.call,
        total: body.total,
        items: body.items.length,
        http: stats(samples[i]!),
        samples: samples[i]!.map((v) => round(v, 3)),
      };
      console.log(
        `  N=${n} ${call.list} ${call.call}: total ${m.total}, items ${m.items}, p50 ${m.http.p50} ms, p99 ${m.http.p99} ms (${samples[i]!.length} samples, load ${loadNow().join(' ')})`,
      );
      out.push(m);
    }
  }
  return out;
}

/** The statements of each list as the server sends them, caught by a logging pass (see below). */
async function explain(
  db: Db,
  statements: Map<string, { text: string; params: unknown[] }>,
  prefix = '',
) {
  const plans: Record<string, string[]> = {};
  for (const [call, statement] of statements) {
    const name = prefix + call;
    const result = (await driverOf(db).query(
      `explain (analyze, buffers) ${statement.text}`,
      statement.params,
    )) as { rows: Record<string, string>[] };
    plans[name] = result.rows.map((row) => Object.values(row)[0]!);
    console.log(`\n${name}:\n  ${plans[name].join('\n  ')}`);
  }
  return plans;
}

type Seeding = { n: number; seconds: number; loadAverage: number[] };
const loadNow = () => os.loadavg().map((v) => round(v));

/** Tops the organisation's requests up from `from` to `n`, timed. */
async function seedTo(db: Db, parties: Parties, from: number, n: number, seeding: Seeding[]) {
  const seedStart = performance.now();
  await seedRequests(db, parties, from, n);
  const seconds = round((performance.now() - seedStart) / 1000, 1);
  seeding.push({ n, seconds, loadAverage: loadNow() });
  console.log(
    `seeded ${n.toLocaleString('en')} requests in ${seconds} s (load ${loadNow().join(' ')})`,
  );
}

/** The parties (found or made), the four callers signed in, on a migrated database. */
async function targetOn(database: Database, n: number) {
  const { db } = database;
  await database.migrate();
  await ensureReferenceData(db);
  const parties = await findOrCreateParties(db);
  const app = await buildBenchApp(database);
  await app.ready();
  const hr = await createUser(db, { role: 'ORG_ADMIN', lastName: 'Liste' });
  await db
    .insert(organisationMembers)
    .values({ organisationId: parties.organisationId, userId: hr.id });
  const ward = await createUser(db, { role: 'ORG_SUB', lastName: 'Station' });
  await db
    .insert(departmentMembers)
    .values({ departmentId: parties.departmentIds[0]!, userId: ward.id, kind: 'user' });
  const wards = await createUser(db, { role: 'ORG_SUB', lastName: 'Stationen' });
  await db
    .insert(departmentMembers)
    .values(
      parties.departmentIds
        .slice(0, 2)
        .map((departmentId) => ({ departmentId, userId: wards.id, kind: 'user' as const })),
    );
  const dispatcher = await createUser(db, { role: 'AGENCY', lastName: 'Liste' });
  await db
    .insert(agencyMembers)
    .values({ agencyId: parties.agencyId, userId: dispatcher.id, kind: 'user' });
  const bearer = async (email: string) => ({
    authorization: `Bearer ${await signIn(app, email)}`,
    'accept-language': 'en',
  });
  const headers = {
    hr: await bearer(hr.email),
    ward: await bearer(ward.email),
    wards: await bearer(wards.email),
    agency: await bearer(dispatcher.email),
  };
  return { n, app, db, headers, parties, close: () => app.close().then(() => database.close()) };
}

/** Seeds, measures and explains: one database topped up size by size, or (KEPT) one kept database per size side by side. */
async function run() {
  const seeding: Seeding[] = [];
  const atCalls: { n: number; loadAverage: number[] }[] = [];
  const targets: Awaited<ReturnType<typeof targetOn>>[] = [];
  try {
    if (KEPT) {
      for (const { n, where } of KEPT.stores) {
        const target = await targetOn(await openKept(KEPT.kind, where), n);
        targets.push(target);
        const have = await seededRequests(target.db, target.parties);
        if (have < n) await seedTo(target.db, target.parties, have, n, seeding);
      }
      if (SEED_ONLY) return { kind: KEPT.kind, results: [], seeding, atCalls, plans: {} };
      for (const { n } of targets) atCalls.push({ n, loadAverage: loadNow() });
      console.log(
        `database: ${KEPT.kind}, a kept database per size; sizes ${SIZES_RUN.join(', ')} side by side in blocks of ${BLOCK}; ${WARMUP} warm-up + ${ITERATIONS} timed calls each (${p99Rank(ITERATIONS)})`,
      );
      const results = await measure(targets, BLOCK);
      // Every size's plans: the buffers of one statement at 1,000 and at 1,000,000 side by side.
      const plans: Record<string, string[]> = {};
      for (const t of targets)
        Object.assign(
          plans,
          await explain(t.db, await capture(t.app, t.db, t.headers), `N=${t.n} `),
        );
      return { kind: KEPT.kind, results, seeding, atCalls, plans };
    }
    const database = await openBenchDatabase('job_lists');
    const target = await targetOn(database, 0);
    targets.push(target);
    console.log(
      `database: ${database.label}; sizes ${SIZES.join(', ')}; ${WARMUP} warm-up + ${ITERATIONS} timed calls each (${p99Rank(ITERATIONS)})`,
    );
    const results: Measurement[] = [];
    let seeded = 0;
    for (const n of SIZES) {
      if (n > seeded) await seedTo(target.db, target.parties, seeded, n, seeding);
      seeded = Math.max(seeded, n);
      atCalls.push({ n, loadAverage: loadNow() });
      console.log(`N=${n} calls start at load ${loadNow().join(' ')}`);
      results.push(...(await measure([{ ...target, n }], ITERATIONS)));
    }
    return {
      kind: database.kind,
      results,
      seeding,
      atCalls,
      plans: await explain(target.db, await capture(target.app, target.db, target.headers)),
    };
  } finally {
    for (const t of targets) await t.close();
  }
}

async function main() {
  const startedAt = performance.now();
  const startLoad = os.loadavg().map((v) => round(v));
  console.log(`start at load ${startLoad.join(' ')}`);
  const { kind, results, seeding, atCalls, plans } = await run();
  if (SEED_ONLY) return;
  const ratioRows = ratios(results);
  printRatios(ratioRows, [Math.min(...SIZES_RUN), Math.max(...SIZES_RUN)]);
  const totalSeconds = round((performance.now() - startedAt) / 1000, 1);
  const loadAverage = os.loadavg().map((v) => round(v));
  console.log(`total ${totalSeconds} s, load average ${loadAverage.join(' ')}`);
  await writeResults(ROOT, RESULTS, {
    ...runInfo(kind),
    sizes: SIZES_RUN,
    keptDatabases: KEPT && Object.fromEntries(KEPT.stores.map((s) => [s.n, s.where])),
    block: KEPT ? BLOCK : undefined,
    warmup: WARMUP,
    iterations: ITERATIONS,
    seeding,
    loadAverageAtStart: startLoad,
    loadAverageAtCalls: atCalls,
    totalSeconds,
    loadAverage,
    ratios: ratioRows,
    plans,
    results,
  });
}

/**
 * Each call once more with the driver's query() wrapped: the statements it sends that read
 * requests or applications (page, count), named after the call, to explain as they are.
 */
async function capture(app: App, db: Db, headers: Record<Who, Record<string, string>>) {
  const statements = new Map<string, { text: string; params: unknown[] }>();
  const driver = driverOf(db) as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = driver.query;
  let current = '';
  let index = 0;
  driver.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
    const params = Array.isArray(second)
      ? second
      : ((first as { values?: unknown[] }).values ?? []);
    if (current && /from "(requests|applications)"/.test(text))
      statements.set(`${current} #${(index += 1)}`, { text, params });
    return original.apply(this, args);
  };
  try {
    for (const call of MEASURED) {
      current = `${call.list} ${call.call}`;
      index = 0;
      await app.inject({ method: 'GET', url: call.url, headers: headers[call.who] });
    }
  } finally {
    driver.query = original;
  }
  return statements;
}

runBenchmark(main);
