/**
 * The server's idea of "now" for business rules (shifts in the past, deadlines, "today" in
 * Germany, expiry of permits and documents, due tasks). buildApp() takes one, so tests can run
 * the same code at any instant (a Sunday at 23:30, the clock-change nights, New Year's Eve)
 * without faking the process's time. Real time stays in use where only the machine's time
 * matters: access tokens and sessions, the e-mail outbox's retries, column defaults.
 * See docs/decisions/009-clock.md.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function fixedClock(at: Date | string): TestClock {
  let current = new Date(at).getTime();
  if (Number.isNaN(current)) throw new Error(`not an instant: ${String(at)}`);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}

/**
 * A clock that starts at `start` and runs on with real time (CLOCK_START: the e2e server and
 * the browser's Playwright clock start at the same instant and both keep going, so timers,
 * deadlines and "time to answer" behave as they would on that day).
 */
export function startedClock(start: Date | string, realNow: () => number = Date.now): Clock {
  const offset = new Date(start).getTime() - realNow();
  if (Number.isNaN(offset)) throw new Error(`not an instant: ${String(start)}`);
  return { now: () => new Date(realNow() + offset) };
}
