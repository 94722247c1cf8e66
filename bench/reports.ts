/**
 * Reports benchmark (npm run bench:reports): are the reports of an organisation with 1,000,000
 * shifts over three years as quick as a fresh one's?
 *
 * 1. Opens a fresh database as main.ts does: a PGlite data folder in a temp directory, or a new
 *    database on the PostgreSQL server of BENCH_DATABASE_URL (or DATABASE_URL), dropped after.
 *    BENCH_WITHOUT_INDEXES=1 drops the reports' indexes after migrating: the "before" figures.
 * 2. Seeds (reports-data.ts, set-based SQL) "Klinikum Gross" with BENCH_SHIFTS (1,000,000)
 *    shifts posted 2023–2025, and "Klinikum Neu" with 50 requests, with the rollup triggers
 *    off and the rollups then filled by the migration's backfill; then VACUUM ANALYZE.
 * 3. As each organisation's HR (ORG_ADMIN), through the reports service (scope look-up and
 *    the module's own statements): fill, pool and external for the year 2025 and for June 2025,
 *    round-robin, BENCH_WARMUP (2) untimed rounds and BENCH_ITERATIONS (20) timed ones.
 * 4. EXPLAIN ANALYZE of every statement of the large organisation, built by the same query
 *    functions (the explain goes around their SQL).
 *
 * Target: a year within 300 ms p50, a month within 100 ms p50. Prints a table with PASS/FAIL,
 * writes bench/results/reports.json, exits 0 whatever the figures.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { organisationMembers } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { ensureReferenceData } from '#server/modules/reference/reference.service';
import { resolveScope } from '#server/modules/organisation-scope/scope.queries';
import * as q from '#server/modules/reports/reports.queries';
import { createReportsService } from '#server/modules/reports/reports.service';
import { createUser } from '#server/test/factories';
import {
  SHIFTS,
  createOrganisation,
  createPeople,
  requestsFor,
  seedOrganisation,
  withRollupsRebuiltAfter,
  type BenchOrganisation,
} from './reports-data';
import { openBenchDatabase, round, runBenchmark, stats, writeResults } from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The reports' clock: after the seeded year, so no request of it is still open. */
const AFTER_THE_DATA = new Date('2026-01-15T12:00:00Z');
const RESULTS = path.join(ROOT, 'bench/results/reports.json');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const WITHOUT_INDEXES = process.env.BENCH_WITHOUT_INDEXES === '1';
/** The indexes added for the reports (drizzle/0019): dropped for the "before" figures. */
const REPORT_INDEXES = [
  'requests_org_created_idx',
  'requests_dept_created_idx',
  'request_offers_asked_idx',
  'placements_request_idx',
  'placements_agency_request_idx',
];
const PERIODS = [
  { name: 'year', from: '2025-01-01', to: '2025-12-31', targetMs: 300 },
  { name: 'month', from: '2025-06-01', to: '2025-06-30', targetMs: 100 },
] as const;
const REPORTS = ['fill', 'pool', 'external'] as const;

type Report = (typeof REPORTS)[number];
interface Cell {
  organisation: string;
  report: Report;
  period: (typeof PERIODS)[number];
  run: () => Promise<unknown>;
  samples: number[];
}

async function hrOf(db: Db, org: BenchOrganisation) {
  const user = await createUser(db, { role: 'ORG_ADMIN', lastName: org.name });
  await db.insert(organisationMembers).values({ organisationId: org.id, userId: user.id });
  return { userId: user.id, role: 'ORG_ADMIN' as const };
}

/** Round-robin over every cell, so a change of machine load hits all rows alike. */
async function measure(cells: Cell[]) {
  for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
    for (const cell of cells) {
      const start = performance.now();
      await cell.run();
      if (i >= WARMUP) cell.samples.push(performance.now() - start);
    }
    process.stdout.write(i < WARMUP ? 'w' : '.');
  }
  process.stdout.write('\n');
}

/** The plans of the large organisation's statements: the query functions, with EXPLAIN around their SQL. */
async function explainAll(db: Db, filter: q.ReportFilter) {
  const lines: string[] = [];
  // The statements' own transaction (and its SET LOCAL) stays; only the report statement is explained.
  const explainingOn = (target: Db): Db =>
    ({
      execute: async (query: SQL) => {
        if (query === q.REPORT_SETTINGS) return target.execute(query);
        const result = (await target.execute(
          sql`explain (analyze, buffers off) ${query}`,
        )) as unknown as { rows: Record<string, string>[] };
        lines.push(...result.rows.map((row) => Object.values(row)[0]!));
        return { rows: [] };
      },
      transaction: (run: (tx: Db) => Promise<unknown>) =>
        target.transaction((tx) => run(explainingOn(tx))),
    }) as unknown as Db;
  const explaining = explainingOn(db);
  const plans: Record<string, string[]> = {};
  const statements = { fill: q.fillFigures, pool: q.poolFigures, external: q.externalFigures };
  for (const [name, run] of Object.entries(statements)) {
    lines.length = 0;
    await run(explaining, filter);
    plans[name] = [...lines];
  }
  return plans;
}

