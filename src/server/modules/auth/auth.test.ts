import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, userTokens, users } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { createUser, registrationBody, linkIn, signIn, uniqueEmail } from '#server/test/factories';

const ctx = useTestContext({ clearSentMail: true });

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
  return ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email.toLowerCase()))
    .orderBy(outbox.id);
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
    const body = registrationBody({ role });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect((await userByEmail(body.email))?.role).toBe(expected);
  });

  it('stores the account unconfirmed, hashes the password and mails a link in the caller language', async () => {
    const body = registrationBody();
    const response = await register(body, 'de-DE,de;q=0.9');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Konto wurde angelegt/);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ emailConfirmedAt: null, language: 'de', firstName: 'Greta' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(body.password);

    const [mail] = await mailsTo(body.email);
    expect(mail).toMatchObject({
      template: 'email_confirmation',
      language: 'de',
      status: 'pending',
    });
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
    const body = registrationBody();
    const first = await register(body, 'de');
    const again = await register(
      { ...body, email: body.email.toUpperCase(), firstName: 'Mallory' },
      'de',
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    // Not confirmed yet: the owner gets a fresh confirmation link; nothing of the account changed.
    expect((await mailsTo(body.email)).map((m) => m.template)).toEqual([
      'email_confirmation',
      'email_confirmation',
    ]);
    expect((await userByEmail(body.email))?.firstName).toBe('Greta');

    const confirmed = await createUser(ctx.db, { language: 'de' });
    const known = await register(registrationBody({ email: confirmed.email }), 'de');
    const unknown = await register(registrationBody(), 'de');
    expect(known.statusCode).toBe(201);
    expect(known.body).toBe(unknown.body);
    const [mail] = await mailsTo(confirmed.email);
    expect(mail!.template).toBe('account_exists');
    expect(mail!.subject).toBe('Sie haben bereits ein Konto');
    expect(linkIn(mail!.bodyText, '/auth/sign-in')).toBe(`http://localhost:3000/de/auth/sign-in`);
    expect(linkIn(mail!.bodyText, '/auth/forgot-password')).toBe(
      `http://localhost:3000/de/auth/forgot-password`,
    );
  });

  it('answers bad input with 400, the offending fields in the caller language, and stores nothing', async () => {
    const body = registrationBody({
      email: 'not-an-email',
      firstName: '',
      acceptTC: false,
      password: 'short',
    });
    const response = await register(body, 'de');
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    const byField = Object.fromEntries(
      (error.details as { field: string; message: string }[]).map((d) => [d.field, d.message]),
    );
    expect(byField.email).toBe('E-Mail ist ungültig');
    expect(byField.firstName).toBe('Bitte geben Sie Ihren Vornamen ein');
    expect(byField.acceptTC).toBeDefined();
    expect(byField.password).toBe('Das Passwort muss mindestens 8 Zeichen haben');
    expect(await userByEmail('not-an-email')).toBeUndefined();
    expect(await mailsTo('not-an-email')).toHaveLength(0);
  });

  it('accepts a missing phone number', async () => {
    const body = registrationBody();
    delete (body as Partial<typeof body>).phoneNumber;
    expect((await register(body)).statusCode).toBe(201);
  });
});

describe('e-mail confirmation', () => {
  async function registerAndGetLink(language = 'en') {
    const body = registrationBody();
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

    const second = await ctx.app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': 'en' },
    });
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
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/confirm-email/made-up-token',
    });
    expect(response.headers.location).toBe('/en/auth/email-confirmation?status=invalid');
  });
});

describe('GET /api/auth/resend-verification/{email}', () => {
  it('answers the same for unknown, unconfirmed and confirmed addresses', async () => {
    const unconfirmed = registrationBody();
    await register(unconfirmed);
    const confirmed = await createUser(ctx.db);
    const answers = await Promise.all(
      [uniqueEmail('nobody'), unconfirmed.email, confirmed.email].map((email) =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/auth/resend-verification/${encodeURIComponent(email)}`,
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await mailsTo(confirmed.email)).toHaveLength(0);
  });

  it('sends a new link that replaces the old one, at most once a minute', async () => {
    const body = registrationBody();
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
    expect(
      (await ctx.app.inject({ method: 'GET', url: new URL(oldLink).pathname })).headers.location,
    ).toContain('status=invalid');
    expect(
      (await ctx.app.inject({ method: 'GET', url: new URL(newLink).pathname })).headers.location,
    ).toBe('/en/auth/email-confirmed');
  });
});
