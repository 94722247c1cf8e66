import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, sessions, userTokens, users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/app';
import {
  TEST_PASSWORD,
  bearer,
  createUser,
  linkIn,
  signIn,
  uniqueEmail,
} from '../../test/factories';
import { RATE_RULES } from '../rate-limits/rate-limits.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());
beforeEach(() => {
  ctx.sent.length = 0;
});

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('signup'),
    firstName: 'Greta',
    lastName: 'Gruber',
    institution: 'Klinikum Süd',
    position: 'Pflegedienstleitung',
    phoneNumber: '+49 30 1234567',
    password: 'Sicheres-Passwort-1',
    acceptTC: true,
    role: 'organisation',
    ...overrides,
  };
}

async function register(payload: Record<string, unknown>, language = 'en') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/registration',
    payload,
    headers: { 'accept-language': language },
    // A different client each time: the per-client limit has its own test.
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });
  // The account is created after the answer; the next step of a test needs it.
  await ctx.app.afterResponseSettled();
  return response;
}

async function mailsTo(email: string) {
  // Registration, resend and forgot-password write their mail after answering.
  await ctx.app.afterResponseSettled();
  return ctx.db.select().from(outbox).where(eq(outbox.recipient, email.toLowerCase())).orderBy(outbox.id);
}

async function userByEmail(email: string) {
  // Registration does its work after answering.
  await ctx.app.afterResponseSettled();
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

describe('POST /api/auth/registration', () => {
  it.each([
    ['organisation', 'ORG_ADMIN'],
    ['agency', 'AGENCY'],
    ['ADMIN', 'USER'],
    ['ORG_SUB', 'USER'],
    ['something-else', 'USER'],
    [undefined, 'USER'],
  ])('role %s gives %s', async (role, expected) => {
    const body = registration({ role });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect((await userByEmail(body.email))?.role).toBe(expected);
  });

  it('stores the account unconfirmed, hashes the password and mails a link in the caller language', async () => {
    const body = registration();
    const response = await register(body, 'de-DE,de;q=0.9');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Konto wurde angelegt/);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ emailConfirmedAt: null, language: 'de', firstName: 'Greta' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(body.password);

    const [mail] = await mailsTo(body.email);
    expect(mail).toMatchObject({ template: 'email_confirmation', language: 'de', status: 'pending' });
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const link = linkIn(mail!.bodyText, '/api/auth/confirm-email/');
    const token = link.split('/').pop()!;
    // Only the hash of the token is stored.
    const stored = await ctx.db.select().from(userTokens).where(eq(userTokens.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a known address, whatever its case, like a new one and mails its owner instead', async () => {
    const body = registration();
    const first = await register(body, 'de');
    const again = await register({ ...body, email: body.email.toUpperCase(), firstName: 'Mallory' }, 'de');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    // Not confirmed yet: the owner gets a fresh confirmation link; nothing of the account changed.
    expect((await mailsTo(body.email)).map((m) => m.template)).toEqual(['email_confirmation', 'email_confirmation']);
    expect((await userByEmail(body.email))?.firstName).toBe('Greta');

    const confirmed = await createUser(ctx.db, { language: 'de' });
    const known = await register(registration({ email: confirmed.email }), 'de');
    const unknown = await register(registration(), 'de');
    expect(known.statusCode).toBe(201);
    expect(known.body).toBe(unknown.body);
    const [mail] = await mailsTo(confirmed.email);
    expect(mail!.template).toBe('account_exists');
    expect(mail!.subject).toBe('Sie haben bereits ein Konto');
    expect(linkIn(mail!.bodyText, '/auth/sign-in')).toBe(`http://localhost:3000/de/auth/sign-in`);
    expect(linkIn(mail!.bodyText, '/auth/forgot-password')).toBe(`http://localhost:3000/de/auth/forgot-password`);
  });

  it('answers bad input with 400, the offending fields in the caller language, and stores nothing', async () => {
    const body = registration({ email: 'not-an-email', firstName: '', acceptTC: false, password: 'short' });
    const response = await register(body, 'de');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    const byField = Object.fromEntries(
      (error.details as { field: string; message: string }[]).map((d) => [d.field, d.message]),
    );
    expect(byField.email).toBe('Email ist ungültig');
    expect(byField.firstName).toBe('Bitte geben Sie Ihren Vornamen ein');
    expect(byField.acceptTC).toBeDefined();
    expect(byField.password).toBe('Das Passwort muss mindestens 8 Zeichen haben');
    expect(await userByEmail('not-an-email')).toBeUndefined();
    expect(await mailsTo('not-an-email')).toHaveLength(0);
  });

  it('accepts a missing phone number', async () => {
    const body = registration();
    delete (body as Partial<typeof body>).phoneNumber;
    expect((await register(body)).statusCode).toBe(201);
  });
});

describe('e-mail confirmation', () => {
  async function registerAndGetLink(language = 'en') {
    const body = registration();
    await register(body, language);
    const [mail] = await mailsTo(body.email);
    return { body, link: linkIn(mail!.bodyText, '/api/auth/confirm-email/') };
  }

  it('refuses sign-in before confirmation with its own code, and only with the right password', async () => {
    const { body } = await registerAndGetLink();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json().error.code).toBe('EMAIL_NOT_CONFIRMED');
  });

  it('confirms once, leads to the email-confirmed page in the user language, and is single-use', async () => {
    const { body, link } = await registerAndGetLink('de');
    const path = new URL(link).pathname;
    const first = await ctx.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/de/auth/email-confirmed');
    expect((await userByEmail(body.email))!.emailConfirmedAt).toBeInstanceOf(Date);

    const second = await ctx.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en' } });
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe('/en/auth/email-confirmation?status=invalid');

    const token = await signIn(ctx.app, body.email, body.password);
    expect(token).toBeTruthy();
  });

  it('refuses an expired link', async () => {
    const { body, link } = await registerAndGetLink();
    const user = await userByEmail(body.email);
    await ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user!.id));
    const response = await ctx.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(response.headers.location).toBe('/en/auth/email-confirmation?status=invalid');
    expect((await userByEmail(body.email))!.emailConfirmedAt).toBeNull();
  });

  it('refuses an unknown token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/confirm-email/made-up-token' });
    expect(response.headers.location).toBe('/en/auth/email-confirmation?status=invalid');
  });
});

