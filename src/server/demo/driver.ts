import { sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fixedClock, type TestClock } from '#server/lib/clock';
import { createEngine, DEADLINE_TASK, FANOUT_TASK } from '#server/modules/engine/engine.service';
import { createMailer } from '#server/modules/mail/mail.service';
import { createNotifier } from '#server/modules/notifications/notifications.service';
import { createJobBoardService } from '#server/modules/job-board/job-board.service';
import { createInvoiceService } from '#server/modules/invoices/invoices.service';
import {
  createTimesheetService,
  TIMESHEET_TASK,
} from '#server/modules/timesheets/timesheets.service';
import {
  createRequestService,
  type RequestService,
} from '#server/modules/requests/requests.service';
import { TaskRunner } from '#server/modules/scheduler/scheduler.service';
import { createOnCallService } from '#server/modules/on-call/on-call.service';
import { createSelectionService } from '#server/modules/selection/selection.service';
import { isInProcess, type Db } from '#server/db/client';

/**
 * The services the API uses, wired as app.ts wires them, on a clock the demo moves through the
 * year: every request, offer, answer, pick and deadline is made by the same code as in use, so
 * the rows are valid. What the clock decides (asked, answered, filled, deadlines) carries the
 * clock's instant; what the database stamps itself (created_at, the timeline's clock_timestamp())
 * carries the real instant, and restamp() maps those onto the clock afterwards, step by step.
 */
export function createDemoDriver(
  db: Db,
  options: {
    log: FastifyBaseLogger;
    publicUrl: string;
    start: Date;
    /** Plays what the demo planned up to an instant (the agenda), before the task runner runs up to it. */
    catchUp?: (instant: Date) => Promise<void>;
  },
) {
  // The year writes thousands of e-mails to the outbox: their log lines would bury the start's.
  const log = options.log.child({}, { level: 'warn' });
  const clock: TestClock = fixedClock(options.start);
  const mailer = createMailer({ log, smtpConfigured: false });
  const notifier = createNotifier({ publicUrl: options.publicUrl, log });
  // The engine and the request service need each other, as in app.ts: the engine calls the
  // service only after both exist.
  const engine = createEngine({
    db,
    notifier,
    log,
    clock,
    requests: {
      find: (actor, requestId) => requests.find(actor, requestId),
      get: (actor, requestId) => requests.get(actor, requestId),
    },
  });
  const requests: RequestService = createRequestService({
    db,
    mailer,
    lifecycle: engine.lifecycle,
    clock,
  });
  // Timesheets are made with the placement and followed up by the runner, as in app.ts.
  const timesheets = createTimesheetService({ db, clock, notifier });
  const selection = createSelectionService({
    db,
    mailer,
    publicUrl: options.publicUrl,
    lifecycle: engine.lifecycle,
    requests,
    timesheets,
    clock,
  });
  const jobBoard = createJobBoardService({ db, clock });
  const onCall = createOnCallService({ db, clock });
  // The billing run's e-mails go to the outbox like every other demo mail (settled as sent afterwards).
  const mail = { mailer, publicUrl: options.publicUrl };
  const invoices = createInvoiceService({ db, clock, mail });
  const runner = new TaskRunner({ db, log, clock });
  runner.register(DEADLINE_TASK, engine.onDeadline);
  runner.register(FANOUT_TASK, engine.onFanout);
  runner.register(TIMESHEET_TASK, timesheets.onFollowUp);

  /**
   * The database's instant each step began (µs), and the clock's instant it happened at. A step
   * lasts until the next begins: nothing else writes meanwhile.
   */
  const windows: { start: number; at: number }[] = [];
  /** Whether the database stamps with this process's clock: PGlite, checked once (undefined: not yet). */
  let localClock: boolean | undefined;

  /** When the last step ended (ms): with PGlite, no row of it is stamped later. */
  let lastStepEnd = 0;

  /** Runs one step at the clock's instant `instant`. */
  async function at<T>(instant: Date, step: () => Promise<T>): Promise<T> {
    clock.set(instant);
    localClock ??= isInProcess(db) && (await stampsWithProcessClock(db));
    windows.push({
      start: localClock ? millisecondAfter(lastStepEnd) : await databaseNow(db),
      at: instant.getTime(),
    });
    try {
      return await step();
    } finally {
      lastStepEnd = Date.now();
    }
  }

  return {
    clock,
    engine,
    requests,
    selection,
    jobBoard,
    onCall,
    timesheets,
    invoices,
    mail,
    at,
    /**
     * Fires the tasks due at `instant` (deadlines, timesheet follow-ups: the task runner, as the
     * server would). What the demo planned before `instant` happens first: a manager's approval
     * of the morning before, say, is not overtaken by the automatic approval of days later.
     */
    async deadlines(instant: Date) {
      await options.catchUp?.(instant);
      return at(instant, () => runner.runDue(instant));
    },
    restamp: () => restamp(db, windows),
  };
}

