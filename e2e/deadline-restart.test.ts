import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '#shared/contracts/engine';
import { decodeMail, startSmtpListener } from '#server/test/smtp';
import { apiAs, ladderRequest, prepareLadder, type LadderData } from './support/ladder';
import { startServerAt } from './support/clock';
import { removeDir, type RunningServer } from './support/server';

/**
 * Durability: a pool's deadline lives in the database, not in a timer. The server is
 * killed hard while the deadline is pending and comes back after it passed: the deadline fires
 * then, exactly once. The first process's business clock starts a minute before the spring
 * change (Sunday 28 March 2027, 01:59 CET); the second starts where that clock
 * would stand after the deadline, so the time in between passes without being waited for.
 */
const INSTANT = '2027-03-28T01:59:00+01:00';
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let data: LadderData;
const servers: RunningServer[] = [];
// One hour of a time limit lasts a second here (ENGINE_TIME_LIMIT_UNIT_SECONDS).
const env = () => ({ SMTP_URL: smtp.url, ENGINE_TIME_LIMIT_UNIT_SECONDS: '1' });

beforeAll(async () => {
  smtp = await startSmtpListener();
  data = await prepareLadder({ kardiologie: 0, intensiv: 0 }, INSTANT);
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await smtp?.close();
  if (data) await removeDir(data.dataDir);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DEADLINE_LATE_BY_MS = 1_500;

describe('a pending deadline survives a crash', () => {
  it('fires once after the server was killed before it and started again after it', async () => {
    const first = await startServerAt(INSTANT, data.dataDir, env());
    servers.push(first);
    const ward = await apiAs(first.url, 'ward@example.com');
    const title = `Nachtdienst nach Neustart ${Date.now()}`;
    const postedAt = Date.now();
    const created = await ward.call<{ _id: string; state: string }>(
      'POST',
      '/api/job',
      ladderRequest(data, INSTANT, title, 8),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const requestId = created.body._id;
    const before = await ward.call<Timeline>('GET', `/api/job/${requestId}/timeline`);
    const deadlineAt = Date.parse(before.body.deadlineAt!);
    // The server's business clock, from its own reading when the pool stage started (the stage
    // event's startedAt) plus the real time since the request was sent: never behind the server's.
    const started = before.body.events.find((event) => event.kind === 'stage_started')!;
    const serverNow = () => Date.parse(String(started.detail.startedAt)) + (Date.now() - postedAt);
    expect(deadlineAt - serverNow()).toBeGreaterThan(3_000);

    // Hard kill: no shutdown hook runs, nothing in memory survives.
    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));

    // Started again after the deadline, on a clock that goes on from the first process's.
    const second = await startServerAt(
      new Date(Math.max(serverNow(), deadlineAt + DEADLINE_LATE_BY_MS)).toISOString(),
      data.dataDir,
      env(),
    );
    servers.push(second);
    const hr = await apiAs(second.url, 'hr@example.com');
    await expect
      .poll(
        async () => (await hr.call<{ state: string }>('GET', `/api/job/${requestId}`)).body.state,
        { timeout: 15_000 },
      )
      .toBe('hr_review');

    // Several more passes of the runner (every second) and the outbox: still once.
    await sleep(4_000);
    const timeline = (await hr.call<Timeline>('GET', `/api/job/${requestId}/timeline`)).body;
    const passed = timeline.events.filter((event) => event.kind === 'deadline_passed');
    expect(passed).toHaveLength(1);
    // The event's own stamp is the database's real time; its detail carries the business clock's.
    expect(Date.parse(String(passed[0]!.detail.at))).toBeGreaterThanOrEqual(deadlineAt);
    expect(
      timeline.events.filter(
        (event) => event.kind === 'stage_started' && event.detail.stage === 'hr_review',
      ),
    ).toHaveLength(1);

    const bell = (
      await hr.call<{ items: { kind: string; requestId: string | null }[] }>(
        'GET',
        '/api/notifications?limit=100',
      )
    ).body;
    expect(
      bell.items.filter((item) => item.kind === 'hr_review' && item.requestId === requestId),
    ).toHaveLength(1);

    const mailsToHr = () =>
      smtp.received.filter(
        (mail) => mail.to.includes('hr@example.com') && decodeMail(mail.raw).includes(title),
      );
    await expect.poll(() => mailsToHr().length, { timeout: 15_000 }).toBe(1);
    await sleep(2_000);
    expect(mailsToHr()).toHaveLength(1);
  }, 180_000);
});