describe('GET /api/auth/resend-verification/{email}', () => {
  it('answers the same for unknown, unconfirmed and confirmed addresses', async () => {
    const unconfirmed = registration();
    await register(unconfirmed);
    const confirmed = await createUser(ctx.db);
    const answers = await Promise.all(
      [uniqueEmail('nobody'), unconfirmed.email, confirmed.email].map((email) =>
        ctx.app.inject({ method: 'GET', url: `/api/auth/resend-verification/${encodeURIComponent(email)}` }),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await mailsTo(confirmed.email)).toHaveLength(0);
  });

  it('sends a new link that replaces the old one, at most once a minute', async () => {
    const body = registration();
    await register(body);
    const user = await userByEmail(body.email);
    // Pretend the first mail went out two minutes ago.
    await ctx.db
      .update(userTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(userTokens.userId, user!.id));
    const url = `/api/auth/resend-verification/${encodeURIComponent(body.email)}`;
    await ctx.app.inject({ method: 'GET', url });
    await ctx.app.inject({ method: 'GET', url });
    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(2);
    const oldLink = linkIn(mails[0]!.bodyText, '/api/auth/confirm-email/');
    const newLink = linkIn(mails[1]!.bodyText, '/api/auth/confirm-email/');
    expect((await ctx.app.inject({ method: 'GET', url: new URL(oldLink).pathname })).headers.location).toContain(
      'status=invalid',
    );
    expect((await ctx.app.inject({ method: 'GET', url: new URL(newLink).pathname })).headers.location).toBe(
      '/en/auth/email-confirmed',
    );
  });
});

describe('POST /api/auth/login, GET /api/user/me, POST /api/auth/logout', () => {
  it('returns a Bearer token with its lifetime, and the token reads the profile', async () => {
    const user = await createUser(ctx.db, { role: 'ORG_ADMIN', email: uniqueEmail('Mixed.Case') });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD, role: 'ADMIN' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ tokenType: 'Bearer', expiresIn: 7 * 24 * 3600 });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: user.email, role: 'ORG_ADMIN', emailConfirmed: true });
    expect(me.json()).not.toHaveProperty('passwordHash');
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const user = await createUser(ctx.db);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('ghost'), password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses /user/me without a token, with a malformed or forged token', async () => {
    const user = await createUser(ctx.db);
    const token = await signIn(ctx.app, user.email);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const headers of [{}, { authorization: 'Bearer garbage' }, bearer(forged), { authorization: token }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('sign-out makes the token unusable but leaves other sessions alone', async () => {
    const user = await createUser(ctx.db);
    const phone = await signIn(ctx.app, user.email);
    const desktop = await signIn(ctx.app, user.email);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) });
    expect(out.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(phone) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(desktop) })).statusCode).toBe(200);
  });

  it('refuses sign-out without a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });

  it('pauses an address for the client that failed, not for its owner elsewhere', async () => {
    const user = await createUser(ctx.db);
    const attempt = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress,
        headers: { 'accept-language': 'de' },
      });
    const { limit } = RATE_RULES.passwordFailuresPerAddressAndClient;
    for (let i = 0; i < limit; i += 1) expect((await attempt(`wrong-${i}`, '10.0.0.1')).statusCode).toBe(401);
    const blocked = await attempt(TEST_PASSWORD, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Zu viele Versuche/) });
    // The owner on another network still gets in.
    expect((await attempt(TEST_PASSWORD, '10.0.9.9')).statusCode).toBe(200);
  });

  it('counts consecutive failures: a right password starts the count again', async () => {
    const user = await createUser(ctx.db);
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password }, remoteAddress: '10.0.2.1' });
    const { limit } = RATE_RULES.passwordFailuresPerAddressAndClient;
    for (let i = 0; i < limit - 1; i += 1) expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < limit - 1; i += 1) expect((await attempt('wrong')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits sign-in attempts per client', async () => {
    const statuses: number[] = [];
    // Rejected bodies count too: the limit applies before any password is checked.
    for (let i = 0; i < 22; i += 1) {
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `spray-${i}`, password: '' },
        remoteAddress: '192.0.2.77',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Another client is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x', password: '' },
      remoteAddress: '192.0.2.78',
    });
    expect(other.statusCode).toBe(400);
  });

  it('answers bad sign-in input with 400 and field details', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'password']);
  });
});

