import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '#server/app';
import { fixedClock } from '#server/lib/clock';
import { rateLimits } from '#server/db/schema/index';
import { useTestContext, secondApp, TEST_JWT_SECRET } from '#server/test/app';
import { TEST_PASSWORD, createUser, linkIn, uniqueEmail } from '#server/test/factories';
import { waitText } from '#server/i18n/wait';
import { createRateLimiter, RATE_RULES, SIGN_IN_DELAY, type RateRule } from './rate-limits.service';

/**
 * The budgets live in the database: a second app instance on the same database (another process
 * behind the load balancer in production) spends the same ones.
 */
/** Sign-in waits run on the app's clock: it stands still, so a wait lasts until a test moves it. */
const clock = fixedClock(new Date());
const ctx = useTestContext({ clock });
let other: App;
const PROXY = '192.0.2.254';
let client = 0;
/** A client address of its own for each use, so tests do not share per-client budgets. */
const nextClient = () => `198.18.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

beforeAll(async () => {
  // Behind the proxies of TRUST_PROXY: the client is the last X-Forwarded-For entry they did not add.
  other = await secondApp(ctx.database, { trustProxy: [PROXY], clock });
});
afterAll(() => other?.close());

const login = (app: App, email: string, password: string, remoteAddress: string, language = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: { 'accept-language': language },
  });

const forgot = (app: App, email: string, remoteAddress: string, language = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/auth/forgot-password/${encodeURIComponent(email)}`,
    remoteAddress,
    headers: { 'accept-language': language },
  });

/** Ends every stored window, as if its time had passed. */
async function endAllWindows() {
  await ctx.db.update(rateLimits).set({ windowEndsAt: sql`now() - interval '1 second'` });
}

/** Spends a budget up to its limit directly, instead of sending that many requests. */
async function exhaust(rule: RateRule, subject: string) {
  const limiter = createRateLimiter({ db: ctx.db, secret: TEST_JWT_SECRET });
  for (let i = 0; i < rule.limit; i += 1) await limiter.consume([{ rule, subject }]);
}

function expectGerman429(response: Awaited<ReturnType<App['inject']>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    error: {
      code: 'RATE_LIMITED',
      message: `Zu viele Versuche. Bitte versuchen Sie es ${waitText('de', retryAfter)} erneut.`,
    },
  });
  return retryAfter;
}

describe('per-client budget of a route (sign-in: 20 a minute)', () => {
  it('is shared by two app instances, answers 429 with Retry-After in German, and ends with its window', async () => {
    const ip = nextClient();
    // Bodies that fail validation cost no password check; they count all the same.
    const attempt = (app: App) => login(app, 'not-an-address', '', ip, 'de');
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(ctx.app)).statusCode).toBe(400);
      expect((await attempt(other)).statusCode).toBe(400);
    }
    const retryAfter = expectGerman429(await attempt(other));
    expect(retryAfter).toBeLessThanOrEqual(60);
    expectGerman429(await attempt(ctx.app));
    // Another client has its own budget.
    expect((await login(ctx.app, 'not-an-address', '', nextClient())).statusCode).toBe(400);

    await endAllWindows();
    expect((await attempt(ctx.app)).statusCode).toBe(400);
  });

  it('counts the forwarded client behind a trusted proxy, and only there', async () => {
    const proxy = PROXY;
    const [alice, bob] = [nextClient(), nextClient()];
    const via = (app: App, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x', password: '' },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 20; i += 1) expect((await via(other, alice)).statusCode).toBe(400);
    expect((await via(other, alice)).statusCode).toBe(429);
    expect((await via(other, bob)).statusCode).toBe(400);
    // Without trust the header is ignored: the proxy's address spends its own budget.
    expect((await via(ctx.app, alice)).statusCode).toBe(400);
  });
});

