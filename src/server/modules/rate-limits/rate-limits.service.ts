import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import { RateLimitedError } from '../../errors';
import * as q from './rate-limits.queries';

/** A budget: at most `limit` counted hits per fixed window of `windowSeconds`. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The budgets kept by the services (the per-client request budgets of single routes sit on the
 * routes, counted in the same table through the @fastify/rate-limit store below).
 */
export const RATE_RULES = {
  /** Consecutive failed password guesses per address and client: a success clears them. */
  passwordFailuresPerAddressAndClient: { name: 'pw-addr-ip', limit: 10, windowSeconds: 30 * 60 },
  /** Failed guesses per client a day: many addresses tried from one place. */
  passwordFailuresPerClient: { name: 'pw-ip', limit: 100, windowSeconds: 24 * 3600 },
  /** ASVS 2.2.1: at most 100 failed attempts an hour on one account, whoever makes them. */
  passwordFailuresPerAddress: { name: 'pw-addr', limit: 100, windowSeconds: 3600 },
  /** Registration, resend and forgot-password share one budget per address. */
  mailRequestsPerAddress: { name: 'mail-addr', limit: 5, windowSeconds: 3600 },
  /** Contact forms per sender address. */
  contactRequestsPerAddress: { name: 'contact-addr', limit: 5, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;

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
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
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
      await q.refund(db, keys.map((k) => k.key));
      throw new RateLimitedError(Math.max(1, ...over.map((row) => Math.ceil(row.remainingMs / 1000))));
    },

    /** Takes back the hits of a request that turned out harmless (e.g. the right password). */
    refund: (checks: Check[]) => q.refund(db, keysOf(checks)),

    /** Forgets a budget's hits (consecutive failures end with a success). */
    clear: (checks: Check[]) => q.clear(db, keysOf(checks)),

    /** For the @fastify/rate-limit store: one hit on a route's per-client key. */
    async hitRaw(name: string, subject: string, windowMs: number) {
      const [row] = await count([{ key: keyOf(name, subject), windowSeconds: Math.ceil(windowMs / 1000) }]);
      return row!;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
