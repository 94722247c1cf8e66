/**
 * The session token, kept in localStorage so a reload keeps the user signed in, with a tiny
 * subscription so React re-renders when it changes (sign-in, sign-out, a 401).
 */
export const AUTH_STORAGE_KEY = 'auth';

export interface StoredAuth {
  accessToken: string;
  tokenType: 'Bearer';
  /** Epoch milliseconds after which the token is no longer sent. */
  expiresAt: number;
}

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(): StoredAuth | null {
  const raw = storage()?.getItem(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredAuth>;
    if (typeof value.accessToken !== 'string' || typeof value.expiresAt !== 'number') return null;
    if (value.expiresAt <= Date.now()) return null;
    return { accessToken: value.accessToken, tokenType: 'Bearer', expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

let current: StoredAuth | null = read();

function emit() {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  if (current && current.expiresAt <= Date.now()) current = null;
  return current?.accessToken ?? null;
}

export function setAuth(accessToken: string, expiresInSeconds: number): void {
  current = { accessToken, tokenType: 'Bearer', expiresAt: Date.now() + expiresInSeconds * 1000 };
  storage()?.setItem(AUTH_STORAGE_KEY, JSON.stringify(current));
  emit();
}

export function clearAuth(): void {
  const had = current !== null;
  current = null;
  storage()?.removeItem(AUTH_STORAGE_KEY);
  if (had) emit();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage key.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY) return;
    current = read();
    listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
