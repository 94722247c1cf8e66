import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client';

function client(response: Response, seen: { url?: string; init?: RequestInit } = {}) {
  return createApiClient({
    getToken: () => 'tok',
    getLanguage: () => 'de',
    fetch: async (url, init) => {
      seen.url = String(url);
      seen.init = init;
      return response;
    },
  });
}

describe('api client', () => {
  it('sends the token and the language', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const result = await client(Response.json({ ok: true }), seen).post('/auth/login', { a: 1 });
    expect(result).toEqual({ ok: true });
    expect(seen.url).toBe('/api/auth/login');
    const headers = seen.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toBe('de');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('turns the error body into an ApiError', async () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Bitte prüfen',
        details: [{ field: 'email', message: 'Email ist ungültig', key: 'Email_is_not_valid' }],
      },
    };
    const error = await client(Response.json(body, { status: 400 }))
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bitte prüfen',
    });
    expect((error as ApiError).details).toHaveLength(1);
  });

  it('accepts 204 without a body', async () => {
    await expect(
      client(new Response(null, { status: 204 })).post('/auth/logout'),
    ).resolves.toBeUndefined();
  });

  it('copes with a non-JSON error', async () => {
    const error = await client(new Response('Bad gateway', { status: 502 }))
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL' });
  });
});
