import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '#server/db/schema/index';
import { fixedClock } from '#server/lib/clock';
import { issueDeviceToken } from '#server/lib/device-tokens';
import { waitText } from '#server/i18n/wait';
import { useTestContext, TEST_JWT_SECRET } from '#server/test/app';
import { TEST_PASSWORD, bearer, createUser, signIn } from '#server/test/factories';
import {
  createRateLimiter,
  RATE_RULES,
  SIGN_IN_DELAY,
  type RateRule,
} from '#server/modules/rate-limits/rate-limits.service';

/**
 * Nobody may lock anyone out: an attack pauses password sign-in for
 * unknown clients only; the owner's known device and the e-mailed link still get in.
 */
const clock = fixedClock(new Date());
const ctx = useTestContext({ clock });

let client = 0;
/** A client address of its own for each use, so tests do not share per-client budgets. */
const nextClient = () => `198.19.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

const login = (payload: Record<string, unknown>, remoteAddress: string, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress,
    headers: { 'accept-language': language },
  });

/** The attacker's failures of the hour up to the limit, spent on the budget directly instead of 100 requests. */
async function exhaust(rule: RateRule, subject: string) {
  const limiter = createRateLimiter({ db: ctx.db, secret: TEST_JWT_SECRET });
  for (let i = 0; i < rule.limit; i += 1) {
    // Refused once full: failures counted by the requests before it are part of the budget.
    if (
      await limiter.consume([{ rule, subject }]).then(
        () => false,
        () => true,
      )
    )
      return;
  }
}

async function refusals(userId: string) {
  return ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'user'),
        eq(auditLog.entityId, userId),
        eq(auditLog.action, 'sign_in_refused'),
      ),
    );
}

describe('known-device token', () => {
  it('is issued on sign-in and lets the owner in while the address is paused for every other client', async () => {
    const user = await createUser(ctx.db);
    const home = nextClient();
    const first = await login({ email: user.email, password: TEST_PASSWORD }, home);
    expect(first.statusCode).toBe(200);
    const { deviceToken } = first.json<{ deviceToken: string }>();
    expect(deviceToken).toEqual(expect.any(String));

    await exhaust(RATE_RULES.passwordFailuresPerAddress, user.email);
    for (const language of ['en', 'de'] as const) {
      const paused = await login(
        { email: user.email, password: TEST_PASSWORD },
        nextClient(),
        language,
      );
      expect(paused.statusCode).toBe(429);
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
      expect(paused.json().error.code).toBe('SIGN_IN_PAUSED');
      expect(paused.json().error.message).toMatch(
        language === 'de' ? /Link per E-Mail/ : /link sent by e-mail/,
      );
      // When password sign-in works again: the Retry-After, in words.
      expect(paused.json().error.message).toContain(
        waitText(language, Number(paused.headers['retry-after'])),
      );
    }
    // Even from the home network without the token: the ceiling is per address.
    expect((await login({ email: user.email, password: TEST_PASSWORD }, home)).statusCode).toBe(
      429,
    );

    const owner = await login({ email: user.email, password: TEST_PASSWORD, deviceToken }, home);
    expect(owner.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(owner.json().accessToken),
    });
    expect(me.json().id).toBe(user.id);
    // From a new network too (a phone on mobile data): the token is the proof, not the address.
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD, deviceToken }, nextClient()))
        .statusCode,
    ).toBe(200);
  });

  it('is bound to its account and refused when forged or expired', async () => {
    const owner = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    await exhaust(RATE_RULES.passwordFailuresPerAddress, owner.email);
    const strangersToken = issueDeviceToken(TEST_JWT_SECRET, stranger.id, Date.now());
    const [body] = issueDeviceToken(TEST_JWT_SECRET, owner.id, Date.now()).split('.');
    const forged = `${body}.${'A'.repeat(43)}`;
    const otherSecret = issueDeviceToken(
      'another-secret-of-enough-length-for-hmac',
      owner.id,
      Date.now(),
    );
    const expired = issueDeviceToken(TEST_JWT_SECRET, owner.id, Date.now() - 200 * 24 * 3600_000);
    for (const deviceToken of [strangersToken, forged, otherSecret, expired, 'garbage']) {
      const response = await login(
        { email: owner.email, password: TEST_PASSWORD, deviceToken },
        nextClient(),
      );
      expect(response.json().error?.code).toBe('SIGN_IN_PAUSED');
    }
  });

  it('has its own failure budget: 10 wrong passwords with one token, then 429 for that token only', async () => {
    const user = await createUser(ctx.db);
    const { deviceToken } = (
      await login({ email: user.email, password: TEST_PASSWORD }, nextClient())
    ).json();
    const ip = nextClient();
    for (let i = 0; i < RATE_RULES.passwordFailuresPerDevice.limit; i += 1) {
      expect(
        (await login({ email: user.email, password: `wrong-${i}`, deviceToken }, ip)).statusCode,
      ).toBe(401);
    }
    const refused = await login(
      { email: user.email, password: TEST_PASSWORD, deviceToken },
      ip,
      'de',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A known device is not made to wait by failures elsewhere, nor others by its own.
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, nextClient())).statusCode,
    ).toBe(200);
  });
});

describe('refused attempts in the audit log', () => {
  it('records wrong passwords, waits and the ceiling for the account, without password or IP, and shows them to administrators', async () => {
    const user = await createUser(ctx.db);
    const ip = '203.0.113.77';
    for (let i = 0; i <= SIGN_IN_DELAY.freeFailures; i += 1) {
      expect(
        (await login({ email: user.email, password: `Secret-Guess-${i}` }, ip)).statusCode,
      ).toBe(401);
    }
    expect((await login({ email: user.email, password: 'Secret-Guess-x' }, ip)).statusCode).toBe(
      429,
    );
    await exhaust(RATE_RULES.passwordFailuresPerAddress, user.email);
    clock.advance(SIGN_IN_DELAY.maxSeconds * 1000);
    expect((await login({ email: user.email, password: 'Secret-Guess-y' }, ip)).statusCode).toBe(
      429,
    );

    const rows = await refusals(user.id);
    const reasons = rows.map((row) => row.changes.find((change) => change.field === 'reason')?.new);
    expect(reasons.sort()).toEqual(
      [...Array(SIGN_IN_DELAY.freeFailures + 1).fill('wrong_password'), 'delayed', 'paused'].sort(),
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('Secret-Guess');
    expect(stored).not.toContain('203.0.113');
    expect(stored).not.toContain(user.email);
    // One client, one fingerprint: an administrator sees the attempts came from one place.
    const clients = new Set(
      rows.map((row) => row.changes.find((change) => change.field === 'client')?.new),
    );
    expect(clients.size).toBe(1);

    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit/user/${user.id}`,
      headers: bearer(await signIn(ctx.app, admin.email)),
    });
    expect(history.statusCode).toBe(200);
    expect(
      history.json().filter((entry: { action: string }) => entry.action === 'sign_in_refused'),
    ).toHaveLength(rows.length);
  });

  it('records a refused password change too', async () => {
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: nextClient(),
      payload: {
        email: user.email,
        newPassword: 'Brand-New-Secret-9',
        currentPassword: 'not-it-at-all',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await refusals(user.id)).toHaveLength(1);
  });
});
