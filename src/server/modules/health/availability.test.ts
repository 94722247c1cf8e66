import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import { openDatabase, type Database, type DatabaseTimeouts } from '#server/db/client';
import { openTestDatabase } from '#server/test/database';
import { TEST_JWT_SECRET, TEST_PUBLIC_URL } from '#server/test/app';

/** A database that is away or stalls answers 503 with Retry-After, quickly, and says so. */

const TIMEOUTS: DatabaseTimeouts = { connectMs: 300, statementMs: 500, idleInTransactionMs: 5_000 };
const EMAIL = 'someone.private@example.com';

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
});

/** An app on `database` whose log lines are kept, as an operator's log shipper would see them. */
async function appOn(database: Database): Promise<{ app: App; log: () => string }> {
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    smtpConfigured: true,
    webRoot: '/nonexistent-web-root',
    logger: { level: 'info', stream },
  });
  await app.ready();
  closers.push(() => app.close());
  return { app, log: () => log };
}

/** A TCP port nobody listens on, and one that accepts connections and never says a word (a frozen server). */
async function listener(silent: boolean): Promise<number> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(resolve);
    });
  if (silent) closers.push(close);
  else await close();
  return port;
}

async function postgresAt(port: number): Promise<Database> {
  const database = await openDatabase({
    kind: 'postgres',
    url: `postgres://app@127.0.0.1:${port}/app`,
    timeouts: TIMEOUTS,
  });
  closers.push(() => database.close());
  // The server went away after the process started: the notification hub's LISTEN connection was
  // made then (and reconnects by itself); every request's query meets the dead server.
  return { ...database, listen: async () => ({ close: async () => {} }) };
}

async function expectUnavailable(app: App, language: 'en' | 'de') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': language },
    payload: { email: EMAIL, password: 'Long-enough-1' },
  });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  const { error } = response.json();
  expect(error.code).toBe('UNAVAILABLE');
  expect(error.message).toBe(
    language === 'de'
      ? 'Unsere Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.'
      : 'We cannot reach our database just now. Please try again in a moment.',
  );
  expect(error.requestId).toBe(response.headers['x-request-id']);
}

describe.each([
  ['stopped (nothing listens)', false],
  ['frozen (connects, never answers)', true],
])('a PostgreSQL server that is %s', (_name, silent) => {
  it('answers 503 with Retry-After in the caller’s language; readiness says unreachable, liveness ok', async () => {
    const { app, log } = await appOn(await postgresAt(await listener(silent)));
    await expectUnavailable(app, 'de');
    await expectUnavailable(app, 'en');

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });

    // Logged as unavailability with a code, once per call, without the query's parameters.
    expect(log()).toContain('database unavailable');
    expect(log()).not.toContain('unhandled error');
    expect(log()).not.toContain(EMAIL);
    expect(log()).not.toContain('params:');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'a statement held by a lock on a real PostgreSQL server',
  () => {
    it('is cancelled at the statement timeout and answers 503; the next call works again', async () => {
      const database = await openTestDatabase(TIMEOUTS);
      closers.push(() => database.close());
      const { app } = await appOn(database);
      const login = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: EMAIL, password: 'Long-enough-1' },
        });

      await database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        const held = await login();
        expect(held.statusCode).toBe(503);
        expect(held.json().error.code).toBe('UNAVAILABLE');
      });
      // Wrong credentials, but answered: the database is back without a restart.
      expect((await login()).statusCode).toBe(401);
    });
  },
);

describe('an error that is not the database', () => {
  it('stays 500 with a request id to quote', async () => {
    const database = await openTestDatabase();
    closers.push(() => database.close());
    const broken: Database = {
      ...database,
      ping: () => Promise.resolve(true),
    };
    const { app, log } = await appOn(broken);
    await database.db.execute(sql`alter table users rename to users_gone`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMAIL, password: 'Long-enough-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toMatchObject({
      code: 'INTERNAL',
      requestId: response.headers['x-request-id'],
    });
    expect(log()).toContain('unhandled error');
    expect(log()).not.toContain(EMAIL);
    expect(log()).not.toContain('params:');
  });
});
