import { createHmac } from 'node:crypto';
import type { Db } from '#server/db/client';
import { RateLimitedError } from '#server/errors';
import * as q from './rate-limits.queries';

/** A budget: at most `limit` counted hits per fixed window of `windowSeconds`. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** The error code of its 429 when it is not plain RATE_LIMITED (it tells the person what else to do). */
  code?: 'SIGN_IN_PAUSED';
}

/**
 * The budgets kept by the services (the per-client request budgets of single routes sit on the
 * routes, counted in the same table through the @fastify/rate-limit store below).
 */
export const RATE_RULES = {
  /** Failed guesses per client a day: many addresses tried from one place. */
  passwordFailuresPerClient: { name: 'pw-ip', limit: 100, windowSeconds: 24 * 3600 },
  /**
   * ASVS 2.2.1: at most 100 failed attempts an hour on one account from clients it does not know;
   * the owner's known device and the e-mailed sign-in link still get in.
   */
  passwordFailuresPerAddress: {
    name: 'pw-addr',
    limit: 100,
    windowSeconds: 3600,
    code: 'SIGN_IN_PAUSED',
  },
  /** Failed guesses with one known-device token (it is exempt from the per-address ceiling). */
  passwordFailuresPerDevice: { name: 'pw-device', limit: 10, windowSeconds: 3600 },
  /** Registration, resend, forgot-password and sign-in links share one budget per address. */
  mailRequestsPerAddress: { name: 'mail-addr', limit: 5, windowSeconds: 3600 },
  /** Contact forms per sender address. */
  contactRequestsPerAddress: { name: 'contact-addr', limit: 5, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;

/**
 * Growing delays instead of a hard lock: consecutive failures for an address from
 * one client are counted for a day; after the first few, each one makes that client wait before
 * its next guess for that address: 1 s, 2 s, 4 s … at most 15 minutes. A success ends the count.
 */
export const SIGN_IN_DELAY = {
  failures: { name: 'pw-addr-ip', windowSeconds: 24 * 3600 },
  wait: 'pw-addr-ip-wait',
  /** Typos: this many failures in a row cost no wait. */
  freeFailures: 3,
  maxSeconds: 15 * 60,
} as const;

/** Seconds to wait after `failures` consecutive failures (0 while they are free). */
export function signInDelaySeconds(failures: number): number {
  const beyond = failures - SIGN_IN_DELAY.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(2 ** Math.min(beyond - 1, 30), SIGN_IN_DELAY.maxSeconds);
}

/**
 * One budget per client network, not per address: IPv4-mapped IPv6 is the IPv4 address, and an
 * IPv6 client is its /64 (one household or server usually holds a whole /64).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export interface Check {
  rule: RateRule;
  /** The normalised address, client key or both joined; hashed before it is stored. */
  subject: string;
}

/** Every how many counted hits a process sweeps ended windows out of the table. */
const SWEEP_EVERY = 500;

export function createRateLimiter({ db, secret }: { db: Db; secret: string }) {
  let hitsSinceSweep = 0;
  const keyOf = (name: string, subject: string) =>
    `${name}:${createHmac('sha256', secret).update(subject).digest('base64url')}`;
  const keysOf = (checks: Check[]) => checks.map((check) => keyOf(check.rule.name, check.subject));

  async function count(entries: { key: string; windowSeconds: number }[]) {
    hitsSinceSweep += entries.length;
    if (hitsSinceSweep >= SWEEP_EVERY) {
      hitsSinceSweep = 0;
      await q.sweep(db);
    }
    return q.hit(db, entries);
  }

  return {
    /**
     * Counts the request against each budget; over any of them it is refused with 429 and
     * counts against none (so refused requests do not extend anyone's pause).
     */
    async consume(checks: Check[]): Promise<void> {
      const keys = checks.map((check) => ({
        key: keyOf(check.rule.name, check.subject),
        windowSeconds: check.rule.windowSeconds,
        limit: check.rule.limit,
      }));
      const counted = await count(keys);
      const over = counted.filter((row) => row.hits > keys.find((k) => k.key === row.key)!.limit);
      if (over.length === 0) return;
      await q.refund(
        db,
        keys.map((k) => k.key),
      );
      const code = checks.find(
        (check) =>
          check.rule.code && over.some((row) => row.key === keyOf(check.rule.name, check.subject)),
      )?.rule.code;
      throw new RateLimitedError(
        Math.max(1, ...over.map((row) => Math.ceil(row.remainingMs / 1000))),
        code,
      );
    },

    /**
     * Seconds left at `at` of a running wait (0: none), refusing nothing by itself. Waits are
     * counted on the app's clock (lib/clock.ts), not the database's: tests move it instead of
     * sleeping; servers' clocks differ by far less than the shortest wait.
     */
    async waitLeft(name: string, subject: string, at: Date): Promise<number> {
      return Math.ceil((await q.remaining(db, keyOf(name, subject), at)) / 1000);
    },

    /** Counts one more event on a key without a limit; returns the count in its window. */
    async tally(name: string, subject: string, windowSeconds: number): Promise<number> {
      const [row] = await count([{ key: keyOf(name, subject), windowSeconds }]);
      return row!.hits;
    },

    /** Starts a wait of `seconds` from `at` on a key (waitLeft reads it). */
    hold: (name: string, subject: string, seconds: number, at: Date) =>
      q.hold(db, keyOf(name, subject), seconds, at),

    /** Forgets keys by name and subject (a wait and its count end with a success). */
    forget: (entries: { name: string; subject: string }[]) =>
      q.clear(
        db,
        entries.map((entry) => keyOf(entry.name, entry.subject)),
      ),

    /** A short, keyed fingerprint of a client or token for the audit log: not reversible to the IP. */
    fingerprint: (subject: string) => keyOf('fp', subject).slice(3, 15),

    /** Takes back the hits of a request that turned out harmless (e.g. the right password). */
    refund: (checks: Check[]) => q.refund(db, keysOf(checks)),

    /** Forgets a budget's hits (consecutive failures end with a success). */
    clear: (checks: Check[]) => q.clear(db, keysOf(checks)),

    /** For the @fastify/rate-limit store: one hit on a route's per-client key. */
    async hitRaw(name: string, subject: string, windowMs: number) {
      const [row] = await count([
        { key: keyOf(name, subject), windowSeconds: Math.ceil(windowMs / 1000) },
      ]);
      return row!;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
