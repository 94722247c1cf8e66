import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { getAccessToken, subscribeAuth } from './auth-token';

/**
 * The last known data of the screens a phone must open offline: My shifts, the
 * offer page and the calendar. Their successful queries are dehydrated into localStorage under
 * the signed-in user's id and hydrated into a new query client, so a repeat visit (offline or
 * not) draws at once. Nothing else is kept; everything goes on sign-out or a 401, and after
 * MAX_AGE_MS. Repeat-visit speed may reuse this module; add a screen to PERSISTED_QUERY_ROOTS.
 */
export const PERSISTED_QUERY_ROOTS: readonly string[] = [
  'my-shifts',
  'offer-link',
  'requests/calendar',
  // The signed-in person (exactly ['me'], not their other ['me', …] queries): the signed-in
  // layout waits for it, so without it no screen opens offline.
  'me$',
];
export const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
const PREFIX = 'query-cache:';
/** Writes are batched: a screen's several answers are one localStorage write. */
const SAVE_DELAY_MS = 500;

interface Stored {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The user id (`sub`) of the stored access token; only used to name the stored cache. */
export function currentUserId(token = getAccessToken()): string | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

/** 'requests/calendar' matches ['requests', 'calendar', …]; 'me$' matches ['me'] only. */
export function isPersisted(queryKey: readonly unknown[]): boolean {
  return PERSISTED_QUERY_ROOTS.some((root) => {
    const exact = root.endsWith('$');
    const parts = (exact ? root.slice(0, -1) : root).split('/');
    return (
      (!exact || queryKey.length === parts.length) &&
      parts.every((part, index) => queryKey[index] === part)
    );
  });
}

const keyOf = (userId: string) => `${PREFIX}${userId}`;

export function clearPersistedQueries(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

/** Puts the user's stored queries (younger than MAX_AGE_MS) into the client; stale ones are removed. */
export function restoreQueries(client: QueryClient, userId: string, now = Date.now()): boolean {
  const raw = storage()?.getItem(keyOf(userId));
  if (!raw) return false;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (now - stored.savedAt > MAX_AGE_MS) throw new Error('too old');
    hydrate(client, stored.state);
    // Shown at once, but asked for again when a screen uses it (however young it is).
    void client.invalidateQueries({
      predicate: (query) => isPersisted(query.queryKey),
      refetchType: 'none',
    });
    return true;
  } catch {
    storage()?.removeItem(keyOf(userId));
    return false;
  }
}

export function saveQueries(client: QueryClient, userId: string, now = Date.now()): void {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query: Query) =>
      query.state.status === 'success' && isPersisted(query.queryKey),
  });
  try {
    if (state.queries.length === 0) storage()?.removeItem(keyOf(userId));
    else
      storage()?.setItem(keyOf(userId), JSON.stringify({ savedAt: now, state } satisfies Stored));
  } catch {
    // Storage full or refused (private mode): the app works as before, without the offline copy.
  }
}

/**
 * Keeps the client's persisted screens in storage for whoever is signed in: restores on start
 * and on sign-in, saves after each answer, and on sign-out (or a 401, which clears the token)
 * forgets the stored data and the cache both.
 */
export function persistQueryClient(client: QueryClient): () => void {
  let userId = currentUserId();
  if (userId) restoreQueries(client, userId);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (
      !userId ||
      event.type !== 'updated' ||
      event.action.type !== 'success' ||
      !isPersisted(event.query.queryKey)
    )
      return;
    clearTimeout(timer);
    const owner = userId;
    timer = setTimeout(() => saveQueries(client, owner), SAVE_DELAY_MS);
  });
  const unsubscribeAuth = subscribeAuth(() => {
    const next = currentUserId();
    if (next === userId) return;
    clearTimeout(timer);
    if (!next) {
      clearPersistedQueries();
      client.clear();
    } else {
      restoreQueries(client, next);
    }
    userId = next;
  });
  return () => {
    clearTimeout(timer);
    unsubscribeCache();
    unsubscribeAuth();
  };
}
