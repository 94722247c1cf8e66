import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { fixedClock } from '#server/lib/clock';
import { createMailer } from '#server/modules/mail/mail.service';
import { scheduleTask } from '#server/modules/scheduler/scheduler.service';
import { createUser, signIn } from '#server/test/factories';
import { madeBeforeAll, TEST_JWT_SECRET, TEST_PUBLIC_URL, useTestContext } from '#server/test/app';

const ctx = useTestContext();
const TOKEN = 'metrics-token-for-the-test-scraper';
const clock = fixedClock('2027-03-28T01:30:00+01:00');

/** An app with a token, a test clock and a pool to report (the test database is PGlite: none). */
const metricsApp = madeBeforeAll(
  'metrics app',
  async () => {
    const app = await buildApp({
      database: { ...ctx.database, poolStats: () => ({ total: 4, idle: 3, waiting: 1 }) },
      jwtSecret: TEST_JWT_SECRET,
      publicUrl: TEST_PUBLIC_URL,
      smtpConfigured: true,
      webRoot: '/nonexistent-web-root',
      clock,
      metricsToken: TOKEN,
    });
    await app.ready();
    return { app };
  },
  ({ app }) => app.close(),
);

async function scrape(app: App, authorization?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });
}

/** The value of one series line, e.g. `outbox_pending_messages` or `name{label="x"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('serves every series with route templates, error codes and the database readings', async () => {
    const { app } = metricsApp;
    await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    const invalid = await app.inject({
      method: 'GET',
      url: '/api/invitations/not-a-real-token-1234',
    });
    expect(invalid.json()).toMatchObject({ error: { code: 'TOKEN_INVALID' } });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await createMailer({ log: app.log, smtpConfigured: true }).enqueue(ctx.db, {
      to: 'metrics@example.com',
      language: 'en',
      mail: { template: 'password_changed', firstName: 'Jo' },
    });
    const now = clock.now().getTime();
    await scheduleTask(ctx.db, {
      kind: 'metrics-test',
      key: 'metrics:late',
      runAt: new Date(now - 2 * 3_600_000),
    });
    // Due half a minute ago: the runner may simply not have polled yet, so not overdue.
    await scheduleTask(ctx.db, {
      kind: 'metrics-test',
      key: 'metrics:due',
      runAt: new Date(now - 30_000),
    });

    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;

    const route = (method: string, path: string, status: number) =>
      `{method="${method}",route="${path}",status_code="${status}"}`;
    expect(valueOf(text, `http_requests_total${route('GET', '/api/health/live', 200)}`)).toBe(1);
    expect(
      valueOf(text, `http_requests_total${route('GET', '/api/invitations/:token', 400)}`),
    ).toBe(1);
    expect(valueOf(text, `http_requests_total${route('GET', '(unmatched)', 404)}`)).toBe(1);
    expect(
      valueOf(
        text,
        `http_request_duration_seconds_count${route('GET', '/api/invitations/:token', 400)}`,
      ),
    ).toBe(1);
    expect(text).not.toContain('not-a-real-token-1234');
    expect(text).not.toContain('does-not-exist');

    expect(valueOf(text, 'http_errors_total{code="TOKEN_INVALID"}')).toBe(1);
    expect(valueOf(text, 'http_errors_total{code="NOT_FOUND"}')).toBe(1);

    expect(valueOf(text, 'db_pool_connections')).toBe(4);
    expect(valueOf(text, 'db_pool_connections_idle')).toBe(3);
    expect(valueOf(text, 'db_pool_requests_waiting')).toBe(1);
    expect(valueOf(text, 'outbox_pending_messages{channel="email"}')).toBe(1);
    expect(valueOf(text, 'outbox_pending_messages{channel="sms"}')).toBe(0);
    expect(
      valueOf(text, 'outbox_oldest_pending_age_seconds{channel="email"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'outbox_oldest_pending_age_seconds{channel="sms"}')).toBe(0);
    expect(valueOf(text, 'scheduled_tasks_overdue')).toBe(1);
    expect(valueOf(text, 'notification_streams_live')).toBe(0);
    // Node's process metrics come with the endpoint.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it("answers 401 without the token or with a wrong one, an administrator's session too", async () => {
    const { app } = metricsApp;
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const session = await signIn(app, admin.email);
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      'Bearer ',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${session}`,
    ]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('does not exist when no token is configured', async () => {
    const response = await scrape(ctx.app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('reads NaN, not a stale value or a hang, when a database reading fails', async () => {
    const app = await buildApp({
      database: { ...ctx.database, db: brokenDb(), poolStats: undefined },
      jwtSecret: TEST_JWT_SECRET,
      publicUrl: TEST_PUBLIC_URL,
      smtpConfigured: true,
      webRoot: '/nonexistent-web-root',
      metricsToken: TOKEN,
    });
    try {
      const response = await scrape(app, `Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('outbox_pending_messages{channel="email"} Nan');
      expect(response.body).toContain('outbox_oldest_pending_age_seconds{channel="sms"} Nan');
      expect(response.body).toContain('scheduled_tasks_overdue Nan');
      // No pool (PGlite): no pool series rather than made-up zeros.
      expect(response.body).not.toContain('db_pool_connections');
    } finally {
      await app.close();
    }
  });
});

/** A database handle whose every query fails as a lost connection does. */
function brokenDb(): typeof ctx.db {
  const fail = (): never => {
    throw Object.assign(new Error('connection terminated'), { code: 'ECONNRESET' });
  };
  return new Proxy(ctx.db, {
    get(target, key, receiver) {
      if (key === 'select' || key === 'execute') return fail;
      return Reflect.get(target, key, receiver);
    },
  });
}
