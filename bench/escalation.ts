/**
 * Escalation benchmark (npm run bench:escalation): how fast does a new staff request reach its
 * department's pool? (performance: all 1,000 delivered live within 1 second.)
 *
 * 1. Opens a fresh database the way main.ts does (PGlite in a temp folder by default; a new
 *    database on the server of BENCH_DATABASE_URL or DATABASE_URL otherwise) and builds the real
 *    app listening on a free loopback port, with its LISTEN/NOTIFY hub started.
 * 2. For each pool size of BENCH_POOL_SIZES (100, 1000, 10000): an organisation with one ward,
 *    its ward manager, and that many matching pool members (qualification and skill, no shifts),
 *    inserted in multi-row INSERTs, each with a session. Every member gets a stream ticket from
 *    POST /api/notifications/stream-ticket and opens GET /api/notifications/stream over real HTTP
 *    (fetch with a streaming reader), up to BENCH_MAX_STREAMS or what the open-file limit allows
 *    (client and server socket live in this one process: two descriptors per stream).
 * 3. BENCH_RUNS (5) times: the ward manager creates a request (POST /api/job, its shift on a
 *    different day each run). (a) stored: the call's duration; the notifier writes every
 *    member's notification in the request's transaction, and the count of rows is checked right
 *    after. (b) delivered: for each open stream, when its `notification` event for this request
 *    arrived, minus when the POST was sent (one clock: same process).
 *
 * Prints a table (p50/p99 of stored, of each delivery and of the last delivery per run) with
 * PASS/FAIL for the target, writes bench/results/escalation.json (with the load average before
 * and after each pool's runs: the machine may be shared), exits 0 whatever the figures.
 */
