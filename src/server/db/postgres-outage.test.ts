import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { openDatabase, type Database, type DatabaseTimeouts } from '#server/db/client';
import { ensureReferenceData } from '#server/modules/reference/reference.service';
import { secondApp } from '#server/test/app';
import { createUser, signIn } from '#server/test/factories';
import {
  postgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from '#server/test/private-postgres';

/**
 * Issue #22 on a real PostgreSQL server of the test's own: stopped (`pg_ctl stop -m immediate`),
 * every API call answers 503 with Retry-After within 2 s; frozen (SIGSTOP to the postmaster and its
 * backends), within the statement timeout; /api/health says unreachable within its 1 s in both;
 * and the same app recovers once the server is back, without a restart. The bounds below are the
 * requirement with a margin for a busy machine, not a performance measurement.
 *
 * Runs once per CI run: in the PGlite pass (the PostgreSQL pass would only repeat it).
 */
const TIMEOUTS: DatabaseTimeouts = {
  connectMs: 1_000,
  statementMs: 1_500,
  idleInTransactionMs: 5_000,
};
/** The client gives up a second after the statement timeout when the server itself cannot (db/client.ts). */
const FROZEN_BOUND_MS = TIMEOUTS.statementMs + 1_000 + 1_500;
const STOPPED_BOUND_MS = 2_000;
const HEALTH_BOUND_MS = 1_000 + 500;

const binaries = await postgresBinaries();
const skipReason = process.env.TEST_DATABASE_URL
  ? 'runs in the PGlite pass of the api suite (it starts its own server either way)'
  : 'missing' in binaries
    ? binaries.missing
    : undefined;
if (skipReason) console.warn(`postgres-outage.test.ts skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('a real PostgreSQL server stopped and frozen', () => {
  let server: PrivatePostgres;
  let database: Database;
  let app: App;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await startPrivatePostgres((binaries as { bin: string }).bin);
    database = await openDatabase({
      kind: 'postgres',
      url: server.url,
      poolSize: 5,
      timeouts: TIMEOUTS,
    });
    await database.migrate();
    await ensureReferenceData(database.db);
    app = await secondApp(database);
    const user = await createUser(database.db);
    headers = { authorization: `Bearer ${await signIn(app, user.email)}` };
  }, 120_000);
  afterAll(async () => {
    await server?.thaw();
    await app?.close();
    await database?.close();
    await server?.remove();
  });

  /** A read with a session, a list, a sign-in and a public write: each meets the database. */
  const calls = () => [
    { method: 'GET' as const, url: '/api/user/me', headers },
    { method: 'GET' as const, url: '/api/job?limit=5', headers },
    {
      method: 'POST' as const,
      url: '/api/auth/login',
      payload: { email: 'someone@example.com', password: 'Long-enough-1' },
    },
    {
      method: 'POST' as const,
      url: '/api/contact-requests',
      payload: {
        kind: 'general',
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '030 1',
        message: 'Hallo',
        isAgreed: true,
      },
    },
  ];

  async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const started = performance.now();
    const result = await work();
    return { result, ms: performance.now() - started };
  }

  async function expectUnavailable(boundMs: number) {
    for (const call of calls()) {
      const { result: response, ms } = await timed(() => app.inject(call));
      expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().error.code).toBe('UNAVAILABLE');
      expect(ms, `${call.method} ${call.url} answered after ${Math.round(ms)} ms`).toBeLessThan(
        boundMs,
      );
    }
    const { result: health, ms } = await timed(() =>
      app.inject({ method: 'GET', url: '/api/health' }),
    );
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ database: 'unreachable' });
    expect(ms, `/api/health answered after ${Math.round(ms)} ms`).toBeLessThan(HEALTH_BOUND_MS);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  }

  /** Back without a restart of the app: the pool drops its dead connections and makes new ones. */
  async function expectRecovered() {
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(
      200,
    );
    expect((await app.inject(calls()[2]!)).statusCode).toBe(401);
  }

  it('stopped: 503 with Retry-After within 2 s, health unreachable within 1 s; recovers when it starts again', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(
      200,
    );
    await server.stop();
    await expectUnavailable(STOPPED_BOUND_MS);
    await server.start();
    await expectRecovered();
  }, 60_000);

  it('frozen: 503 within the statement timeout, health unreachable within 1 s; recovers when it thaws', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode).toBe(
      200,
    );
    await server.freeze();
    try {
      await expectUnavailable(FROZEN_BOUND_MS);
    } finally {
      await server.thaw();
    }
    await expectRecovered();
  }, 60_000);
});
