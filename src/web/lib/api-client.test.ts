import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '#shared/endpoint';
import { ApiError, createApiClient } from './api-client';

const login = endpoint('POST', '/auth/login', { body: z.object({ a: z.number() }) });
const logout = endpoint('POST', '/auth/logout');
const anything = endpoint('GET', '/x');

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
    const result = await client(Response.json({ ok: true }), seen).call(login, { body: { a: 1 } });
    expect(result).toEqual({ ok: true });
    expect(seen.url).toBe('/api/auth/login');
    const headers = seen.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toBe('de');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('keeps the Retry-After and the request id of a 503', async () => {
    const away = new Response(
      JSON.stringify({
        error: { code: 'UNAVAILABLE', message: 'Gleich wieder', requestId: 'req-7' },
      }),
      { status: 503, headers: { 'retry-after': '5', 'content-type': 'application/json' } },
    );
    await expect(client(away).call(anything)).rejects.toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
      requestId: 'req-7',
      retryAfterSeconds: 5,
    });
  });

  it('fetches a file with the token, and an error as ApiError', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const file = await client(new Response('%PDF-1.7'), seen).file(
      endpoint('GET', '/invoices/:id/pdf'),
      { params: { id: 'a1' } },
    );
    expect(await file.text()).toBe('%PDF-1.7');
    expect(seen.url).toBe('/api/invoices/a1/pdf');
    expect((seen.init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    const missing = Response.json(
      { error: { code: 'NOT_FOUND', message: 'Nicht gefunden' } },
      { status: 404 },
    );
    await expect(client(missing).file(anything)).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('turns the error body into an ApiError', async () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Bitte prüfen',
        details: [{ field: 'email', message: 'E-Mail ist ungültig', key: 'Email_is_not_valid' }],
      },
    };
    const error = await client(Response.json(body, { status: 400 }))
      .call(anything)
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
    await expect(client(new Response(null, { status: 204 })).call(logout)).resolves.toBeUndefined();
  });

  it('copes with a non-JSON error', async () => {
    const error = await client(new Response('Bad gateway', { status: 502 }))
      .call(anything)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('takes method and path from the endpoint, with parameters and query filled in', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const members = endpoint('DELETE', '/admin/agencies/:id/:kind', {
      query: z.object({ page: z.number(), search: z.string() }),
      body: z.object({ ids: z.array(z.string()) }),
    });
    await client(Response.json({ deleted: 1 }), seen).call(members, {
      params: { id: 'a/1', kind: 'users' },
      query: { page: 0, search: '' },
      body: { ids: ['u1'] },
    });
    expect(seen.url).toBe('/api/admin/agencies/a%2F1/users?page=0');
    expect(seen.init?.method).toBe('DELETE');
    expect(seen.init?.body).toBe('{"ids":["u1"]}');
  });

  it('builds the same URL for what fetch cannot do (EventSource, links)', () => {
    const stream = endpoint('GET', '/notifications/stream', {
      query: z.object({ ticket: z.string() }),
    });
    expect(client(Response.json({})).url(stream, { query: { ticket: 't 1' } })).toBe(
      '/api/notifications/stream?ticket=t+1',
    );
  });
});