describe('per-address budget of the mail-sending routes', () => {
  it('is shared by both instances and all three routes, the same for known and unknown addresses', async () => {
    const known = await createUser(ctx.db);
    const unknown = uniqueEmail('ghost');
    const answers: Record<string, number[]> = { known: [], unknown: [] };
    for (const [label, email] of [
      ['known', known.email],
      ['unknown', unknown],
    ] as const) {
      const calls = [
        () => forgot(ctx.app, email, nextClient()),
        () => forgot(other, email.toUpperCase(), nextClient()),
        () =>
          other.inject({
            method: 'GET',
            url: `/api/auth/resend-verification/${email}`,
            remoteAddress: nextClient(),
          }),
        () => forgot(ctx.app, ` ${email} `, nextClient()),
        () =>
          ctx.app.inject({
            method: 'GET',
            url: `/api/auth/forgot-passwor/${email}`,
            remoteAddress: nextClient(),
          }),
        () => forgot(other, email, nextClient(), 'de'),
      ];
      for (const call of calls) answers[label]!.push((await call()).statusCode);
    }
    const expected = [...Array(RATE_RULES.mailRequestsPerAddress.limit).fill(200), 429];
    expect(answers).toEqual({ known: expected, unknown: expected });
    expectGerman429(await forgot(ctx.app, unknown, nextClient(), 'de'));
  });

  it('counts registrations too', async () => {
    const email = uniqueEmail('signup-limit');
    await exhaust(RATE_RULES.mailRequestsPerAddress, email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/registration',
      headers: { 'accept-language': 'de' },
      remoteAddress: nextClient(),
      payload: {
        email,
        firstName: 'Greta',
        lastName: 'Gruber',
        institution: 'Klinikum Süd',
        position: 'Pflege',
        password: 'Sicheres-Passwort-1',
        acceptTC: true,
      },
    });
    expectGerman429(response);
  });
});

describe('failed passwords', () => {
  it('pause a client that tries many addresses, a day long, whatever the addresses', async () => {
    const ip = nextClient();
    await exhaust(RATE_RULES.passwordFailuresPerClient, ip);
    const user = await createUser(ctx.db);
    const retryAfter = expectGerman429(await login(other, user.email, TEST_PASSWORD, ip, 'de'));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect((await login(ctx.app, user.email, TEST_PASSWORD, nextClient())).statusCode).toBe(200);
  });

  it('cap one account at 100 an hour from everywhere; a reset through the mailbox lifts the cap', async () => {
    const user = await createUser(ctx.db);
    await exhaust(RATE_RULES.passwordFailuresPerAddress, user.email);
    // From clients it does not know, whichever instance; the 429 offers the e-mailed link.
    for (const app of [ctx.app, other]) {
      const paused = await login(app, user.email, TEST_PASSWORD, nextClient(), 'de');
      expect(paused.statusCode).toBe(429);
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
      expect(paused.json().error).toMatchObject({
        code: 'SIGN_IN_PAUSED',
        message: expect.stringMatching(/Link per E-Mail/),
      });
    }

    await forgot(ctx.app, user.email, nextClient());
    await ctx.app.afterResponseSettled();
    await ctx.deliverMail();
    const mail = ctx.sent.find((sent) => sent.to === user.email)!;
    const token = new URL(linkIn(mail.text, 'create-new-password')).searchParams.get('token')!;
    const reset = await other.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: nextClient(),
      payload: { email: user.email, newPassword: 'Brand-New-Secret-9', newPasswordToken: token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(ctx.app, user.email, 'Brand-New-Secret-9', nextClient())).statusCode).toBe(
      200,
    );
  });

  it('are counted when the current password is wrong on a password change', async () => {
    const user = await createUser(ctx.db);
    const ip = nextClient();
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        remoteAddress: ip,
        headers: { 'accept-language': 'de' },
        payload: { email: user.email, newPassword: 'Brand-New-Secret-9', currentPassword },
      });
    // The failures in a row that cost no wait, and one more: the next guess must wait.
    for (let i = 0; i <= SIGN_IN_DELAY.freeFailures; i += 1) {
      expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    }
    expectGerman429(await change(TEST_PASSWORD));
    expectGerman429(await login(other, user.email, TEST_PASSWORD, ip, 'de'));
  });
});

