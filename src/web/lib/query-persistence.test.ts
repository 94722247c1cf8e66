// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuth, setAuth } from './auth-token';
import {
  currentUserId,
  isPersisted,
  MAX_AGE_MS,
  persistQueryClient,
  restoreQueries,
  saveQueries,
} from './query-persistence';

/** A token whose payload names the user, as the server's JWT does (the signature is not read here). */
const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.s`;
const T0 = Date.UTC(2026, 10, 26, 13, 32);

afterEach(() => {
  clearAuth();
  localStorage.clear();
});

describe('query persistence', () => {
  it('keeps only the offline screens’ queries and the signed-in person', () => {
    expect(isPersisted(['my-shifts'])).toBe(true);
    expect(isPersisted(['offer-link', 'abc'])).toBe(true);
    expect(isPersisted(['requests', 'calendar', 'a', 'b', ''])).toBe(true);
    expect(isPersisted(['me'])).toBe(true);
    expect(isPersisted(['me', 'preferences'])).toBe(false);
    expect(isPersisted(['requests', 'list'])).toBe(false);
  });

  it('restores a user’s data into a new client under their id only, and not after seven days', () => {
    const client = new QueryClient();
    client.setQueryData(['my-shifts'], { offers: ['early'] });
    client.setQueryData(['requests', 'list'], ['not kept']);
    saveQueries(client, 'anna', T0);

    const next = new QueryClient();
    expect(restoreQueries(next, 'bert', T0)).toBe(false);
    expect(restoreQueries(next, 'anna', T0 + MAX_AGE_MS)).toBe(true);
    expect(next.getQueryData(['my-shifts'])).toEqual({ offers: ['early'] });
    expect(next.getQueryState(['my-shifts'])?.isInvalidated).toBe(true);
    expect(next.getQueryData(['requests', 'list'])).toBeUndefined();

    expect(restoreQueries(new QueryClient(), 'anna', T0 + MAX_AGE_MS + 1)).toBe(false);
    // Too old is removed, not kept for later.
    expect(localStorage.length).toBe(0);
  });

  it('forgets the stored data and the cache on sign-out (a 401 clears the token the same way)', () => {
    setAuth(tokenOf('anna'), 3600);
    expect(currentUserId()).toBe('anna');
    const client = new QueryClient();
    const stop = persistQueryClient(client);
    client.setQueryData(['my-shifts'], { offers: [] });
    saveQueries(client, 'anna');
    expect(localStorage.getItem('query-cache:anna')).not.toBeNull();
    clearAuth();
    expect(localStorage.getItem('query-cache:anna')).toBeNull();
    expect(client.getQueryData(['my-shifts'])).toBeUndefined();
    stop();
  });
});
