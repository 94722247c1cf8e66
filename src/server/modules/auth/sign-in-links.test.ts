import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox, userTokens, users } from '#server/db/schema/index';
import { useTestContext, TEST_JWT_SECRET } from '#server/test/app';
import { TEST_PASSWORD, bearer, createUser, linkIn, uniqueEmail } from '#server/test/factories';
import { createRateLimiter, RATE_RULES } from '#server/modules/rate-limits/rate-limits.service';

/** The owner signs in through an e-mailed one-time link while an attack pauses the address. */
const ctx = useTestContext({ clearSentMail: true });

let client = 0;
const nextClient = () => `198.20.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

const requestLink = (email: string, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link',
    payload: { email },
    remoteAddress: nextClient(),
    headers: { 'accept-language': language },
  });

const exchange = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link/session',
    payload: { token },
    remoteAddress: nextClient(),
  });

async function linkMails(email: string) {
  // The link is written after the answer.
  await ctx.app.afterResponseSettled();
  return ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'sign_in_link')))
    .orderBy(outbox.id);
}

async function tokenFor(email: string) {
  const [mail] = (await linkMails(email)).slice(-1);
  const link = new URL(linkIn(mail!.bodyText, '/auth/sign-in-link'));
  return { link, token: link.searchParams.get('token')! };
}

describe('POST /api/auth/sign-in-link', () => {
  it('answers alike for known, unknown and deactivated addresses, and mails only a live account', async () => {
    const user = await createUser(ctx.db, { language: 'de' });
    const archived = await createUser(ctx.db, { archivedAt: new Date() });
    const known = await requestLink(user.email);
    const unknown = await requestLink(uniqueEmail('ghost'));
    const deactivated = await requestLink(archived.email);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.body).toBe(deactivated.body);
    expect((await requestLink(user.email, 'de')).json().message).toMatch(/Link zur Anmeldung/);
    expect(await linkMails(archived.email)).toHaveLength(0);

    const [mail] = await linkMails(user.email);
    expect(mail!.subject).toBe('Ihr Anmeldelink');
    const { link, token } = await tokenFor(user.email);
    expect(link.pathname).toBe('/de/auth/sign-in-link');
    // Only the hash is stored.
    const stored = await ctx.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(stored.map((row) => row.kind)).toEqual(['sign_in_link']);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('spends the per-address budget of the mail-sending routes', async () => {
    const user = await createUser(ctx.db);
    const limiter = createRateLimiter({ db: ctx.db, secret: TEST_JWT_SECRET });
    for (let i = 0; i < RATE_RULES.mailRequestsPerAddress.limit; i += 1) {
      await limiter.consume([{ rule: RATE_RULES.mailRequestsPerAddress, subject: user.email }]);
    }
    const refused = await requestLink(user.email, 'de');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await linkMails(user.email)).toHaveLength(0);
  });

  it('answers bad input with 400', async () => {
    const response = await requestLink('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('email');
  });
});

describe('POST /api/auth/sign-in-link/session', () => {
  it('signs in while the address is paused for passwords, once, with a device token', async () => {
    const user = await createUser(ctx.db);
    const limiter = createRateLimiter({ db: ctx.db, secret: TEST_JWT_SECRET });
    for (let i = 0; i < RATE_RULES.passwordFailuresPerAddress.limit; i += 1) {
      await limiter.consume([{ rule: RATE_RULES.passwordFailuresPerAddress, subject: user.email }]);
    }
    const paused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: nextClient(),
    });
    expect(paused.json().error.code).toBe('SIGN_IN_PAUSED');

    await requestLink(user.email);
    const { token } = await tokenFor(user.email);
    const session = await exchange(token);
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    const body = session.json();
    expect(body).toMatchObject({ tokenType: 'Bearer', deviceToken: expect.any(String) });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(body.accessToken),
    });
    expect(me.json().id).toBe(user.id);
    // The device token the link gave lets the password in from now on.
    const withDevice = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD, deviceToken: body.deviceToken },
      remoteAddress: nextClient(),
    });
    expect(withDevice.statusCode).toBe(200);

    const again = await exchange(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('TOKEN_INVALID');
  });

  it("replaces the older link, and refuses an expired, an unknown and a deactivated account's link", async () => {
    const user = await createUser(ctx.db);
    await requestLink(user.email);
    const { token: first } = await tokenFor(user.email);
    // A second request within the minute sends nothing new: the first link stays the one.
    await requestLink(user.email);
    expect(await linkMails(user.email)).toHaveLength(1);
    await ctx.db
      .update(userTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(userTokens.userId, user.id));
    await requestLink(user.email);
    const { token: second } = await tokenFor(user.email);
    expect(second).not.toBe(first);
    expect((await exchange(first)).statusCode).toBe(400);

    await ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, user.id));
    expect((await exchange(second)).json().error.code).toBe('TOKEN_INVALID');
    expect((await exchange('no-such-token')).json().error.code).toBe('TOKEN_INVALID');

    const leaver = await createUser(ctx.db);
    await requestLink(leaver.email);
    const { token: leaversToken } = await tokenFor(leaver.email);
    await ctx.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, leaver.id));
    expect((await exchange(leaversToken)).json().error.code).toBe('TOKEN_INVALID');
  });
});
