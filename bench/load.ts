/**
 * Load benchmark (npm run bench:load): throughput, latency spread and memory of the real
 * server under concurrent clients.
 *
 * 1. Starts the real server (dist/server/main.js, built first, as e2e/support/server.ts does) with the demo
 *    accounts and the demo year (SEED_DEMO_HISTORY): on PGlite in a temp data folder, and on
 *    PostgreSQL when BENCH_PG_URL or DATABASE_URL names a server (a new database there, dropped
 *    at the end). BENCH_DATABASES=pglite or =postgres runs one of the two.
 * 2. Signs in as HR and as the agency's dispatcher and takes real ids (bench/load-routes.ts).
 * 3. For each route in turn, LOAD_CONNECTIONS (50) concurrent clients for LOAD_SECONDS (10) s
 *    with autocannon, after a short untimed warm-up; meanwhile the server's VmRSS is read from
 *    /proc/<pid>/status every 200 ms.
 * 4. Targets: each route serves at least half of GET /api/user/me's requests/s of the same run
 *    (/me runs first and again last, the reference is the mean of the two: its rate moved up to 2×
 *    between runs on this machine, so one reading at the start is not a steady yardstick);
 *    its p99 is at most 3 × its p50; the server's highest RSS stays under 200 MB on PostgreSQL
 *    and 700 MB on PGlite.
 *
 * LOAD_ROUTES picks routes by key (the reference always runs), LOAD_PGLITE_DATA measures a copy of
 * an already seeded PGlite folder instead of seeding one; the server's CPU per call is printed too.
 *
 * Prints a table with PASS/FAIL, writes bench/results/load.json, exits 0 whatever the figures.
 */
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServer, removeDir, startServer, type RunningServer } from '../e2e/support/server';
import { loadRoutes, type LoadRoute } from './load-routes';
import { round, runBenchmark, writeResults } from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench/results/load.json');
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 2);
const RSS_LIMIT_MB = { pglite: 700, postgres: 200 } as const;
/**
 * LOAD_ROUTES=requests-list,applicants runs only those routes (keys in bench/load-routes.ts),
 * between the reference's two runs of /api/user/me; unset, every route.
 */
const ONLY_ROUTES = process.env.LOAD_ROUTES?.split(',')
  .map((key) => key.trim())
  .filter(Boolean);
/**
 * LOAD_PGLITE_DATA: a PGlite data folder already seeded with the demo year (a copy of one that
 * `npm start` or an earlier run left); it is copied and the copy measured, without seeding.
 */
const PGLITE_DATA = process.env.LOAD_PGLITE_DATA;
const TICKS_PER_SECOND = 100;
type Kind = keyof typeof RSS_LIMIT_MB;

/** The server's resident memory in MB, from the kernel's view of the process. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return round(kb / 1024, 1);
}

/** CPU time (user + system) the process has used so far, in ms (fields 14 and 15 of /proc/<pid>/stat). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Samples the RSS until stopped; resolves with the highest value. */
function sampleRss(pid: number) {
  let highest = 0;
  const timer = setInterval(() => {
    rssMb(pid).then(
      (mb) => (highest = Math.max(highest, mb)),
      () => {},
    );
  }, 200);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

/**
 * Waits until the server has worked off what the last run left queued (calls autocannon gave up
 * on still run): one health check answered after them means the queue is empty, so one route's
 * backlog does not slow the next.
 */
async function drained(base: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
  }
  throw new Error('the server did not answer its health check after a run');
}

interface RouteResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  rssMb: number;
  /** The server's CPU time per answered call during the timed run. */
  cpuMsPerCall: number;
  throughput?: 'PASS' | 'FAIL';
  spread: 'PASS' | 'FAIL';
}

