import { describe, expect, it } from 'vitest';
import { useTestContext } from '#server/test/app';
import { analyticsDaily } from '#server/db/schema/index';
import { totalOf } from './analytics.queries';

const ctx = useTestContext();

describe('POST /api/analytics/events', () => {
  it('counts page views per day and path, without cookies or client data', async () => {
    for (const path of ['/de', '/de', '/en/agencies']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: { type: 'page_view', path },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await totalOf(ctx.db, 'page_view')).toBe(3);
    const rows = await ctx.db.select().from(analyticsDaily);
    expect(rows.find((r) => r.path === '/de')!.count).toBe(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'path', 'type']);
  });

  it('refuses other event types from clients and paths with query strings', async () => {
    for (const payload of [
      { type: 'contact_submitted', path: '/de' },
      { type: 'page_view', path: '/de?email=someone@example.com' },
      { type: 'page_view', path: 'https://elsewhere.example.com/' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
