import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app';
import type { Database } from '#server/db/client';
import { openTestDatabase } from '#server/test/database';
import { signedIn } from '#server/test/tenants';
import { PERMISSIONS_POLICY } from './security-headers';

// The headers every response carries: JSON, errors, the HTML fallback, static
// files, the OpenAPI docs and the live stream; HSTS only behind an https PUBLIC_URL.

const LOADER_HASH = 'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde=';
const SECRET = 'security-headers-test-secret-long-enough-for-hs256';

let database: Database;
let app: App;
let secure: App;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'web-root-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app");');
  await writeFile(
    path.join(root, 'csp.json'),
    JSON.stringify({ scriptHashes: [LOADER_HASH, "x' 'unsafe-inline"] }),
  );
  database = await openTestDatabase();
  const options = { database, jwtSecret: SECRET, smtpConfigured: true, webRoot: root };
  app = await buildApp({ ...options, publicUrl: 'http://localhost:3000' });
  secure = await buildApp({ ...options, publicUrl: 'https://staffing.example.de' });
  await Promise.all([app.ready(), secure.ready()]);
});
afterAll(async () => {
  await app?.close();
  await secure?.close();
  await database?.close();
});

type Headers = Record<string, string | string[] | number | undefined>;

/** The parsed Content-Security-Policy: directive -> sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers['content-security-policy'];
  expect(typeof value, 'content-security-policy header').toBe('string');
  return new Map(
    String(value)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(headers: Headers, label: string) {
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['permissions-policy'], label).toBe(PERMISSIONS_POLICY);
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  const policy = csp(headers);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'self'"]);
  expect(policy.get('form-action'), label).toEqual(["'self'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts, label).toContain("'self'");
  expect(
    scripts.filter((source) => source.startsWith("'unsafe")),
    label,
  ).toEqual([]);
  expect(headers['strict-transport-security'], `${label}: no HSTS over http`).toBeUndefined();
}

describe('security headers', () => {
  it('are on an API JSON response', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers, 'GET /api/health');
  });

  it('are on error responses: 401, 400, 404', async () => {
    const unauthorised = await app.inject({ method: 'GET', url: '/api/user/me' });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.json().error.code).toBeTruthy();
    expectSecurityHeaders(unauthorised.headers, '401');

    const invalid = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'no' },
    });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid.headers, '400');

    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers, 'API 404');
    const missingFile = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingFile.statusCode).toBe(404);
    expectSecurityHeaders(missingFile.headers, 'file 404');
  });

  it('are on the HTML fallback and a static asset, and the CSP allows the build’s inline loader', async () => {
    const page = await app.inject({ method: 'GET', url: '/de/hospital' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(page.headers, 'HTML fallback');
    const scripts = csp(page.headers).get('script-src');
    expect(scripts).toEqual(["'self'", `'${LOADER_HASH}'`]);
    // Inline styles are allowed on purpose (Emotion, FullCalendar, style attributes).
    expect(csp(page.headers).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);

    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset.headers, 'static asset');
  });

  it('are on the OpenAPI docs', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(400);
      expectSecurityHeaders(response.headers, url);
    }
  });

  it('are on the live notification stream (a hijacked reply)', async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const actor = await signedIn(app, database.db, 'USER');
    const ticket = await app.inject({
      method: 'POST',
      url: '/api/notifications/stream-ticket',
      headers: actor.headers,
    });
    const controller = new AbortController();
    const response = await fetch(`${url}/api/notifications/stream?ticket=${ticket.json().ticket}`, {
      signal: controller.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expectSecurityHeaders(Object.fromEntries(response.headers), 'SSE stream');
    } finally {
      controller.abort();
    }
  });

  it('send HSTS and upgrade-insecure-requests only with an https PUBLIC_URL', async () => {
    for (const url of ['/api/health', '/en', '/api/nothing-here']) {
      const response = await secure.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(csp(response.headers).get('upgrade-insecure-requests'), url).toEqual([]);
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      expect(csp(plain.headers).has('upgrade-insecure-requests'), url).toBe(false);
    }
  });
});
