import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { Database } from '#server/db/client';
import { openTestDatabase } from '#server/test/database';
import { TEST_JWT_SECRET, TEST_PUBLIC_URL } from '#server/test/app';
import { findTasks } from './scheduler.queries';
import { cancelTasks, scheduleTask, TaskRunner, type TaskHandler } from './scheduler.service';

/**
 * The durable timers: a task's effect and its done mark commit together, so each task fires
 * once, whichever runner (process) claims it, after a restart too. Effects are rows in a table
 * of this test, written in the runner's transaction like the engine's deadlines write theirs.
 */
let database: Database;
const silent = { error() {}, warn() {}, info() {}, debug() {} } as never;

/** Raw rows (both drivers answer { rows }). */
const select = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const effectsOf = async (key: string) =>
  (
    await select<{ count: number }>(
      sql`select count(*)::int as count from test_task_effects where key like ${`${key}%`}`,
    )
  )[0]!.count;

const recordEffect: TaskHandler = async (tx, task) => {
  await tx.execute(
    sql`insert into test_task_effects (task_id, key) values (${task.id}, ${task.key})`,
  );
};

function runner(options: { batchSize?: number; handler?: TaskHandler } = {}) {
  return new TaskRunner({ db: database.db, log: silent, batchSize: options.batchSize }).register(
    'test.effect',
    options.handler ?? recordEffect,
  );
}

