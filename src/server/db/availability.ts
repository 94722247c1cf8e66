import { errorAndCauses } from '#server/lib/error-causes';

/**
 * Is this error the database being away (not a defect)? Then the API answers 503 with
 * Retry-After instead of 500 (issue #22). Drizzle wraps the driver's error in `cause`.
 */

/** Socket errors of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * PostgreSQL SQLSTATEs of availability: class 08 (connection exception), too many connections,
 * the server shutting down or starting, a statement cancelled by its timeout, and a session
 * ended for idling in a transaction.
 */
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|53300|57P01|57P02|57P03|57014|25P03)$/;

/** node-postgres reports its own timeouts and lost connections by message only. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'query read timeout',
  'connection error and is not queryable',
  'database is unavailable',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorAndCauses(error, 5)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)))
      return true;
    if (typeof message === 'string') {
      const text = message.toLowerCase();
      if (DRIVER_MESSAGES.some((known) => text.includes(known))) return true;
    }
  }
  return false;
}

/** Settles like `promise`, or rejects after `ms` with an error isDatabaseUnavailable recognises. */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`database is unavailable: no answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
