import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import de from './de.json';
import en from './en.json';
import { apiErrorText } from './messages';

const t: Record<'en' | 'de', TFunction> = {} as never;

beforeAll(async () => {
  for (const [lng, catalogue] of Object.entries({ en, de }) as ['en' | 'de', typeof en][]) {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      resources: { [lng]: { translation: catalogue } },
      interpolation: { escapeValue: false },
    });
    t[lng] = instance.t;
  }
});

describe('the text of a 429', () => {
  it('is the server’s message when it sent one (it states the wait itself)', () => {
    const error = new ApiError(
      429,
      'RATE_LIMITED',
      'Too many attempts. Please try again in 45 seconds.',
      [],
      { retryAfterSeconds: 45 },
    );
    expect(apiErrorText(t.en, error)).toBe('Too many attempts. Please try again in 45 seconds.');
  });

  it.each([
    [
      1,
      'Too many attempts. Please try again in 1 second.',
      'Zu viele Versuche. Bitte versuchen Sie es in 1 Sekunde erneut.',
    ],
    [
      45,
      'Too many attempts. Please try again in 45 seconds.',
      'Zu viele Versuche. Bitte versuchen Sie es in 45 Sekunden erneut.',
    ],
    [
      180,
      'Too many attempts. Please try again in 3 minutes.',
      'Zu viele Versuche. Bitte versuchen Sie es in 3 Minuten erneut.',
    ],
  ])(
    'without one (a proxy’s 429), states the wait of Retry-After %i s as the server would',
    (seconds, english, german) => {
      const error = new ApiError(429, 'UNKNOWN', '', [], { retryAfterSeconds: seconds });
      expect(apiErrorText(t.en, error)).toBe(english);
      expect(apiErrorText(t.de, error)).toBe(german);
    },
  );

  it('without Retry-After either, asks for a moment', () => {
    expect(apiErrorText(t.en, new ApiError(429, 'RATE_LIMITED', ''))).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});