describe('password reset', () => {
  async function requestReset(email: string, path = 'forgot-passwor') {
    return ctx.app.inject({ method: 'GET', url: `/api/auth/${path}/${encodeURIComponent(email)}` });
  }

  it('answers the same for unknown addresses on both spellings', async () => {
    const user = await createUser(ctx.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail('ghost'));
    const correct = await requestReset(uniqueEmail('ghost'), 'forgot-password');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(correct.body).toBe(unknown.body);
  });

  it('resets with the e-mailed token once, ends every session and tells the owner', async () => {
    const user = await createUser(ctx.db, { language: 'de' });
    const oldSession = await signIn(ctx.app, user.email);
    await requestReset(user.email, 'forgot-password');
    const [mail] = await mailsTo(user.email);
    expect(mail!.template).toBe('password_reset');
    const link = new URL(linkIn(mail!.bodyText, '/auth/create-new-password'));
    expect(link.pathname).toBe('/de/auth/create-new-password');
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe(user.email);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, newPassword: 'Brand-New-Secret-9', newPasswordToken: token, currentPassword: '' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(oldSession) })).statusCode).toBe(401);
    await expect(signIn(ctx.app, user.email)).rejects.toThrow();
    expect(await signIn(ctx.app, user.email, 'Brand-New-Secret-9')).toBeTruthy();
    expect((await mailsTo(user.email)).map((m) => m.template)).toEqual(['password_reset', 'password_changed']);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, newPassword: 'Another-Secret-9', newPasswordToken: token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a token used for another address, and an expired one', async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await requestReset(owner.email);
    const [mail] = await mailsTo(owner.email);
    const token = new URL(linkIn(mail!.bodyText, 'create-new-password')).searchParams.get('token')!;
    const misuse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: other.email, newPassword: 'Brand-New-Secret-9', newPasswordToken: token },
    });
    expect(misuse.json().error.code).toBe('TOKEN_INVALID');
    await ctx.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(userTokens.userId, owner.id));
    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: owner.email, newPassword: 'Brand-New-Secret-9', newPasswordToken: token },
    });
    expect(expired.json().error.code).toBe('TOKEN_INVALID');
    expect(await signIn(ctx.app, owner.email)).toBeTruthy();
  });

  it('changes the password with the current password, and refuses a wrong one', async () => {
    const user = await createUser(ctx.db);
    const session = await signIn(ctx.app, user.email);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, newPassword: 'Brand-New-Secret-9', currentPassword: 'not-it-at-all' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, newPassword: 'Brand-New-Secret-9', currentPassword: TEST_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session) })).statusCode).toBe(401);
    const remaining = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(0);
  });

  it('needs a token or the current password, and a long enough new password', async () => {
    const user = await createUser(ctx.db);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, newPassword: 'Brand-New-Secret-9' },
    });
    expect(none.json().error.code).toBe('PASSWORD_RESET_PROOF_MISSING');
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, newPassword: 'short', currentPassword: TEST_PASSWORD },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0]).toMatchObject({ field: 'newPassword', key: 'Password_too_short' });
  });
});
