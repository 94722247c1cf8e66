import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { Database } from '#server/db/client';
import { openTestDatabase } from '#server/test/database';

let database: Database;
let app: App;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'web-root-'));
  await mkdir(path.join(root, 'assets'));
  const html = '<!doctype html><html><body><div id="root"></div></body></html>';
  await writeFile(path.join(root, 'index.html'), html);
  await writeFile(path.join(root, 'index.html.br'), brotliCompressSync(html));
  // As scripts/prerender.mjs writes it from the router's table.
  const patterns = ['/', '/:lang', '/:lang/auth/sign-in', '/:lang/auth/sign-up/:role?'];
  patterns.push('/:lang/hospital', '/:lang/hospital/requests/:id');
  await writeFile(path.join(root, 'routes.json'), JSON.stringify(patterns));
  const script = 'console.log("app");'.repeat(100);
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), script);
  await writeFile(path.join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  database = await openTestDatabase();
  app = await buildApp({
    database,
    jwtSecret: 'web-app-test-secret-long-enough-for-signing',
    publicUrl: 'http://localhost:3000',
    smtpConfigured: true,
    webRoot: root,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('serving the built web app', () => {
  it('answers client routes with index.html, not cached', async () => {
    for (const url of ['/de', '/en/auth/sign-in', '/de/hospital?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers the router pages with parameters and optional segments with 200', async () => {
    for (const url of [
      '/',
      '/en/auth/sign-up',
      '/de/auth/sign-up/agency',
      '/de/hospital/requests/4f1c',
      '/de/hospital/',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('answers a page the router does not have with 404 and the app, which shows its not-found page', async () => {
    for (const url of [
      '/de/gibt-es-nicht',
      '/fr/hospital',
      '/de/hospital/requests',
      '/en/hospital/requests/1/2',
      '/en/auth/sign-up/agency/extra?x=1',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends hashed assets pre-compressed with a long cache', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps 404s for missing files and for unknown API routes', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    expect((await app.inject({ method: 'POST', url: '/de/hospital' })).statusCode).toBe(404);
  });

  it('sets protective headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/de' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
