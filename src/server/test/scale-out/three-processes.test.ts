import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timeline } from '#shared/contracts/engine';
import type { Database } from '#server/db/client';
import {
  departments,
  notifications,
  organisations,
  outbox,
  requests,
} from '#server/db/schema/index';
import { DEMO_PASSWORD, seedDemo } from '#server/demo/seed';
import { openTestDatabase } from '#server/test/database';
import { openSse, type SseClient } from '#server/test/sse';
import { startSmtpListener } from '#server/test/smtp';
import { callJson } from '#server/test/http-json';
import { staffBody } from '#server/test/requests-fixtures';
import {
  buildServer,
  removeDir,
  startServer,
  type RunningServer,
} from '../../../../e2e/support/server';
import { startRoundRobinProxy } from './round-robin-proxy';

/**
 * Scale-out: three real server processes on one PostgreSQL
 * database behind a round-robin balancer. A session made on one process works on the others, a
 * notification written on one reaches a stream held on another (LISTEN/NOTIFY), a deadline and
 * every e-mail happen once although all three run the task runner and the outbox worker, and a
 * process killed hard mid-request loses nothing it had acknowledged. PGlite belongs to one
 * process, so on the PGlite run this file is skipped; CI runs it in its PostgreSQL api run.
 */
const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
// A Wednesday in Berlin; the shift is the next Monday, 07:00 to 15:00 (no Sunday rules).
const CLOCK_START = '2027-03-10T09:00:00+01:00';
const SHIFT_START = Date.parse('2027-03-15T07:00:00+01:00');
const HOUR = 3_600_000;

let database: Database & { url?: string };
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
const servers: RunningServer[] = [];
const streams: SseClient[] = [];
let ward: { organisationId: string; departmentId: string };

/** A JSON call through the balancer, with the index of the process that answered it. */
async function call<T>(method: string, url: string, token?: string, body?: unknown) {
  const response = await callJson<T>(proxy.url, method, url, token, body);
  return { ...response, servedBy: response.headers.get('x-served-by') };
}

async function signIn(email: string) {
  const response = await call<{ accessToken: string }>('POST', '/api/auth/login', undefined, {
    email,
    password: DEMO_PASSWORD,
  });
  expect(response.status).toBe(200);
  return { token: response.body.accessToken, servedBy: response.servedBy };
}

function staffRequest(title: string, timeLimitHours: number) {
  const organisation = {
    id: ward.organisationId,
    name: 'Klinikum Nord',
    departments: [{ id: ward.departmentId, name: 'Kardiologie' }],
  };
  const dates = [
    {
      startDate: SHIFT_START,
      endDate: SHIFT_START + 8 * HOUR,
      activity: 'times',
      type: 'Neue_Dienstanfrage',
    },
  ];
  return staffBody(organisation, {
    title,
    dates,
    desc: '',
    qualification: 'Examine Pflegekraft',
    timeLimit: String(timeLimitHours),
  });
}

