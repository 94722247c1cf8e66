import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { Database } from '#server/db/client';
import { openTestDatabase } from '#server/test/database';

// Shutdown (main.ts closes the app on SIGTERM): a call that is still being answered when closing
// starts gets its answer, and then its keep-alive connection ends, so the server can close.

let database: Database;
let app: App;
let release: () => void;
let arrived: () => void;
let closingStarted: () => void;
const closing = new Promise<void>((resolve) => (closingStarted = resolve));
const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
const mayAnswer = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    jwtSecret: 'closing-test-secret-long-enough-for-hs256',
    smtpConfigured: true,
    publicUrl: 'http://localhost:3000',
  });
  app.get('/test/in-flight', async () => {
    arrived();
    await mayAnswer;
    return { answered: true };
  });
  // After the app's own preClose hooks: closing has begun.
  app.addHook('preClose', async () => closingStarted());
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  release();
  await app?.close();
  await database?.close();
});

describe('closing the server', () => {
  it('answers a call in flight, ends its keep-alive connection and then closes', async () => {
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const response = new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/test/in-flight', agent }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
            );
          })
          .on('error', reject);
      },
    );
    await requestArrived;
    const closed = app.close();
    await closing;
    release();
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ answered: true });
    expect(answer.connection).toBe('close');
    // Without the connection ending, this waits for the client's keep-alive (the test's limit).
    await closed;
    expect(app.server.listening).toBe(false);
    agent.destroy();
  });
});
