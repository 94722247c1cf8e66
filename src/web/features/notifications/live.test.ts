import { describe, expect, it } from 'vitest';
import type { AppNotification } from '#shared/contracts/engine';
import { markedRead, notificationHref, notificationVars, reconnectDelayMs, relativeTime, withNotification } from './live';

const item = (id: string, readAt: string | null = null): AppNotification => ({
  _id: id,
  kind: 'offer',
  requestId: null,
  payload: {},
  readAt,
  createdAt: '2026-03-02T10:00:00.000Z',
});

describe('notifications helpers', () => {
  it('reconnects after 1, 2, 4 … at most 30 seconds, with jitter', () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelayMs(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelayMs(20, () => 0.5)).toBe(30_000);
    expect(reconnectDelayMs(0, () => 0)).toBe(800);
  });

  it('puts a pushed notification on top once and keeps the page size', () => {
    const page = { items: [item('b'), item('a')], unread: 2 };
    expect(withNotification(page, item('c'))!.items.map((i) => i._id)).toEqual(['c', 'b', 'a']);
    expect(withNotification(page, item('b'))!.items.map((i) => i._id)).toEqual(['b', 'a']);
    expect(withNotification(page, item('c'), 2)!.items.map((i) => i._id)).toEqual(['c', 'b']);
    expect(withNotification(undefined, item('c'))).toBeUndefined();
  });

  it('marks read locally: some or all', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const page = { items: [item('b'), item('a'), item('old', '2026-03-01T00:00:00Z')], unread: 2 };
    const one = markedRead(page, ['a', 'old'], now)!;
    expect(one.unread).toBe(1);
    expect(one.items.map((i) => i.readAt)).toEqual([null, now.toISOString(), '2026-03-01T00:00:00Z']);
    expect(markedRead(page, undefined, now)!.unread).toBe(0);
  });

  it('links to the payload path under the language, else the request for organisation users', () => {
    expect(notificationHref('de', 'USER', { payload: { path: '/my-shifts' }, requestId: 'r1' })).toBe('/de/my-shifts');
    expect(notificationHref('en', 'ORG_SUB', { payload: {}, requestId: 'r1' })).toBe('/en/hospital/requests/r1');
    expect(notificationHref('en', 'USER', { payload: {}, requestId: 'r1' })).toBeNull();
    // Never off-site.
    expect(notificationHref('en', 'USER', { payload: { path: '//evil.example.com' }, requestId: null })).toBeNull();
    expect(notificationHref('en', 'USER', { payload: { path: 'https://evil.example.com' }, requestId: null })).toBeNull();
  });

  it('says how long ago in the language of the page', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(relativeTime(new Date('2026-03-02T11:59:30Z'), now, 'en')).toBeNull();
    expect(relativeTime(new Date('2026-03-02T11:55:00Z'), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(new Date('2026-03-02T09:00:00Z'), now, 'de')).toBe('vor 3 Stunden');
    expect(relativeTime(new Date('2026-03-01T12:00:00Z'), now, 'en')).toBe('yesterday');
  });

  it('takes only the payload strings as text variables', () => {
    expect(notificationVars({ title: 'Nacht', dates: [], count: 3, path: '/x' }, 'en')).toEqual({ title: 'Nacht', path: '/x' });
  });

  it('writes a calendar day as the language does, and leaves other dates alone', () => {
    expect(notificationVars({ date: '2026-06-20' }, 'de')).toEqual({ date: '20.06.2026' });
    expect(notificationVars({ date: '2026-06-20' }, 'en').date).not.toBe('2026-06-20');
    expect(notificationVars({ date: 'morgen' }, 'de')).toEqual({ date: 'morgen' });
  });
});