async function hammer(base: string, route: LoadRoute, pid: number): Promise<RouteResult> {
  const options = {
    url: `${base}${route.path}`,
    connections: CONNECTIONS,
    headers: { authorization: `Bearer ${route.token}` },
  };
  if (WARMUP_SECONDS > 0) await autocannon({ ...options, duration: WARMUP_SECONDS });
  await drained(base);
  const stopSampling = sampleRss(pid);
  const cpuBefore = await cpuMs(pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpuUsed = (await cpuMs(pid)) - cpuBefore;
  const rss = stopSampling();
  await drained(base);
  return {
    name: route.name,
    path: route.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id'),
    requestsPerSecond: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    rssMb: rss,
    cpuMsPerCall: round(cpuUsed / Math.max(result.requests.total, 1), 2),
    spread: result.latency.p99 <= 3 * Math.max(result.latency.p50, 1) ? 'PASS' : 'FAIL',
  };
}

/** A new database on the PostgreSQL server at `serverUrl`; drop() removes it. */
async function serverDatabase(serverUrl: string) {
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

async function runOn(kind: Kind, serverUrl: string | undefined) {
  const database = kind === 'postgres' ? await serverDatabase(serverUrl!) : undefined;
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  try {
    // The demo year is seeded by a first start; the measured process is a second one on the same
    // data, as a production server starts on its database (seeding leaves its heap larger).
    const env = {
      SEED_DEMO: 'true',
      SEED_DEMO_HISTORY: 'true',
      LOG_LEVEL: 'warn',
      ...(database && { DATABASE_URL: database.url }),
    };
    if (kind === 'pglite' && PGLITE_DATA) {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'load-data-'));
      await cp(PGLITE_DATA, dataDir, { recursive: true });
    } else {
      console.log(`\n== ${kind}: seeding the demo year …`);
      const seeding = await startServer(env, undefined, { readyWithinMs: 600_000 });
      await seeding.stop();
      dataDir = seeding.dataDir;
    }
    server = await startServer(env, dataDir, { readyWithinMs: 600_000 });
    const pid = server.process.pid!;
    const idleRssMb = await rssMb(pid);
    const all = await loadRoutes(server.url, new Date());
    const unknown = ONLY_ROUTES?.filter((key) => !all.some((route) => route.key === key)) ?? [];
    if (unknown.length > 0)
      throw new Error(
        `LOAD_ROUTES: no route ${unknown.join(', ')} (${all.map((r) => r.key).join(', ')})`,
      );
    const routes = all.filter(
      (route, index) => index === 0 || !ONLY_ROUTES || ONLY_ROUTES.includes(route.key),
    );
    const results: RouteResult[] = [];
    // /me again at the end, same duration: the reference is the mean of its first and last figure.
    const me = routes[0]!;
    for (const route of [
      ...routes,
      { ...me, name: me.name.replace('(reference)', '(reference, last)') },
    ]) {
      const result = await hammer(server.url, route, pid);
      results.push(result);
      console.log(
        `${result.name}: ${result.requestsPerSecond}/s p50 ${result.p50} ms p99 ${result.p99} ms CPU ${result.cpuMsPerCall} ms/call RSS ${result.rssMb} MB`,
      );
    }
    const reference = round(
      (results[0]!.requestsPerSecond + results.at(-1)!.requestsPerSecond) / 2,
      0,
    );
    for (const result of results.slice(1, -1))
      result.throughput = result.requestsPerSecond >= 0.5 * reference ? 'PASS' : 'FAIL';
    const peakRssMb = Math.max(...results.map((r) => r.rssMb));
    return {
      kind,
      idleRssMb,
      peakRssMb,
      rssLimitMb: RSS_LIMIT_MB[kind],
      referenceRequestsPerSecond: reference,
      memory: peakRssMb < RSS_LIMIT_MB[kind] ? 'PASS' : 'FAIL',
      routes: results,
    };
  } finally {
    await server?.stop();
    if (dataDir) await removeDir(dataDir);
    await database?.drop();
  }
}

function printTable(run: Awaited<ReturnType<typeof runOn>>) {
  console.log(`\n${run.kind}: ${CONNECTIONS} connections, ${SECONDS} s per route`);
  console.table(
    run.routes.map((r) => ({
      route: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'max ms': r.max,
      'non-2xx': r.non2xx,
      'errors/timeouts': r.errors,
      'CPU ms/call': r.cpuMsPerCall,
      '≥ ½ me': r.throughput ?? '(reference)',
      'p99 ≤ 3×p50': r.spread,
    })),
  );
  console.log(
    `Reference: GET /api/user/me ${run.referenceRequestsPerSecond}/s, the mean of its first and last run`,
  );
  console.log(
    `RSS idle ${run.idleRssMb} MB, highest under load ${run.peakRssMb} MB (< ${run.rssLimitMb} MB): ${run.memory}`,
  );
}

runBenchmark(async () => {
  const serverUrl = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL;
  const wanted = process.env.BENCH_DATABASES?.split(',') ?? ['pglite', 'postgres'];
  const kinds = (['pglite', 'postgres'] as const).filter(
    (kind) => wanted.includes(kind) && (kind === 'pglite' || serverUrl),
  );
  // What `npm start` runs, built from the current sources.
  await buildServer();
  const loadBefore = os.loadavg();
  const runs = [];
  for (const kind of kinds) runs.push(await runOn(kind, serverUrl));
  const loadAfter = os.loadavg();
  for (const run of runs) printTable(run);
  const load = `load average ${loadBefore.map((v) => v.toFixed(2)).join(' ')} before, ${loadAfter.map((v) => v.toFixed(2)).join(' ')} after`;
  console.log(`\n${load}; ${os.cpus().length} CPUs`);
  if (!serverUrl)
    console.log('PostgreSQL skipped: set BENCH_PG_URL (or DATABASE_URL) to a server URL.');
  await writeResults(ROOT, RESULTS, {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    seconds: SECONDS,
    loadAverage: { before: loadBefore, after: loadAfter },
    runs,
  });
});
