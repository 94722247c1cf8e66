import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { systemClock, type Clock } from '#server/lib/clock';
import { backoffSeconds } from '#server/modules/mail/mail.service';
import * as q from './scheduler.queries';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable task runner of this process (started by main.ts, or by tests that want it). */
    taskRunner: TaskRunner;
  }
}

export type ScheduledTask = Pick<
  q.TaskRow,
  'id' | 'kind' | 'key' | 'payload' | 'runAt' | 'attempts'
>;

/**
 * Runs one task inside the runner's transaction (pass `tx` on as db): whatever it writes commits
 * together with the task's done mark, or not at all. `now` is the runner's clock (a test clock in
 * tests), so handlers compare deadlines against the same instant that made the task due.
 */
export type TaskHandler = (tx: Db, task: ScheduledTask, context: { now: Date }) => Promise<void>;

/** Schedules a task, replacing the pending one with the same key (rescheduling moves it). */
export async function scheduleTask(
  db: Db,
  task: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> },
) {
  return q.upsertPendingTask(db, { ...task, payload: task.payload ?? {} });
}

/** Drops pending tasks by key or key prefix, in the caller's transaction; returns how many. */
export async function cancelTasks(db: Db, match: { key: string } | { keyPrefix: string }) {
  return q.deletePendingTasks(db, match);
}

/** Empties a task's payload in the handler's transaction: personal data ends with the task. */
export async function forgetTaskPayload(db: Db, taskId: string) {
  return q.clearTaskPayload(db, taskId);
}

export interface TaskRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Decides what is due (the app's clock; tests may still pass an instant to runDue). */
  clock?: Clock;
}

/**
 * Fires due tasks from the scheduled_tasks table. Safe in every server process at once: a pass
 * claims due rows with FOR UPDATE SKIP LOCKED in one transaction and runs each handler in a
 * savepoint of it, setting done_at there, so a task's effect and its done mark commit together
 * (exactly once, also across restarts). A failing handler is rolled back to its savepoint and the
 * task is put back with attempts + 1, the error and a back-off (10 s doubling, capped at an hour),
 * still under the same row lock, so no other runner can grab it in between. It is retried until
 * it succeeds: a deadline is never dropped silently.
 */
export class TaskRunner {
  private readonly handlers = new Map<string, TaskHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private started = false;
  private pokedWhileRunning = false;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: TaskRunnerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 20;
  }

  register(kind: string, handler: TaskHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  get isRunning(): boolean {
    return this.started;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Something may be due now (a deadline already passed when it was set): look at once. */
  poke(): void {
    if (!this.started) return;
    if (this.running) {
      this.pokedWhileRunning = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Runs what is due at `now` (the app's clock when omitted, never the database's, so PGlite,
   * a PostgreSQL server and an injected clock agree) until nothing is left; returns how many
   * tasks completed. Tests call it with an instant instead of waiting.
   */
  async runDue(at?: Date): Promise<number> {
    const now = at ?? (this.options.clock ?? systemClock).now();
    let done = 0;
    for (;;) {
      const pass = await this.runBatch(now);
      done += pass.done;
      // A full batch may hide more; a batch in which nothing succeeded would only spin.
      if (pass.claimed < this.batchSize || pass.done === 0) return done;
    }
  }

  /**
   * Runs the pending task with this key now, whatever its time (work recorded for right after an
   * answer, with the runner as the fallback after a crash). False when it is done, gone or being
   * run by another runner.
   */
  async runNow(key: string): Promise<boolean> {
    const now = (this.options.clock ?? systemClock).now();
    return this.options.db.transaction(async (tx) => {
      const task = await q.claimPendingTask(tx, key);
      return task ? this.runOne(tx, task, now) : false;
    });
  }

  private async runBatch(now: Date) {
    return this.options.db.transaction(async (tx) => {
      const tasks = await q.claimDueTasks(tx, this.batchSize, now);
      let done = 0;
      for (const task of tasks) if (await this.runOne(tx, task, now)) done += 1;
      return { claimed: tasks.length, done };
    });
  }

  /** One claimed task in a savepoint of `tx`: its effect and done mark, or a retry later. */
  private async runOne(tx: Db, task: q.TaskRow, now: Date): Promise<boolean> {
    try {
      const handler = this.handlers.get(task.kind);
      // Another version of the server may know the kind: leave it for a retry, loudly.
      if (!handler) throw new Error(`no handler for task kind ${task.kind}`);
      await tx.transaction(async (savepoint) => {
        await handler(savepoint, task, { now });
        await q.markTaskDone(savepoint, task.id);
      });
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryIn = backoffSeconds(task.attempts + 1);
      await q.markTaskFailed(
        tx,
        task.id,
        reason.slice(0, 1000),
        new Date(now.getTime() + retryIn * 1000),
      );
      this.options.log.error(
        {
          taskId: task.id,
          kind: task.kind,
          key: task.key,
          attempts: task.attempts + 1,
          retryIn,
          err: error,
        },
        'scheduled task failed',
      );
      return false;
    }
  }

  private schedule(delayMs: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick() {
    if (!this.started || this.running) return;
    this.running = this.runDue().catch((error: unknown) => {
      // The database may be briefly unreachable; the next poll tries again.
      this.options.log.warn({ err: error }, 'scheduled task pass failed');
    });
    await this.running;
    this.running = undefined;
    if (!this.started) return;
    const again = this.pokedWhileRunning;
    this.pokedWhileRunning = false;
    this.schedule(again ? 0 : this.pollIntervalMs);
  }
}