function printTable(cells: Cell[]) {
  const header = ['organisation', 'report', 'period', 'p50', 'p99', 'target p50'];
  const lines = cells.map((cell) => {
    const { p50, p99 } = stats(cell.samples);
    return [
      cell.organisation,
      cell.report,
      cell.period.name,
      p50.toFixed(1),
      p99.toFixed(1),
      `${cell.period.targetMs} ${p50 <= cell.period.targetMs ? 'PASS' : 'FAIL'}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (row: string[]) =>
    row.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(
    `(milliseconds through the service; ${ITERATIONS} samples each after ${WARMUP} warm-up rounds)`,
  );
}

async function main() {
  const startedAt = performance.now();
  const database = await openBenchDatabase('reports');
  const { db } = database;
  try {
    await database.migrate();
    await ensureReferenceData(db);
    if (WITHOUT_INDEXES)
      for (const name of REPORT_INDEXES) await db.execute(sql.raw(`drop index if exists ${name}`));
    const requestCount = requestsFor(SHIFTS);
    console.log(
      `database: ${database.label}; ${SHIFTS.toLocaleString('en')} shifts (${requestCount.toLocaleString('en')} requests); ${WITHOUT_INDEXES ? 'WITHOUT the reports indexes; ' : ''}${WARMUP} warm-up + ${ITERATIONS} timed rounds`,
    );

    const seedStart = performance.now();
    const people = await createPeople(db);
    const large = await createOrganisation(db, 'Klinikum Gross', 4);
    const fresh = await createOrganisation(db, 'Klinikum Neu', 4);
    const [seeded, seededFresh] = await withRollupsRebuiltAfter(db, async () => [
      await seedOrganisation(db, large, people, requestCount, (done) =>
        console.log(
          `  ${done.toLocaleString('en')} requests after ${round((performance.now() - seedStart) / 1000, 1)} s`,
        ),
      ),
      await seedOrganisation(db, fresh, people, 50),
    ]);
    await db.execute(sql`vacuum analyze`);
    const seedSeconds = round((performance.now() - seedStart) / 1000, 1);
    console.log(
      `seeded ${JSON.stringify(seeded)} and ${JSON.stringify(seededFresh)} in ${seedSeconds} s`,
    );

    const service = createReportsService({ db, clock: fixedClock(AFTER_THE_DATA) });
    const cells: Cell[] = [];
    for (const [org, label] of [
      [large, `${large.name} (${SHIFTS.toLocaleString('en')} shifts)`],
      [fresh, `${fresh.name} (50 requests)`],
    ] as const) {
      const actor = await hrOf(db, org);
      for (const period of PERIODS) {
        for (const report of REPORTS) {
          const query = { from: period.from, to: period.to };
          cells.push({
            organisation: label,
            report,
            period,
            run: () => service[report](actor, query),
            samples: [],
          });
        }
      }
    }
    await measure(cells);

    const actor = await hrOf(db, large);
    const scope = await resolveScope(db, actor);
    if (scope.all) throw new Error('an ORG_ADMIN has a narrow scope');
    const plans: Record<string, Record<string, string[]>> = {};
    for (const period of PERIODS) {
      // The filter as the service builds it for an ORG_ADMIN.
      const departmentIds = scope.departmentIdsOutsideAdminOrganisations;
      const filter = {
        from: period.from,
        to: period.to,
        scope: { organisationIds: scope.adminOrganisationIds, departmentIds },
        now: AFTER_THE_DATA,
      };
      plans[period.name] = await explainAll(db, filter);
      for (const [name, lines] of Object.entries(plans[period.name]!))
        console.log(`\n${name}, ${period.name}:\n  ${lines.join('\n  ')}`);
    }
    printTable(cells);
    const totalSeconds = round((performance.now() - startedAt) / 1000, 1);
    console.log(`seeding ${seedSeconds} s, total ${totalSeconds} s`);

    await writeResults(ROOT, RESULTS, {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
        load: os.loadavg(),
      },
      database: database.kind,
      withoutIndexes: WITHOUT_INDEXES,
      shifts: SHIFTS,
      seeded,
      seededFresh,
      warmup: WARMUP,
      iterations: ITERATIONS,
      seedSeconds,
      totalSeconds,
      results: cells.map((cell) => ({
        organisation: cell.organisation,
        report: cell.report,
        period: cell.period.name,
        ...stats(cell.samples),
        samples: cell.samples.map((v) => round(v, 2)),
      })),
      plans,
    });
  } finally {
    await database.close();
  }
}

runBenchmark(main);