import { execSync } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '#server/app';
import { notifications } from '#server/db/schema/index';
import { ensureReferenceData } from '#server/modules/reference/reference.service';
import { signIn } from '#server/test/factories';
import { seedPool, staffBody, ticketFor } from './escalation-data';
import {
  childProcessClient,
  OPEN_BATCH,
  READER,
  sameProcessClient,
  wallNow,
} from './escalation-streams';
import { openBenchDatabase, percentile, round, runBenchmark, writeResults } from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench/results/escalation.json');
const SIZES = (process.env.BENCH_POOL_SIZES ?? '100,1000,10000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/**
 * Targets: 1,000 members all delivered within 1 s in every run, and at scale 10,000
 * all delivered within 1 s on PostgreSQL, 2 s on PGlite, at the p50 of the runs.
 */
const targetsFor = (kind: 'pglite' | 'postgres') => [
  { size: 1000, ms: 1000, of: 'every run' as const },
  { size: 10_000, ms: kind === 'postgres' ? 1000 : 2000, of: 'p50' as const },
];
/** BENCH_CPU_PROFILE=dir: a CPU profile of this process (the server) during each pool's runs only. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const JWT_SECRET = 'bench-escalation-secret-0123456789abcdef';

function openFileLimit(): number {
  try {
    return Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()) || 1024;
  } catch {
    return 1024;
  }
}
// Two descriptors per stream (both ends in this process), and room for the database and files.
/**
 * Where the streams are read: `process` (default) a child process, `same` this one (as before
 * 26 November 2026; see bench/escalation-streams.ts).
 */
const CLIENT = process.env.BENCH_STREAM_CLIENT === 'same' ? 'same' : 'process';
// Same process: two descriptors per stream (both ends here); a child holds the client ends.
const MAX_STREAMS = Number(
  process.env.BENCH_MAX_STREAMS ??
    Math.max(0, Math.floor((openFileLimit() - 1000) / (CLIENT === 'same' ? 2 : 1))),
);

const stats = (values: number[]) =>
  values.length
    ? {
        p50: round(percentile(values, 50)),
        p99: round(percentile(values, 99)),
        max: round(Math.max(...values)),
      }
    : null;

async function main() {
  const load: Record<string, string> = { before: execSync('uptime').toString().trim() };
  const database = await openBenchDatabase('escalation', 10);
  const TARGETS = targetsFor(database.kind);
  const { db } = database;
  await database.migrate();
  await ensureReferenceData(db);
  const app = await buildApp({
    database,
    jwtSecret: JWT_SECRET,
    publicUrl: 'http://localhost',
    smtpConfigured: false,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.log(
    `escalation benchmark on ${database.label}, ${base}; streams at most ${MAX_STREAMS}, read in ${CLIENT === 'same' ? 'this' : 'a child'} process with ${READER}; ${RUNS} runs per size`,
  );

  const results = [];
  for (const size of SIZES) {
    const seedStart = performance.now();
    const pool = await seedPool(db, size);
    const seedMs = performance.now() - seedStart;
    const managerToken = await signIn(app, pool.managerEmail);

    // Arrivals by title of the run's request: userId → receive time.
    const arrivals = new Map<string, Map<string, number>>();
    const onNotification = (userId: string, title: string, at: number) => {
      const seen = arrivals.get(title) ?? new Map<string, number>();
      if (!seen.has(userId)) seen.set(userId, at);
      arrivals.set(title, seen);
    };
    const connectStart = performance.now();
    const client =
      CLIENT === 'same' ? sameProcessClient(onNotification) : childProcessClient(onNotification);
    const wanted = pool.sessions.slice(0, Math.min(size, MAX_STREAMS));
    let streamCount = 0;
    let refused = '';
    // Tickets live a minute: each batch is opened right after its tickets are issued.
    for (let start = 0; start < wanted.length && !refused; start += OPEN_BATCH) {
      const batch = wanted.slice(start, start + OPEN_BATCH);
      const tickets = await Promise.all(
        batch.map(async (session) => ({
          ticket: await ticketFor(app, session),
          userId: session.userId,
        })),
      );
      const result = await client.open(base, tickets);
      streamCount += result.opened;
      refused = result.refused;
    }
    const connectMs = performance.now() - connectStart;
    // The machine is shared: the load right before the runs says how far to trust their figures.
    const loadBefore = os.loadavg().map((value) => round(value));
    console.log(
      `  pool ${size}: seeded in ${round(seedMs / 1000, 1)} s, ${streamCount} streams open in ${round(connectMs / 1000, 1)} s${refused ? ` (stopped: ${refused})` : ''}; load ${loadBefore.join(' ')}`,
    );

    const stored: number[] = [];
    const each: number[] = [];
    const last: number[] = [];
    const runs = [];
    const profiler = CPU_PROFILE_DIR ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    for (let run = 0; run < RUNS; run += 1) {
      const title = `Bench ${size} run ${run}`;
      // CPU time of this process (server and benchmark) and of the reader child during the run.
      const readerCpuBefore = await client.cpuMs();
      const cpuBefore = process.cpuUsage();
      const sent = wallNow();
      const response = await fetch(`${base}/api/job`, {
        method: 'POST',
        headers: { authorization: `Bearer ${managerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(staffBody(pool, title, run)),
      });
      const createdMs = wallNow() - sent;
      if (response.status !== 201)
        throw new Error(`create refused: ${response.status} ${await response.text()}`);
      const { _id: requestId } = (await response.json()) as { _id: string };
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, 'offer')));
      // Every connected member's event, or give up after a generous wait.
      const waitUntil = performance.now() + 30_000 + size * 5;
      while ((arrivals.get(title)?.size ?? 0) < streamCount && performance.now() < waitUntil) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const { user, system } = process.cpuUsage(cpuBefore);
      const readerCpuAfter = await client.cpuMs();
      const times = [...(arrivals.get(title)?.values() ?? [])].map((at) => at - sent);
      stored.push(createdMs);
      each.push(...times);
      if (times.length) last.push(Math.max(...times));
      runs.push({
        createMs: round(createdMs),
        notificationsStored: Number(count),
        delivered: times.length,
        firstMs: times.length ? round(Math.min(...times)) : null,
        lastMs: times.length ? round(Math.max(...times)) : null,
        serverCpuMs: round((user + system) / 1000),
        readerCpuMs:
          readerCpuBefore === null || readerCpuAfter === null
            ? null
            : round(readerCpuAfter - readerCpuBefore),
      });
      const cpu = `CPU: server ${runs.at(-1)!.serverCpuMs} ms${runs.at(-1)!.readerCpuMs === null ? '' : `, reader ${runs.at(-1)!.readerCpuMs} ms`}`;
      console.log(
        `    run ${run + 1}: stored ${count} in ${round(createdMs)} ms, delivered ${times.length}/${streamCount}, last after ${runs.at(-1)!.lastMs} ms (${cpu})`,
      );
    }
    if (profiler && CPU_PROFILE_DIR) {
      const { profile } = await profiler.post('Profiler.stop');
      await mkdir(CPU_PROFILE_DIR, { recursive: true });
      await writeFile(
        path.join(CPU_PROFILE_DIR, `escalation-${database.kind}-${size}.cpuprofile`),
        JSON.stringify(profile),
      );
      profiler.disconnect();
    }
    await client.closeAll();
    const complete = runs.every(
      (run) => run.notificationsStored === size && run.delivered === streamCount,
    );
    const target = TARGETS.find((candidate) => candidate.size === size);
    results.push({
      members: size,
      streams: streamCount,
      streamsStoppedBy: refused || null,
      loadBefore,
      loadAfter: os.loadavg().map((value) => round(value)),
      seedSeconds: round(seedMs / 1000, 1),
      connectSeconds: round(connectMs / 1000, 1),
      storedMs: stats(stored),
      deliveredEachMs: stats(each),
      deliveredAllMs: stats(last),
      complete,
      target: target
        ? complete &&
          streamCount >= Math.min(size, MAX_STREAMS) &&
          streamCount > 0 &&
          (target.of === 'p50' ? percentile(last, 50) : Math.max(...last)) <= target.ms
          ? 'PASS'
          : 'FAIL'
        : null,
      runs,
    });
    // Let the server drop the closed streams before the next pool connects.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  load.after = execSync('uptime').toString().trim();

  console.log('');
  console.log(
    'members  streams  stored p50/p99 (ms)  each delivered p50/p99  all delivered p50/p99  target',
  );
  for (const row of results) {
    const pair = (s: { p50: number; p99: number } | null) => (s ? `${s.p50} / ${s.p99}` : '-');
    console.log(
      `${String(row.members).padEnd(9)}${String(row.streams).padEnd(9)}${pair(row.storedMs).padEnd(22)}${pair(row.deliveredEachMs).padEnd(24)}${pair(row.deliveredAllMs).padEnd(23)}${row.target ?? (row.complete ? 'complete' : 'INCOMPLETE')}`,
    );
  }
  for (const target of TARGETS)
    console.log(`target: all ${target.size} delivered within ${target.ms} ms (${target.of})`);

  await writeResults(ROOT, RESULTS, {
    date: new Date().toISOString(),
    database: database.kind,
    runs: RUNS,
    streamClient: CLIENT,
    streamReader: READER,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      openFileLimit: openFileLimit(),
    },
    load,
    targets: TARGETS,
    results,
  });
  await app.close();
  await database.close();
}

runBenchmark(main);