describe.skipIf(!POSTGRES)(
  'three server processes on one PostgreSQL (needs TEST_DATABASE_URL; skipped on PGlite)',
  () => {
    beforeAll(async () => {
      // The api project has no build step before it: the processes run the current sources.
      await buildServer();
      database = await openTestDatabase();
      await seedDemo(database.db, new Date(CLOCK_START));
      const [clinic] = await database.db
        .select()
        .from(organisations)
        .where(eq(organisations.name, 'Klinikum Nord'));
      const [kardiologie] = await database.db
        .select()
        .from(departments)
        .where(eq(departments.name, 'Kardiologie'));
      ward = { organisationId: clinic!.id, departmentId: kardiologie!.id };
      smtp = await startSmtpListener();
      const env = {
        DATABASE_URL: database.url!,
        // Every process signs and checks the same tokens.
        JWT_SECRET: 'scale-out-test-secret-0123456789abcdef',
        SMTP_URL: smtp.url,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        CLOCK_START,
        // One hour of a time limit lasts a second: the pool's deadline passes while the test waits.
        ENGINE_TIME_LIMIT_UNIT_SECONDS: '1',
      };
      servers.push(...(await Promise.all([0, 1, 2].map(() => startServer(env)))));
      proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    }, 90_000);

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await proxy?.close();
      await Promise.all(
        servers.map(async (server) => (await server.stop(), await removeDir(server.dataDir))),
      );
      await smtp?.close();
      await database?.close();
    });

    it('keeps a session made on one process valid on the others', async () => {
      const nurse = await signIn('nurse@example.com');
      const me = await call<{ email: string }>('GET', '/api/user/me', nurse.token);
      expect(me.status).toBe(200);
      expect(me.body.email).toBe('nurse@example.com');
      expect(me.servedBy).not.toBe(nurse.servedBy);
    });

    it('pushes a notification made on one process to a stream held on another, fires the deadline and sends each e-mail once', async () => {
      const nurse = await signIn('nurse@example.com');
      const manager = await signIn('ward@example.com');
      const ticket = await call<{ ticket: string }>(
        'POST',
        '/api/notifications/stream-ticket',
        nurse.token,
      );
      expect(ticket.status).toBe(200);
      const stream = await openSse(
        `${proxy.url}/api/notifications/stream?ticket=${encodeURIComponent(ticket.body.ticket)}`,
      );
      streams.push(stream);
      expect(stream.status).toBe(200);
      const streamServedBy = proxy.served.at(-1);
      // The first `unread` says the stream joined its process's hub.
      await stream.waitFor((event) => event.event === 'unread', 15_000);

      const title = `Frühdienst über drei Prozesse ${Date.now()}`;
      const created = await call<{ _id: string }>(
        'POST',
        '/api/job',
        manager.token,
        staffRequest(title, 2),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(Number(created.servedBy)).not.toBe(streamServedBy);
      const requestId = created.body._id;
      const offer = await stream.waitFor(
        (event) =>
          event.event === 'notification' &&
          (event.data as { requestId?: string }).requestId === requestId,
        15_000,
      );
      expect((offer.data as { kind: string }).kind).toBe('offer');

      // Two seconds later the pool's deadline passes; all three runners poll for it.
      const hr = await signIn('hr@example.com');
      await expect
        .poll(
          async () =>
            (await call<{ state: string }>('GET', `/api/job/${requestId}`, hr.token)).body.state,
          { timeout: 20_000 },
        )
        .toBe('hr_review');
      const timeline = (await call<Timeline>('GET', `/api/job/${requestId}/timeline`, hr.token))
        .body;
      expect(timeline.events.filter((event) => event.kind === 'deadline_passed')).toHaveLength(1);
      expect(
        timeline.events.filter(
          (event) => event.kind === 'stage_started' && event.detail.stage === 'hr_review',
        ),
      ).toHaveLength(1);
      const hrBell = await database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          sql`${notifications.requestId} = ${requestId} and ${notifications.kind} = 'hr_review'`,
        );
      expect(hrBell.length).toBeGreaterThan(0);

      // Every e-mail of the outbox is sent, by one of the three workers, and arrives once.
      const unsent = async () =>
        (
          await database.db
            .select({ id: outbox.id })
            .from(outbox)
            .where(inArray(outbox.status, ['pending', 'sending']))
        ).length;
      await expect.poll(unsent, { timeout: 30_000 }).toBe(0);
      const sent = await database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.status, 'sent'));
      const arrived = smtp.received.map((mail) => /^X-Outbox-Id: (\d+)/im.exec(mail.raw)?.[1]);
      expect(sent.length).toBeGreaterThanOrEqual(2); // the nurse's offer and HR's review at least
      expect([...arrived].sort()).toEqual(sent.map((row) => String(row.id)).sort());
    }, 60_000);

    it('loses no acknowledged write when a process is killed mid-request', async () => {
      const manager = await signIn('ward@example.com');
      const victim = servers[2]!;
      const kill = async () => {
        victim.process.kill('SIGKILL');
        await victim.stop(); // resolves when it has exited
      };
      let acknowledged = 0;
      let killed: Promise<unknown> | undefined;
      const answers = await Promise.all(
        Array.from({ length: 18 }, async (_, i) => {
          const answer = await call<{ _id?: string }>(
            'POST',
            '/api/job',
            manager.token,
            staffRequest(`Spätdienst ${i}`, 48),
          ).catch(() => null);
          // Kill the third process while most calls are still on their way.
          acknowledged += answer?.status === 201 ? 1 : 0;
          if (acknowledged === 3) killed ??= kill();
          return answer;
        }),
      );
      await (killed ?? kill());
      const ids = answers
        .filter((answer) => answer?.status === 201)
        .map((answer) => answer!.body._id!);
      expect(ids.length).toBeGreaterThanOrEqual(3);
      const stored = await database.db
        .select({ id: requests.id })
        .from(requests)
        .where(inArray(requests.id, ids));
      expect(stored).toHaveLength(ids.length);
      // Each acknowledged request's transaction is whole: its pool offer notification is there too.
      const offered = await database.db
        .select({ requestId: notifications.requestId })
        .from(notifications)
        .where(inArray(notifications.requestId, ids));
      expect(new Set(offered.map((row) => row.requestId)).size).toBe(ids.length);

      // The two survivors carry on: the balancer skips the dead one.
      for (let i = 0; i < 3; i += 1)
        expect((await call('GET', '/api/user/me', manager.token)).status).toBe(200);
    }, 60_000);
  },
);
