/**
 * Requests benchmark (npm run bench:requests): does an organisation with 100,000 past shifts
 * see its week as quickly as a new one? (performance.)
 *
 * 1. Opens a fresh database the way main.ts does (openDatabase + migrate + reference data): a
 *    PGlite data folder in a temp directory by default, or a new database created on the
 *    PostgreSQL server of BENCH_DATABASE_URL (or DATABASE_URL) and dropped at the end.
 * 2. Seeds (requests-data.ts) "Klinikum Historie" (4 departments) with BENCH_PAST_SHIFTS
 *    (100,000) past shifts: requests of 4 daily shifts spread over the three years before this week, mostly filled,
 *    each with one selected application; multi-row INSERTs of 2,000. Then both "Klinikum
 *    Historie" and a fresh "Klinikum Neu" get the same current week: 30 requests with 1 to 3
 *    shifts between Monday and Sunday, a third with applicants. ANALYZE.
 * 3. Signed in as each organisation's HR (ORG_ADMIN), through app.inject(), round-robin over both
 *    organisations and all calls (so load changes hit every row alike): BENCH_WARMUP (5) rounds
 *    of warm-up, then BENCH_ITERATIONS (100) timed rounds of
 *      GET /api/job?from=<Monday>&to=<next Monday>            (first page of 20, by date)
 *      GET /api/job?group=open                                (the open-shifts table as the web asks)
 *      GET /api/job/calendar?from=<Monday>&to=<next Monday>
 *    and the same number of runs of the bare SQL underneath each (the statements the service
 *    sends, taken from the query builders and run on the driver without Drizzle): for the list
 *    the page, its count, the page's shifts and its first-3 applicants; for the calendar its
 *    one statement. Token, session and scope look-ups (resolveScope: one statement) are part of HTTP only; GET /api/user/me is timed as the floor of a signed-in call.
 * 4. EXPLAIN ANALYZE of each statement for the large organisation: the plans show the
 *    organisation/department and date indexes at work (no sequential scan of requests/shifts).
 *
 * Prints a table of p50/p99, writes bench/results/requests.json, exits 0 whatever the figures.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { App } from '#server/app';
import type { Db } from '#server/db/client';
import { ensureReferenceData } from '#server/modules/reference/reference.service';
import { resolveScope } from '#server/modules/organisation-scope/scope.queries';
import {
  calendarShiftsQuery,
  pageRequestsQuery,
} from '#server/modules/requests/requests.listing.queries';
import type { RequestScope } from '#server/modules/requests/requests.scope.queries';
import { MAX_CALENDAR_SHIFTS, narrowScope } from '#server/modules/requests/requests.service';
import {
  PAST_SHIFTS,
  WEEK_REQUESTS,
  createOrganisation,
  createPeople,
  currentWeek,
  hrOf,
  seedPast,
  seedWeek,
} from './requests-data';
import {
  buildBenchApp,
  driverOf,
  openBenchDatabase,
  round,
  runBenchmark,
  stats,
  timed,
  writeResults,
} from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = path.join(ROOT, 'bench/results/requests.json');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const PAGE_SIZE = 20;

// --- the statements under each call ----------------------------------------------------------

interface Statement {
  name: string;
  text: string;
  params: unknown[];
}

const statementOf = (
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
): Statement => {
  const { sql: text, params } = query.toSQL();
  return { name, text, params };
};

/**
 * What GET /api/job sends for a page, built with the service's own query functions: the week
 * (from, to), or the open-shifts table as the web asks for it (no window: from = now).
 */
async function listStatements(
  db: Db,
  scope: RequestScope,
  window: { from: Date; to?: Date },
  name: string,
  group: 'all' | 'open' = 'all',
) {
  const params = {
    group,
    from: window.from,
    to: window.to,
    sort: 'date' as const,
    direction: 'asc' as const,
    page: 0,
    pageSize: PAGE_SIZE,
  };
  const query = pageRequestsQuery(db, scope, params);
  // The page's shifts and first applicants are sub-selects of the rows statement.
  const ids = (await query.ids).map(({ id }) => id);
  return [
    statementOf(`${name}: page ids`, query.ids),
    statementOf(`${name}: rows with shifts and first applicants`, query.rows(ids)),
    statementOf(`${name}: count`, query.count),
  ];
}

