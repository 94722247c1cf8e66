import { describe, expect, it } from 'vitest';
import type { AppNotification } from '#shared/contracts/engine';
import de from '#web/i18n/de.json';
import en from '#web/i18n/en.json';
import { createInstance } from '#web/i18n/lite/i18n';
import {
  markedRead,
  notificationHref,
  notificationLine,
  notificationText,
  notificationVars,
  reconnectDelayMs,
  relativeTime,
  withNotification,
} from './live';

const item = (id: string, readAt: string | null = null): AppNotification => ({
  _id: id,
  kind: 'offer',
  requestId: null,
  payload: {},
  person: null,
  readAt,
  createdAt: '2026-03-02T10:00:00.000Z',
});

describe('notifications helpers', () => {
  it('reconnects after 1, 2, 4 … at most 30 seconds, with jitter', () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelayMs(n, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
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
    expect(one.items.map((i) => i.readAt)).toEqual([
      null,
      now.toISOString(),
      '2026-03-01T00:00:00Z',
    ]);
    expect(markedRead(page, undefined, now)!.unread).toBe(0);
  });

  it('links to the payload path under the language, else the request for organisation users', () => {
    expect(
      notificationHref('de', 'USER', { payload: { path: '/my-shifts' }, requestId: 'r1' }),
    ).toBe('/de/my-shifts');
    expect(notificationHref('en', 'ORG_SUB', { payload: {}, requestId: 'r1' })).toBe(
      '/en/hospital/requests/r1',
    );
    expect(notificationHref('en', 'USER', { payload: {}, requestId: 'r1' })).toBeNull();
    // Never off-site.
    expect(
      notificationHref('en', 'USER', { payload: { path: '//evil.example.com' }, requestId: null }),
    ).toBeNull();
    expect(
      notificationHref('en', 'USER', {
        payload: { path: 'https://evil.example.com' },
        requestId: null,
      }),
    ).toBeNull();
  });

  it('says how long ago in the language of the page', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(relativeTime(new Date('2026-03-02T11:59:30Z'), now, 'en')).toBeNull();
    expect(relativeTime(new Date('2026-03-02T11:55:00Z'), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(new Date('2026-03-02T09:00:00Z'), now, 'de')).toBe('vor 3 Stunden');
    expect(relativeTime(new Date('2026-03-01T12:00:00Z'), now, 'en')).toBe('yesterday');
  });

  const of = (
    payload: Record<string, unknown>,
    kind = 'offer',
    person: AppNotification['person'] = null,
  ) => ({ kind, payload, person });

  it('takes only the payload strings as text variables', () => {
    expect(notificationVars(of({ title: 'Nacht', dates: [], count: 3, path: '/x' }), 'en')).toEqual(
      { title: 'Nacht', path: '/x' },
    );
  });

  it('writes a calendar day as the language does, and leaves other dates alone', () => {
    expect(notificationVars(of({ date: '2026-06-20' }), 'de')).toEqual({ date: '20.06.2026' });
    expect(notificationVars(of({ date: '2026-06-20' }), 'en').date).not.toBe('2026-06-20');
    expect(notificationVars(of({ date: 'morgen' }), 'de')).toEqual({ date: 'morgen' });
  });

  it('names the person as the server names them when read, never from the id', () => {
    const person = {
      _id: '6f1c2a4e-8d3b-4c1a-9e2f-0a1b2c3d4e5f',
      name: 'Deleted user / Gelöschte Person',
    };
    const vars = notificationVars(
      of({ title: 'Frühdienst', personId: person._id }, 'offer_accepted', person),
      'en',
    );
    expect(vars).toEqual({ title: 'Frühdienst', person: 'Deleted user / Gelöschte Person' });
    // Older AÜG warnings carried the worker as their title; older acceptances as `person`.
    expect(notificationVars(of({ title: 'Egon Equal' }, 'aueg_limit_soon'), 'en').person).toBe(
      'Egon Equal',
    );
    expect(notificationVars(of({ title: 'Frühdienst' }, 'offer'), 'en').person).toBeUndefined();
    expect(
      notificationVars(of({ title: 'Frühdienst', person: 'Pia Pool' }, 'offer_accepted'), 'en')
        .person,
    ).toBe('Pia Pool');
  });

  it('writes the bell’s line with the person in the reader’s language, and without one when unknown', () => {
    const texts = (lng: 'en' | 'de') => {
      const i18n = createInstance();
      void i18n.init({ lng, fallbackLng: 'en', interpolation: { escapeValue: false } });
      i18n.addResourceBundle(lng, 'translation', lng === 'en' ? en : de, true, true);
      return (key: string, options: Record<string, unknown>) => i18n.t(key, options);
    };
    const deleted = {
      _id: '6f1c2a4e-8d3b-4c1a-9e2f-0a1b2c3d4e5f',
      name: 'Deleted user / Gelöschte Person',
    };
    const accepted = of(
      { title: 'Frühdienst', organisation: 'Klinikum Nord' },
      'offer_accepted',
      deleted,
    );
    expect(notificationText(texts('en'), accepted, 'en')).toBe(
      'Deleted user / Gelöschte Person from the pool accepted “Frühdienst”: pick who takes it',
    );
    expect(notificationText(texts('de'), accepted, 'de')).toBe(
      'Deleted user / Gelöschte Person aus dem Pool hat „Frühdienst“ angenommen: bitte auswählen',
    );
    expect(notificationText(texts('en'), { ...accepted, person: null }, 'en')).toBe(
      'A pool member accepted “Frühdienst”: pick who takes it',
    );
    // Once someone has been picked, the call to pick reads as done.
    expect(notificationLine(texts('de'), { ...accepted, settled: true }, 'de')).toBe(
      '„Frühdienst“: Es wurde schon jemand ausgewählt oder die Anfrage ist beendet, nichts mehr zu tun',
    );
    expect(notificationLine(texts('en'), { ...accepted, settled: false }, 'en')).toBe(
      notificationText(texts('en'), accepted, 'en'),
    );
    const warning = of({ date: '2026-07-14', organisation: 'Klinikum Nord' }, 'aueg_limit_soon', {
      ...deleted,
      name: 'Klinikum Nord',
    });
    expect(notificationText(texts('de'), warning, 'de')).toBe(
      'Klinikum Nord erreicht die Höchstdauer von 18 Monaten bei Klinikum Nord: letzter zulässiger Tag 14.07.2026',
    );
  });
});
