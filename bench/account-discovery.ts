/**
 * Account discovery benchmark (npm run bench:account-discovery): do the public auth routes take
 * the same time whatever kind of address is asked: an account with a password, a staff profile
 * an agency made (no password yet), or an address with no account?
 *
 * 1. Opens a fresh, migrated database (a PGlite data folder by default, a new database on the
 *    PostgreSQL server of BENCH_DATABASE_URL when set) and builds the app as main.ts does.
 * 2. Creates confirmed accounts with a password hashed as in production (hashPassword, not the
 *    tests' cheap parameters), as many profiles as an agency makes them (no password, address not
 *    confirmed) and as many addresses without an account; each address passes every route once,
 *    so no per-address budget is reached and all three have spent the same budgets.
 * 3. For each route (BENCH_ROUTES=login,… for only some), BENCH_WARMUP (5) then BENCH_ITERATIONS
 *    (60) rounds of one call per kind through app.inject(), the order rotating each round (so
 *    drift hits all alike), each call from a client address of its own. Work an answer leaves for
 *    afterwards (the mails of resend and forgot-password) is awaited between calls, untimed.
 * 4. Prints p50 and p99 per route and kind and the slowest kind's median over the fastest's; for
 *    sign-in with a wrong password, PASS or FAIL against 1.2×. Writes
 *    bench/results/account-discovery.json; exits 0 whatever the figures are.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import type { App } from '#server/app';
import { users } from '#server/db/schema/index';
import { hashPassword } from '#server/lib/passwords';
import { NO_PASSWORD } from '#server/modules/agency-staff/agency-staff.service';
import { createUser, TEST_PASSWORD } from '#server/test/factories';
import {
  buildBenchApp,
  openBenchDatabase,
  round,
  runBenchmark,
  runInfo,
  stats,
  writeResults,
  type Stats,
} from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench/results/account-discovery.json');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const ONLY = process.env.BENCH_ROUTES?.split(',');
/** The slowest kind's sign-in median at most this many times the fastest's. */
const TARGET = 1.2;

let calls = 0;
/** A new client address per call: the per-client budgets are not what is measured. */
const nextClient = () => {
  calls += 1;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
};

const KINDS = ['password', 'no password', 'unknown'] as const;
type Kind = (typeof KINDS)[number];

type Route = {
  key: string;
  name: string;
  gated?: boolean;
  call: (app: App, email: string) => Promise<number>;
};

const routes: Route[] = [
  {
    key: 'registration',
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
    key: 'forgot-password',
    name: 'GET /api/auth/forgot-password/{email}',
    call: async (app, email) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/auth/forgot-password/${email}`,
          remoteAddress: nextClient(),
        })
      ).statusCode,
  },
  {
    key: 'resend-verification',
    name: 'GET /api/auth/resend-verification/{email}',
    call: async (app, email) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/auth/resend-verification/${email}`,
          remoteAddress: nextClient(),
        })
      ).statusCode,
  },
  {
    key: 'login',
    name: 'POST /api/auth/login (wrong password)',
    gated: true,
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
  const { db } = database;
  const rounds = WARMUP + ITERATIONS;
  // A production hash: the tests' cheap one would make accounts with a password the fast kind.
  const realHash = await hashPassword(TEST_PASSWORD);
  const withPassword: string[] = [];
  const withoutPassword: string[] = [];
  for (let i = 0; i < rounds; i += 1) {
    withPassword.push((await createUser(db)).email);
    // As the agency's staff form makes them (agency-staff.service): no password, not confirmed.
    withoutPassword.push((await createUser(db, { emailConfirmedAt: null })).email);
  }
  await db.update(users).set({ passwordHash: realHash }).where(inArray(users.email, withPassword));
  await db
    .update(users)
    .set({ passwordHash: NO_PASSWORD })
    .where(inArray(users.email, withoutPassword));
  const addresses: Record<Kind, string[]> = {
    password: withPassword,
    'no password': withoutPassword,
    unknown: withPassword.map((_, i) => `nobody-${process.pid}-${i}@example.com`),
  };

  const measured = ONLY ? routes.filter((route) => ONLY.includes(route.key)) : routes;
  console.log(`account discovery on ${database.label}, ${ITERATIONS} timed rounds per route\n`);
  const results = [];
  for (const route of measured) {
    const samples: Record<Kind, number[]> = { password: [], 'no password': [], unknown: [] };
    const statuses = new Set<string>();
    for (let i = 0; i < rounds; i += 1) {
      // Rotate which goes first, so no kind always follows another's leftover work.
      const order = KINDS.map((_, k) => KINDS[(i + k) % KINDS.length]!);
      for (const kind of order) {
        const start = performance.now();
        const status = await route.call(app, addresses[kind][i]!);
        const ms = performance.now() - start;
        await app.afterResponseSettled();
        statuses.add(`${kind} ${status}`);
        if (i >= WARMUP) samples[kind].push(ms);
      }
    }
    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, stats(samples[kind])])) as Record<
      Kind,
      Stats
    >;
    const medians = KINDS.map((kind) => byKind[kind].p50);
    const ratio = round(Math.max(...medians) / Math.min(...medians));
    results.push({
      route: route.name,
      statuses: [...statuses].sort(),
      ...byKind,
      slowestOverFastestP50: ratio,
      ...(route.gated ? { target: TARGET, pass: ratio <= TARGET } : {}),
    });
  }

  console.log(
    '| Route | Answers | Password p50 / p99 ms | No password p50 / p99 ms | Unknown p50 / p99 ms | Slowest / fastest p50 |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    const cells = KINDS.map((kind) => `${r[kind].p50} / ${r[kind].p99}`);
    const verdict = 'pass' in r ? ` ${r.pass ? 'PASS' : 'FAIL'} (≤ ${TARGET}×)` : '';
    console.log(
      `| ${r.route} | ${r.statuses.join(', ')} | ${cells.join(' | ')} | ${r.slowestOverFastestP50}×${verdict} |`,
    );
  }
  await writeResults(ROOT, RESULTS, {
    ...runInfo(database.label),
    iterations: ITERATIONS,
    results,
  });
  await app.close();
  await database.close();
});
