/**
 * Known-device tokens: the server hands one out at each sign-in; sent with the
 * next sign-in for the same address, it lets the owner in while password sign-in for the address
 * is paused for unknown clients. Kept per address, since one browser may serve two accounts.
 */
const STORAGE_KEY = 'known-devices';
/** Enough for a shared ward computer; the oldest is dropped first. */
const MAX_ADDRESSES = 5;

type Stored = Record<string, string>;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function getDeviceToken(email: string): string | undefined {
  return read()[keyOf(email)];
}

export function setDeviceToken(email: string, token: string): void {
  const entries = Object.entries(read()).filter(([address]) => address !== keyOf(email));
  entries.push([keyOf(email), token]);
  storage()?.setItem(
    STORAGE_KEY,
    JSON.stringify(Object.fromEntries(entries.slice(-MAX_ADDRESSES))),
  );
}
