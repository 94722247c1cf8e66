import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { useTestContext } from '#server/test/app';

const ctx = useTestContext();

describe('GET /api/health', () => {
  it('reports a reachable database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'reachable' });
  });

  it('reports an unreachable database with 503', async () => {
    const app = await buildApp({
      database: { ...ctx.database, ping: async () => false },
      jwtSecret: 'another-test-secret-long-enough-for-signing',
      publicUrl: 'http://localhost:3000',
      smtpConfigured: true,
      webRoot: '/nonexistent',
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the error shape and the caller language', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Wir konnten das Gesuchte nicht finden.' },
    });
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI document of every route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/health',
      '/api/auth/registration',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/user/me',
      '/api/auth/resend-verification/{email}',
      '/api/auth/forgot-passwor/{email}',
      '/api/auth/forgot-password/{email}',
      '/api/auth/reset-password',
      '/api/auth/confirm-email/{token}',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