function calendarStatements(db: Db, scope: RequestScope, week: { from: Date; to: Date }) {
  return [statementOf('calendar', calendarShiftsQuery(db, scope, week, MAX_CALENDAR_SHIFTS))];
}

async function runStatements(db: Db, statements: Statement[]) {
  const driver = driverOf(db);
  for (const statement of statements) await driver.query(statement.text, statement.params);
}

async function explain(db: Db, statement: Statement) {
  const result = await driverOf(db).query(`explain analyze ${statement.text}`, statement.params);
  return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]!);
}

// --- measuring ------------------------------------------------------------------------------

interface Measurement {
  organisation: string;
  call: 'list' | 'open table' | 'calendar';
  url: string;
  items: number;
  total: number | null;
  http: { p50: number; p99: number };
  sql: { p50: number; p99: number };
  samples: { http: number[]; sql: number[] };
}

interface Target {
  label: string;
  hr: { userId: string; headers: Record<string, string> };
  calls: { call: Measurement['call']; url: string; statements: Statement[] }[];
}

async function targetOf(
  db: Db,
  label: string,
  hr: Target['hr'],
  week: { from: Date; to: Date },
): Promise<Target> {
  // The scope exactly as the service narrows it.
  const requestScope: RequestScope = narrowScope(
    await resolveScope(db, { userId: hr.userId, role: 'ORG_ADMIN' }),
  );
  const window = `from=${week.from.toISOString()}&to=${week.to.toISOString()}`;
  return {
    label,
    hr,
    calls: [
      {
        call: 'list',
        url: `/api/job?${window}&pageSize=${PAGE_SIZE}`,
        statements: await listStatements(db, requestScope, week, 'list'),
      },
      {
        call: 'open table',
        url: `/api/job?group=open&pageSize=${PAGE_SIZE}`,
        // The service opens the window at the time of the call; a fixed now is as good here.
        statements: await listStatements(
          db,
          requestScope,
          { from: new Date() },
          'open table',
          'open',
        ),
      },
      {
        call: 'calendar',
        url: `/api/job/calendar?${window}`,
        statements: calendarStatements(db, requestScope, week),
      },
    ],
  };
}

/**
 * Round-robin: each iteration times every call of every organisation once over HTTP and once
 * as bare SQL, so a change of machine load during the run hits all rows alike.
 */
