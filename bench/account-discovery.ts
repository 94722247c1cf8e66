/**
 * Account discovery benchmark (npm run bench:account-discovery): do the public auth routes take
 * the same time for an address that has an account and for one that has none?
 *
 * 1. Opens a fresh, migrated database (a PGlite data folder by default, a new database on the
 *    PostgreSQL server of BENCH_DATABASE_URL when set) and builds the app as main.ts does.
 * 2. Creates confirmed accounts, one per pair of calls, and as many addresses without one; each
 *    address passes every route once, so no per-address budget is reached.
 * 3. For each route, BENCH_WARMUP (5) then BENCH_ITERATIONS (60) pairs of calls through
 *    app.inject(), known and unknown address alternating (so drift hits both alike), each from a
 *    client address of its own. Work an answer leaves for afterwards (the mails of resend and
 *    forgot-password) is awaited between calls, untimed, so it never overlaps the next call.
 * 4. Prints p50 and p99 per route for known and unknown addresses and the difference of the
 *    medians, and writes bench/results/account-discovery.json. It measures; it does not gate.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { App } from '#server/app';
import { createUser, TEST_PASSWORD } from '#server/test/factories';
import { buildBenchApp, openBenchDatabase, round, runBenchmark, stats, writeResults } from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench/results/account-discovery.json');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);

let calls = 0;
/** A new client address per call: the per-client budgets are not what is measured. */
const nextClient = () => {
  calls += 1;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
};

type Route = { name: string; call: (app: App, email: string) => Promise<number> };

const routes: Route[] = [
  {
    name: 'POST /api/auth/registration',
    call: async (app, email) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/registration',
          remoteAddress: nextClient(),
          payload: {
            email,
            firstName: 'Greta',
            lastName: 'Gruber',
            institution: 'Klinikum Süd',
            position: 'Pflege',
            password: 'Sicheres-Passwort-1',
            acceptTC: true,
          },
        })
      ).statusCode,
  },
  {
    name: 'GET /api/auth/forgot-password/{email}',
    call: async (app, email) =>
      (await app.inject({ method: 'GET', url: `/api/auth/forgot-password/${email}`, remoteAddress: nextClient() }))
        .statusCode,
  },
  {
    name: 'GET /api/auth/resend-verification/{email}',
    call: async (app, email) =>
      (await app.inject({ method: 'GET', url: `/api/auth/resend-verification/${email}`, remoteAddress: nextClient() }))
        .statusCode,
  },
  {
    name: 'POST /api/auth/login (wrong password)',
    call: async (app, email) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: nextClient(),
          payload: { email, password: `not-${TEST_PASSWORD}` },
        })
      ).statusCode,
  },
];

runBenchmark(async () => {
  const database = await openBenchDatabase('account-discovery');
  await database.migrate();
  const app = await buildBenchApp(database);
  await app.ready();
  // Unconfirmed accounts would take resend's other path; confirmed ones take forgot-password's.
  const known: string[] = [];
  for (let i = 0; i < WARMUP + ITERATIONS; i += 1) known.push((await createUser(database.db)).email);
  // Each address goes through every route, known or not, so both have spent the same budgets
  // (a budget's first hit inserts its row, later ones update it).
  const unknown = known.map((_, i) => `nobody-${process.pid}-${i}@example.com`);

  console.log(`account discovery on ${database.label}, ${ITERATIONS} timed pairs per route\n`);
  const results = [];
  for (const route of routes) {
    const samples = { known: [] as number[], unknown: [] as number[] };
    const statuses = new Set<string>();
    for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
      // Alternate which goes first, so neither always follows the other's leftover work.
      const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        const email = kind === 'known' ? known[i]! : unknown[i]!;
        const start = performance.now();
        const status = await route.call(app, email);
        const ms = performance.now() - start;
        await app.afterResponseSettled();
        statuses.add(`${kind} ${status}`);
        if (i >= WARMUP) samples[kind].push(ms);
      }
    }
    const knownStats = stats(samples.known);
    const unknownStats = stats(samples.unknown);
    results.push({
      route: route.name,
      statuses: [...statuses].sort(),
      known: knownStats,
      unknown: unknownStats,
      p50DifferenceMs: round(knownStats.p50 - unknownStats.p50),
    });
  }

  console.log('| Route | Answers | Known p50 / p99 ms | Unknown p50 / p99 ms | Δ p50 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of results) {
    console.log(
      `| ${r.route} | ${r.statuses.join(', ')} | ${r.known.p50} / ${r.known.p99} | ${r.unknown.p50} / ${r.unknown.p99} | ${r.p50DifferenceMs} |`,
    );
  }
  await writeResults(ROOT, RESULTS, { database: database.label, iterations: ITERATIONS, results });
  await app.close();
  await database.close();
});
