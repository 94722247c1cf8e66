/** How a Retry-After is said: the unit and the count, shared by the server's texts and the web's. */
export type WaitUnit = 'seconds' | 'minutes' | 'hours';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Seconds under a minute, minutes up to two hours, hours beyond; a part of a unit counts as a
 * whole one and no wait is under a second, so the words never promise less than the header.
 */
export function waitUnit(retryAfterSeconds: number): { unit: WaitUnit; count: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < MINUTE) return { unit: 'seconds', count: seconds };
  if (seconds <= 2 * HOUR) return { unit: 'minutes', count: Math.ceil(seconds / MINUTE) };
  return { unit: 'hours', count: Math.ceil(seconds / HOUR) };
}