async function measure(app: App, db: Db, targets: Target[]): Promise<Measurement[]> {
  const http = (target: Target, url: string) => async () => {
    const response = await app.inject({ method: 'GET', url, headers: target.hr.headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const cells = [];
  for (const target of targets) {
    for (const call of target.calls) {
      const body = (await http(target, call.url)()).json<{ items: unknown[]; total?: number }>();
      cells.push({ target, call, body, http: [] as number[], sql: [] as number[] });
    }
  }
  const time = async (run: () => Promise<unknown>) => {
    const start = performance.now();
    await run();
    return performance.now() - start;
  };
  for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
    for (const cell of cells) {
      const h = await time(http(cell.target, cell.call.url));
      const q = await time(() => runStatements(db, cell.call.statements));
      if (i >= WARMUP) {
        cell.http.push(h);
        cell.sql.push(q);
      }
    }
  }
  return cells.map((cell) => {
    const m: Measurement = {
      organisation: cell.target.label,
      call: cell.call.call,
      url: cell.call.url,
      items: cell.body.items.length,
      total: cell.body.total ?? null,
      http: stats(cell.http),
      sql: stats(cell.sql),
      samples: { http: cell.http.map((v) => round(v, 3)), sql: cell.sql.map((v) => round(v, 3)) },
    };
    console.log(
      `  ${m.organisation} ${m.call}: ${m.items} items, HTTP p50 ${m.http.p50} ms, SQL p50 ${m.sql.p50} ms`,
    );
    return m;
  });
}

function printTable(rows: Measurement[]) {
  const header = ['organisation', 'call', 'items', 'HTTP p50', 'HTTP p99', 'SQL p50', 'SQL p99'];
  const lines = rows.map((m) => [
    m.organisation,
    m.call,
    m.total === null ? String(m.items) : `${m.items} of ${m.total}`,
    m.http.p50.toFixed(2),
    m.http.p99.toFixed(2),
    m.sql.p50.toFixed(2),
    m.sql.p99.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(
    `(milliseconds; ${ITERATIONS} samples each after ${WARMUP} warm-up calls; SQL = the statements under the call, run on the driver)`,
  );
}

async function main() {
  const startedAt = performance.now();
  const database = await openBenchDatabase('requests');
  const { db } = database;
  await database.migrate();
  await ensureReferenceData(db);
  console.log(
    `database: ${database.label}; ${PAST_SHIFTS.toLocaleString('en')} past shifts; ${WARMUP} warm-up + ${ITERATIONS} timed calls each`,
  );
  const app = await buildBenchApp(database);
  try {
    await app.ready();
    const week = currentWeek();
    const seedStart = performance.now();
    const people = await createPeople(db, 200, 'pool');
    const history = await createOrganisation(db, 'Klinikum Historie', 4);
    const fresh = await createOrganisation(db, 'Klinikum Neu', 4);
    const seeded = await seedPast(db, history, people, week.from);
    await seedWeek(db, history, people, week);
    await seedWeek(db, fresh, people, week);
    for (const table of [
      'requests',
      'shifts',
      'applications',
      'users',
      'departments',
      'organisations',
    ]) {
      await db.execute(sql.raw(`analyze ${table}`));
    }
    const seedSeconds = round((performance.now() - seedStart) / 1000, 1);
    console.log(
      `seeded Klinikum Historie with ${seeded.requests.toLocaleString('en')} past requests, ${seeded.shifts.toLocaleString('en')} past shifts and ${seeded.applications.toLocaleString('en')} applications, and the same week of ${WEEK_REQUESTS} requests in both organisations, in ${seedSeconds} s`,
    );

    const historyHr = await hrOf(app, db, history.id, 'Historie');
    const freshHr = await hrOf(app, db, fresh.id, 'Neu');
    const large = await targetOf(db, 'Klinikum Historie (100k past shifts)', historyHr, week);
    const small = await targetOf(db, 'Klinikum Neu (new)', freshHr, week);
    const results = await measure(app, db, [large, small]);
    const statements = large.calls.flatMap((call) => call.statements);
    // The fixed cost of any signed-in call (token, session look-up, one small query, serialising).
    const floor = stats(
      await timed(
        () => app.inject({ method: 'GET', url: '/api/user/me', headers: historyHr.headers }),
        {
          warmup: WARMUP,
          iterations: ITERATIONS,
        },
      ),
    );
    console.log(
      `  GET /api/user/me (the floor of a signed-in call): p50 ${floor.p50} ms, p99 ${floor.p99} ms`,
    );

    const plans: Record<string, string[]> = {};
    for (const statement of statements) {
      plans[statement.name] = await explain(db, statement);
      console.log(
        `\n${statement.name} (Klinikum Historie):\n  ${plans[statement.name]!.join('\n  ')}`,
      );
    }
    printTable(results);
    console.log(
      `GET /api/user/me, the floor of any signed-in call: p50 ${floor.p50} ms, p99 ${floor.p99} ms`,
    );
    const totalSeconds = round((performance.now() - startedAt) / 1000, 1);
    console.log(`total ${totalSeconds} s`);

    await writeResults(ROOT, RESULTS, {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
      database: database.kind,
      pastShifts: PAST_SHIFTS,
      seeded,
      week: { from: week.from.toISOString(), to: week.to.toISOString(), requests: WEEK_REQUESTS },
      warmup: WARMUP,
      iterations: ITERATIONS,
      pageSize: PAGE_SIZE,
      seedSeconds,
      totalSeconds,
      floor,
      statements: statements.map(({ name, text }) => ({ name, sql: text })),
      plans,
      results,
    });
  } finally {
    await app.close();
    await database.close();
  }
}

runBenchmark(main);
