import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { Database } from '#server/db/client';
import { openTestDatabase } from '#server/test/database';
import { createUser, bearer, signIn } from '#server/test/factories';
import { waitText } from '#server/i18n/wait';
import { errorHandlerPlugin } from './error-handler';

// Signed-in answers must not outlive their session, and every 429 says when to retry: signed-in answers are never cached; public
// pages, reference data and static files keep their caching; every 429 says when to come back.

let database: Database;
let app: App;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'web-root-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app");');
  database = await openTestDatabase();
  app = await buildApp({
    database,
    jwtSecret: 'cache-test-secret-long-enough-for-hs256-signing',
    smtpConfigured: true,
    webRoot: root,
    publicUrl: 'http://localhost:3000',
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('Cache-Control', () => {
  it('is no-store on every signed-in API answer, errors included', async () => {
    const admin = await createUser(database.db, { role: 'ADMIN' });
    const headers = bearer(await signIn(app, admin.email));
    for (const [method, url] of [
      ['GET', '/api/user/me'],
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/notifications'],
      ['GET', `/api/admin/audit/user/${admin.id}`],
      ['GET', '/api/admin/audit/user/not-a-uuid'],
      ['POST', '/api/auth/logout-everywhere'],
    ] as const) {
      const response = await app.inject({ method, url, headers });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: 'Bearer forged' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the sign-in answer that carries a token', async () => {
    const user = await createUser(database.db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Correct-Horse-42' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves public pages, reference data and static files their own caching', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).not.toBe('no-store');
    const page = await app.inject({ method: 'GET', url: '/en/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const reference = await app.inject({ method: 'GET', url: '/api/position' });
    expect(reference.headers['cache-control'], reference.body).toBe('public, max-age=3600');
  });
});

describe('Retry-After', () => {
  it('comes with the 429 of a route budget (the @fastify/rate-limit store)', async () => {
    const remoteAddress = '192.0.2.150';
    let last;
    for (let i = 0; i < 21; i += 1) {
      last = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x', password: '' },
        remoteAddress,
      });
    }
    expect(last!.statusCode).toBe(429);
    const retryAfter = Number(last!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    // The text says the same wait as the header (at most the budget's minute).
    expect(last!.json().error.message).toBe(
      `Too many attempts. Please try again ${waitText('en', retryAfter)}.`,
    );
  });

  it('comes with any other 429, whoever threw it', async () => {
    const bare = Fastify();
    await bare.register(errorHandlerPlugin);
    bare.get('/busy', async () => {
      throw Object.assign(new Error('busy'), { statusCode: 429 });
    });
    const response = await bare.inject({ method: 'GET', url: '/busy' });
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 1 minute.',
    });
    expect(response.headers['retry-after']).toBe('60');
    await bare.close();
  });
});
