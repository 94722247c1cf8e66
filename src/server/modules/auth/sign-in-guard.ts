import type { Db } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { RateLimitedError } from '#server/errors';
import { verifyDeviceToken } from '#server/lib/device-tokens';
import { insertAudit } from '#server/modules/audit/audit.service';
import {
  RATE_RULES,
  SIGN_IN_DELAY,
  clientKey,
  signInDelaySeconds,
  type Check,
  type RateLimiter,
} from '#server/modules/rate-limits/rate-limits.service';

/** The audit action of a refused password attempt (shown in the admin's history of the account). */
export const SIGN_IN_REFUSED = 'sign_in_refused';

/** Why an attempt was refused, as the audit row records it. */
export type RefusalReason = 'wrong_password' | 'delayed' | 'rate_limited' | 'paused';

export interface GuessInput {
  /** Normalised address. */
  email: string;
  ip: string;
  /** The account behind the address, if any (a device token is checked against it). */
  userId: string | null;
  deviceToken?: string;
}

/**
 * The budgets and delays a password guess passes (sign-in, or a change with the current
 * password), so that an attack slows the attacker without locking the owner out:
 * - from a known device (a valid device token bound to the account): only the token's own
 *   failure budget, so an attack elsewhere does not keep the owner out;
 * - otherwise: a growing wait per address and client, failures per client a day, and the
 *   per-address ceiling of ASVS 2.2.1, whose 429 offers the e-mailed sign-in link.
 * Every refused attempt is written to the audit log, without the password or the client's IP.
 */
export function createSignInGuard(deps: {
  db: Db;
  limiter: RateLimiter;
  secret: string;
  clock: Clock;
}) {
  const { db, limiter, secret, clock } = deps;
  async function audit(input: GuessInput, reason: RefusalReason, knownDevice: boolean) {
    await insertAudit(db, {
      actorId: null,
      // An unknown address has no history to show; its row is kept under a keyed hash of it.
      entityType: input.userId ? 'user' : 'sign_in',
      entityId: input.userId ?? limiter.fingerprint(input.email),
      action: SIGN_IN_REFUSED,
      changes: [
        { field: 'reason', old: null, new: reason },
        { field: 'client', old: null, new: limiter.fingerprint(clientKey(input.ip)) },
        { field: 'knownDevice', old: null, new: knownDevice },
      ],
    });
  }

  /** The checks of the per-address-and-client delay. */
  const pairOf = (input: GuessInput) => `${input.email} ${clientKey(input.ip)}`;

  return {
    /**
     * Spends the guess's budgets before the password is checked, so parallel guesses count too;
     * refuses with 429 (Retry-After) while a wait runs or a budget is spent.
     */
    async start(input: GuessInput) {
      const deviceId =
        input.userId && input.deviceToken
          ? verifyDeviceToken(secret, input.deviceToken, input.userId, Date.now())
          : null;
      const knownDevice = deviceId !== null;
      const pair = pairOf(input);
      const checks: Check[] = knownDevice
        ? [{ rule: RATE_RULES.passwordFailuresPerDevice, subject: deviceId }]
        : [
            { rule: RATE_RULES.passwordFailuresPerClient, subject: clientKey(input.ip) },
            { rule: RATE_RULES.passwordFailuresPerAddress, subject: input.email },
          ];
      if (!knownDevice) {
        const wait = await limiter.waitLeft(SIGN_IN_DELAY.wait, pair, clock.now());
        if (wait > 0) {
          await audit(input, 'delayed', false);
          throw new RateLimitedError(wait);
        }
      }
      try {
        await limiter.consume(checks);
      } catch (error) {
        if (error instanceof RateLimitedError) {
          await audit(
            input,
            error.code === 'SIGN_IN_PAUSED' ? 'paused' : 'rate_limited',
            knownDevice,
          );
        }
        throw error;
      }
      if (!knownDevice) {
        // Counted as a failure until the password proves right: the next guess waits already.
        const failures = await limiter.tally(
          SIGN_IN_DELAY.failures.name,
          pair,
          SIGN_IN_DELAY.failures.windowSeconds,
        );
        const seconds = signInDelaySeconds(failures);
        if (seconds > 0) await limiter.hold(SIGN_IN_DELAY.wait, pair, seconds, clock.now());
      }
      return {
        knownDevice,
        /** The password was right: the failures in a row and their wait end, the guess was no failure. */
        async right() {
          if (!knownDevice) await forgiveClient(input);
          await limiter.refund(checks);
        },
        async wrong() {
          await audit(input, 'wrong_password', knownDevice);
        },
      };
    },

    forgiveClient,

    /** The mailbox's owner reset the password: a pause others caused on the address ends. */
    async liftPause(email: string, ip: string) {
      await forgiveClient({ email, ip, userId: null });
      await limiter.clear([{ rule: RATE_RULES.passwordFailuresPerAddress, subject: email }]);
    },
  };

  /** Ends the failures in a row of an address from one client, and their wait. */
  function forgiveClient(input: GuessInput) {
    const pair = pairOf(input);
    return limiter.forget([
      { name: SIGN_IN_DELAY.failures.name, subject: pair },
      { name: SIGN_IN_DELAY.wait, subject: pair },
    ]);
  }
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