describe('the text of a 429', () => {
  const texts = (response: Awaited<ReturnType<App['inject']>>) => [
    Number(response.headers['retry-after']),
    response.json().error.message,
  ];

  it('states the wait its Retry-After gives, in English and German, singular and plural', async () => {
    // The sign-in wait runs on the app's clock, which stands still: 1 second, then 2.
    const user = await createUser(ctx.db);
    const ip = nextClient();
    for (let i = 0; i <= SIGN_IN_DELAY.freeFailures; i += 1) {
      expect((await login(ctx.app, user.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    expect(texts(await login(ctx.app, user.email, TEST_PASSWORD, ip))).toEqual([
      1,
      'Too many attempts. Please try again in 1 second.',
    ]);
    expect(texts(await login(other, user.email, TEST_PASSWORD, ip, 'de'))).toEqual([
      1,
      'Zu viele Versuche. Bitte versuchen Sie es in 1 Sekunde erneut.',
    ]);
    clock.advance(1000);
    expect((await login(ctx.app, user.email, 'wrong-again', ip)).statusCode).toBe(401);
    expect(texts(await login(ctx.app, user.email, TEST_PASSWORD, ip, 'de'))).toEqual([
      2,
      'Zu viele Versuche. Bitte versuchen Sie es in 2 Sekunden erneut.',
    ]);
    clock.advance(SIGN_IN_DELAY.maxSeconds * 1000);

    // A mail budget whose window ends in two and a half minutes: "3 minutes", never less.
    const email = uniqueEmail('wait-words');
    await exhaust(RATE_RULES.mailRequestsPerAddress, email);
    await ctx.db.update(rateLimits).set({ windowEndsAt: sql`now() + interval '150 seconds'` });
    for (const [language, text] of [
      ['en', 'Too many attempts. Please try again in 3 minutes.'],
      ['de', 'Zu viele Versuche. Bitte versuchen Sie es in 3 Minuten erneut.'],
    ]) {
      const [seconds, message] = texts(await forgot(ctx.app, email, nextClient(), language));
      expect(seconds).toBeGreaterThan(120);
      expect(seconds).toBeLessThanOrEqual(150);
      expect(message).toBe(text);
    }
    await endAllWindows();

    // A client paused for a day: in hours.
    const paused = nextClient();
    await exhaust(RATE_RULES.passwordFailuresPerClient, paused);
    for (const [language, text] of [
      ['en', 'Too many attempts. Please try again in 24 hours.'],
      ['de', 'Zu viele Versuche. Bitte versuchen Sie es in 24 Stunden erneut.'],
    ]) {
      const [seconds, message] = texts(
        await login(ctx.app, user.email, TEST_PASSWORD, paused, language),
      );
      expect(seconds).toBeGreaterThan(23 * 3600);
      expect(message).toBe(text);
    }
  });
});

describe('contact forms', () => {
  it('limit each sender address, from any client and instance', async () => {
    const email = uniqueEmail('contact-sender');
    const payload = {
      kind: 'general',
      firstName: 'Petra',
      lastName: 'Lang',
      email,
      phone: '+49 89 123456',
      message: 'Bitte um Rückruf.',
      isAgreed: true,
    };
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_RULES.contactRequestsPerAddress.limit; i += 1) {
      const app = i % 2 ? other : ctx.app;
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact-requests',
        remoteAddress: nextClient(),
        headers: { 'accept-language': 'de' },
        payload: { ...payload, email: i % 2 ? email.toUpperCase() : email },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectGerman429(response);
    }
    expect(statuses).toEqual([...Array(RATE_RULES.contactRequestsPerAddress.limit).fill(201), 429]);
  });
});

describe('storage', () => {
  it('keeps neither addresses nor client IPs in clear', async () => {
    const rows = await ctx.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    const stored = JSON.stringify(rows);
    expect(stored).not.toMatch(/@|198\.18\./);
  });
});