export type DemoDriver = ReturnType<typeof createDemoDriver>;

/** A database server's own clock (it may differ from this machine's): one statement per step. */
async function databaseNow(db: Db) {
  const result = (await db.execute(
    sql`select ${MICROSECONDS(sql`clock_timestamp()`)} as now`,
  )) as unknown as { rows: { now: string | number }[] };
  return Number(result.rows[0]!.now);
}

/** The database's clock reads within this process's milliseconds: the premise of millisecondAfter. */
async function stampsWithProcessClock(db: Db) {
  const before = Date.now() * 1000;
  const stamp = await databaseNow(db);
  return stamp >= before && stamp <= Date.now() * 1000 + 999;
}

/**
 * PGlite runs in this process and stamps with its clock in whole milliseconds (Date.now()): a
 * step starts on a millisecond after the one the step before ended in, so no row of that step
 * shares it, and no round trip is spent asking the time (some 700 per demo year). Mostly that
 * millisecond has passed already; otherwise it is waited for.
 */
function millisecondAfter(ended: number) {
  let now = Date.now();
  while (now <= ended) now = Date.now();
  return now * 1000;
}

/** An instant as microseconds since 1970: milliseconds would put two steps' rows in one. */
const MICROSECONDS = (value: SQLWrapper) => sql`(extract(epoch from ${value}) * 1000000)::bigint`;

/** The columns the database stamps with its own time, per table (each has an id). */
const STAMPED: Record<string, string[]> = {
  requests: ['created_at', 'updated_at', 'cancelled_at'],
  shifts: ['created_at'],
  applications: ['created_at', 'updated_at', 'decided_at'],
  scheduled_tasks: ['created_at', 'done_at'],
  request_events: ['at'],
  notifications: ['created_at'],
  placements: ['created_at'],
  audit_log: ['created_at'],
  outbox: ['created_at', 'next_attempt_at'],
  timesheets: ['created_at', 'updated_at'],
  organisations: ['updated_at'],
  // Not invoices: an issued invoice cannot be changed (its guard trigger); issued_at carries the clock.
};

/** The clock's instant (ms) of a real one (µs): the last step begun by then (binary search, windows in real order). */
function mapInstant(windows: { start: number; at: number }[], real: number): number | null {
  let low = 0;
  let high = windows.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (windows[middle]!.start <= real) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (found < 0) return null;
  const window = windows[found]!;
  return window.at + Math.floor((real - window.start) / 1000);
}

/**
 * Moves what the database stamped during the steps onto the clock's instants (keeping the order
 * within a step): one read and one multi-row update per table.
 */
async function restamp(db: Db, windows: { start: number; at: number }[]) {
  if (windows.length === 0) return;
  const first = new Date(Math.floor(windows[0]!.start / 1000)).toISOString();
  for (const [table, columns] of Object.entries(STAMPED)) {
    const filter = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} >= ${first}::timestamptz`),
      sql` or `,
    );
    const result = (await db.execute(
      sql`select id, ${sql.join(
        columns.map(
          (column) => sql`${MICROSECONDS(sql.identifier(column))} as ${sql.identifier(column)}`,
        ),
        sql`, `,
      )} from ${sql.identifier(table)} where ${filter}`,
    )) as unknown as { rows: Record<string, string | number | null>[] };
    if (result.rows.length === 0) continue;
    const ids: string[] = [];
    const values: (string | null)[][] = columns.map(() => []);
    for (const row of result.rows) {
      ids.push(String(row.id));
      columns.forEach((column, index) => {
        const value = row[column];
        if (value === null || value === undefined) {
          values[index]!.push(null);
          return;
        }
        const real = Number(value);
        const mapped = mapInstant(windows, real);
        values[index]!.push(new Date(mapped ?? Math.floor(real / 1000)).toISOString());
      });
    }
    const unnested = sql.join(
      [
        sql`${sql.param(ids)}::text[]`,
        ...values.map((list) => sql`${sql.param(list)}::timestamptz[]`),
      ],
      sql`, `,
    );
    const names = sql.join([sql`id`, ...columns.map((column) => sql.identifier(column))], sql`, `);
    const sets = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = v.${sql.identifier(column)}`),
      sql`, `,
    );
    await db.execute(
      sql`update ${sql.identifier(table)} t set ${sets} from unnest(${unnested}) as v(${names}) where t.id::text = v.id`,
    );
  }
}
