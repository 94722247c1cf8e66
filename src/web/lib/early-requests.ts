/**
 * Answers asked for while the app was still loading (app/startup.ts), waiting to
 * be taken by the query that needs them. Each is taken once: a later fetch of the same query
 * asks the server again.
 */
const started = new Map<string, Promise<unknown>>();

/** Starts `request` now; `key` names it for the one query that will take it. */
export function startEarly(key: string, request: () => Promise<unknown>): void {
  if (started.has(key)) return;
  const promise = request();
  // Nobody may ever take it (the user navigates elsewhere): no unhandled rejection then.
  promise.catch(() => undefined);
  started.set(key, promise);
}

/** The early answer for `key`, if one was started and not yet taken. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const promise = started.get(key);
  started.delete(key);
  return promise as Promise<T> | undefined;
}

/** The signed-in user (GET /api/user/me), taken by the session query (features/auth/api.ts). */
export const ME_REQUEST = 'user/me';