const appOn = (db: Database, tasks?: { start: boolean; pollIntervalMs?: number }) =>
  buildApp({
    database: db,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    smtpConfigured: true,
    webRoot: '/nonexistent-web-root',
    tasks,
  });

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table test_task_effects (task_id uuid not null, key text not null, at timestamptz not null default now())`,
  );
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.db.execute(sql`delete from test_task_effects`);
  await database.db.execute(sql`delete from scheduled_tasks`);
});

const past = () => new Date(Date.now() - 1000);

describe('scheduled tasks', () => {
  it('fire once when due, not before', async () => {
    const runAt = new Date(Date.now() + 60_000);
    await scheduleTask(database.db, { kind: 'test.effect', key: 'once:1', runAt });
    const tasks = runner();
    expect(await tasks.runDue(new Date(runAt.getTime() - 1))).toBe(0);
    expect(await effectsOf('once:')).toBe(0);
    expect(await tasks.runDue(runAt)).toBe(1);
    expect(await tasks.runDue(new Date(runAt.getTime() + 3_600_000))).toBe(0);
    expect(await effectsOf('once:')).toBe(1);
    const [row] = await findTasks(database.db, 'once:');
    expect(row!.doneAt).not.toBeNull();
  });

  it('rescheduling replaces the pending task with that key; cancelling drops by key or prefix', async () => {
    const first = new Date(Date.now() + 60_000);
    const later = new Date(Date.now() + 120_000);
    await scheduleTask(database.db, {
      kind: 'test.effect',
      key: 'move:1',
      runAt: first,
      payload: { n: 1 },
    });
    await scheduleTask(database.db, {
      kind: 'test.effect',
      key: 'move:1',
      runAt: later,
      payload: { n: 2 },
    });
    const rows = await findTasks(database.db, 'move:');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toEqual({ n: 2 });
    const tasks = runner();
    expect(await tasks.runDue(first)).toBe(0);
    expect(await tasks.runDue(later)).toBe(1);
    // Done tasks keep their key: a new one with the same key is a new pending task.
    await scheduleTask(database.db, { kind: 'test.effect', key: 'move:1', runAt: later });
    expect(await findTasks(database.db, 'move:')).toHaveLength(2);

    await scheduleTask(database.db, { kind: 'test.effect', key: 'cut:a_1:x', runAt: past() });
    await scheduleTask(database.db, { kind: 'test.effect', key: 'cut:a_1:y', runAt: past() });
    await scheduleTask(database.db, { kind: 'test.effect', key: 'cut:ab1:z', runAt: past() });
    await scheduleTask(database.db, { kind: 'test.effect', key: 'cut:b', runAt: past() });
    // The prefix is literal: '_' is not a wildcard.
    expect(await cancelTasks(database.db, { keyPrefix: 'cut:a_1:' })).toBe(2);
    expect(await cancelTasks(database.db, { key: 'cut:b' })).toBe(1);
    await tasks.runDue();
    expect(await effectsOf('cut:')).toBe(1);
    expect(await effectsOf('cut:ab1:z')).toBe(1);
  });

  it('two runners on one database never both run a task', async () => {
    const count = 60;
    for (let i = 0; i < count; i += 1) {
      await scheduleTask(database.db, { kind: 'test.effect', key: `pair:${i}`, runAt: past() });
    }
    const slow: TaskHandler = async (tx, task, context) => {
      await recordEffect(tx, task, context);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const a = runner({ batchSize: 5, handler: slow });
    const b = runner({ batchSize: 5, handler: slow });
    const done = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(done.reduce((sum, n) => sum + n, 0)).toBe(count);
    const perTask = await select<{ key: string; n: number }>(
      sql`select key, count(*)::int as n from test_task_effects where key like 'pair:%' group by key`,
    );
    expect(perTask).toHaveLength(count);
    expect(perTask.every((row) => row.n === 1)).toBe(true);
  });

  it('a failing handler changes nothing and is retried later with back-off', async () => {
    await scheduleTask(database.db, { kind: 'test.effect', key: 'fail:1', runAt: past() });
    let calls = 0;
    const flaky: TaskHandler = async (tx, task, context) => {
      calls += 1;
      await recordEffect(tx, task, context);
      if (calls === 1) throw new Error('database said no');
    };
    const tasks = runner({ handler: flaky });
    expect(await tasks.runDue()).toBe(0);
    expect(await effectsOf('fail:')).toBe(0);
    const [row] = await findTasks(database.db, 'fail:');
    expect(row).toMatchObject({ attempts: 1, lastError: 'database said no', doneAt: null });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    expect(await tasks.runDue()).toBe(0);
    expect(await tasks.runDue(new Date(Date.now() + 15_000))).toBe(1);
    expect(await effectsOf('fail:')).toBe(1);
  });

  it('a task of an unknown kind waits for a runner that knows it', async () => {
    await scheduleTask(database.db, { kind: 'test.unknown', key: 'unknown:1', runAt: past() });
    expect(await runner().runDue()).toBe(0);
    const [row] = await findTasks(database.db, 'unknown:');
    expect(row).toMatchObject({ attempts: 1, doneAt: null });
    expect(row!.lastError).toContain('test.unknown');
    await cancelTasks(database.db, { key: 'unknown:1' });
  });
});

describe('the runner in the app', () => {
  let app: App | undefined;
  afterAll(async () => app?.close());

  it('polls by itself when started, and stops with the app', async () => {
    app = await appOn(database, { start: true, pollIntervalMs: 20 });
    app.taskRunner.register('test.effect', recordEffect);
    await app.ready();
    expect(app.taskRunner.isRunning).toBe(true);
    await scheduleTask(database.db, {
      kind: 'test.effect',
      key: 'poll:1',
      runAt: new Date(Date.now() + 100),
    });
    for (let i = 0; i < 100 && (await effectsOf('poll:')) === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(await effectsOf('poll:')).toBe(1);
    await app.close();
    expect(app.taskRunner.isRunning).toBe(false);
    app = undefined;
  });

  it('a task pending when the server stops fires once after a restart', async () => {
    const first = await appOn(database);
    first.taskRunner.register('test.effect', recordEffect);
    await first.ready();
    await scheduleTask(database.db, {
      kind: 'test.effect',
      key: 'restart:1',
      runAt: new Date(Date.now() + 50),
    });
    await first.close();

    // Same database, new process-like app: the task is still there and fires once.
    const second = await appOn(database, { start: true, pollIntervalMs: 20 });
    second.taskRunner.register('test.effect', recordEffect);
    await second.ready();
    for (let i = 0; i < 100 && (await effectsOf('restart:')) === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await effectsOf('restart:')).toBe(1);
    await second.close();
    const third = await appOn(database);
    third.taskRunner.register('test.effect', recordEffect);
    expect(await third.taskRunner.runDue(new Date(Date.now() + 3_600_000))).toBe(0);
    await third.close();
    expect(await effectsOf('restart:')).toBe(1);
  });
});
