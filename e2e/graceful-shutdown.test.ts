import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEvents, requests, scheduledTasks } from '#server/db/schema/index';
import { apiAs, ladderRequest, prepareLadder, type LadderData } from './support/ladder';
import { startServerAt } from './support/clock';
import { withDatabase } from './support/database';
import { removeDir, type RunningServer } from './support/server';

/**
 * SIGTERM while writes stream in loses no acknowledged write, and a deadline that fell
 * due while no process ran is done exactly once by the next process. No browser: the real server
 * (main.ts) twice on one data folder, as the other lifecycle tests here. The first process's
 * business clock starts on New Year's Eve 2027 at 22:30 Berlin; the second starts
 * past the pool deadline, on New Year's Day 2028.
 */
const INSTANT = '2027-12-31T22:30:00+01:00';
const HOUR = 3_600_000;
/** The deadline request's pool time; the next process starts its business clock past it (CLOCK_START). */
const DEADLINE_HOURS = 24;

let data: LadderData;
const servers: RunningServer[] = [];
beforeAll(async () => {
  data = await prepareLadder({ kardiologie: 0, intensiv: 0 }, INSTANT);
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  if (data) await removeDir(data.dataDir);
});

describe('SIGTERM during writes', () => {
  it('keeps every acknowledged write, and the next process does the deadline that fell due in between once', async () => {
    const first = await startServerAt(INSTANT, data.dataDir, { LOG_LEVEL: 'warn' });
    servers.push(first);
    const ward = await apiAs(first.url, 'ward@example.com');

    // A request whose pool deadline is still ahead when the process stops.
    const pending = await ward.call<{ _id: string }>(
      'POST',
      '/api/job',
      ladderRequest(data, INSTANT, 'Deadline across the restart', DEADLINE_HOURS),
    );
    expect(pending.status).toBe(201);
    const pendingId = pending.body._id;

    // Three writers without pause; SIGTERM once ten writes were acknowledged. A writer stops at
    // its first failed call (the server refuses or is gone); whatever answered 201 must survive.
    const acknowledged: { id: string; title: string }[] = [];
    const failures: string[] = [];
    let sent = 0;
    let terminated = false;
    const writer = async () => {
      for (;;) {
        const title = `Write ${(sent += 1)}`;
        try {
          const response = await ward.call<{ _id: string }>(
            'POST',
            '/api/job',
            ladderRequest(data, INSTANT, title, 0),
          );
          if (response.status !== 201) {
            failures.push(`${title}: ${response.status}`);
            if (terminated) return;
            continue;
          }
          acknowledged.push({ id: response.body._id, title });
        } catch (error) {
          failures.push(`${title}: ${(error as Error).message}`);
          return;
        }
        if (acknowledged.length >= 10 && !terminated) {
          terminated = true;
          first.process.kill('SIGTERM');
        }
      }
    };
    await Promise.all([writer(), writer(), writer()]);
    expect(terminated, failures.join('\n')).toBe(true);
    expect(await first.stop(), first.output()).toBe(0);
    expect(first.output()).not.toMatch(/"level":(50|60)/);

    const deadline = await withDatabase(data.dataDir, async (db) => {
      const [task] = await db
        .select()
        .from(scheduledTasks)
        .where(
          and(like(scheduledTasks.key, `request:${pendingId}:%`), isNull(scheduledTasks.doneAt)),
        );
      return task?.runAt;
    });
    expect(deadline, 'the pool deadline was pending at shutdown').toBeDefined();

    // The next process starts past the deadline on its business clock: a day's gap without
    // waiting a day.
    const second = await startServerAt(
      new Date(deadline!.getTime() + HOUR).toISOString(),
      data.dataDir,
      { LOG_LEVEL: 'warn' },
    );
    servers.push(second);
    const hr = await apiAs(second.url, 'hr@example.com');
    for (const write of acknowledged) {
      const stored = await hr.call<{ title: string }>('GET', `/api/job/${write.id}`);
      expect(stored.status, `${write.title} was acknowledged and is gone`).toBe(200);
      expect(stored.body.title).toBe(write.title);
    }
    await expect
      .poll(
        async () => (await hr.call<{ state: string }>('GET', `/api/job/${pendingId}`)).body.state,
        { timeout: 15_000 },
      )
      .toBe('hr_review');
    expect(await second.stop(), second.output()).toBe(0);

    // Exactly once: one deadline event, and the request moved up the ladder.
    await withDatabase(data.dataDir, async (db) => {
      const events = await db
        .select()
        .from(requestEvents)
        .where(eq(requestEvents.requestId, pendingId));
      expect(events.filter((event) => event.kind === 'deadline_passed')).toHaveLength(1);
      const [row] = await db.select().from(requests).where(eq(requests.id, pendingId));
      expect(row!.state).toBe('hr_review');
    });
  }, 180_000);
});
