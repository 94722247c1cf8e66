import argon2 from 'argon2';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { hashPassword, prepareDummyHash } from '#server/lib/passwords';
import { useTestContext } from '#server/test/app';
import { agencyWithDispatcher, staffOf } from '#server/test/agency-fixtures';
import { TEST_PASSWORD, bearer, createUser, signIn, uniqueEmail } from '#server/test/factories';
import { SIGN_IN_DELAY } from '#server/modules/rate-limits/rate-limits.service';

/** Sign-in waits run on the app's clock: it stands still, so a wait lasts until a test moves it. */
const clock = fixedClock(new Date());
const ctx = useTestContext({ clock, clearSentMail: true });

/** Ends the running sign-in waits, as if their time had passed (their failure counts stay). */
function endWaits() {
  clock.advance(SIGN_IN_DELAY.maxSeconds * 1000);
}

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
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(body.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'ORG_ADMIN',
      emailConfirmed: true,
    });
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
    for (const headers of [
      {},
      { authorization: 'Bearer garbage' },
      bearer(forged),
      { authorization: token },
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('sign-out makes the token unusable but leaves other sessions alone', async () => {
    const user = await createUser(ctx.db);
    const phone = await signIn(ctx.app, user.email);
    const desktop = await signIn(ctx.app, user.email);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(phone),
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(phone) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(desktop) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses sign-out without a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });

  it('makes the failing client wait longer after each failure in a row, not the owner elsewhere', async () => {
    const user = await createUser(ctx.db);
    const attempt = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress,
        headers: { 'accept-language': 'de' },
      });
    // The first failures in a row are free (typos).
    for (let i = 0; i < SIGN_IN_DELAY.freeFailures; i += 1) {
      expect((await attempt(`wrong-${i}`, '10.0.0.1')).statusCode).toBe(401);
    }
    const waits: number[] = [];
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('wrong-again', '10.0.0.1')).statusCode).toBe(401);
      // Even the right password waits its turn: a guess in the wait is not checked.
      const refused = await attempt(TEST_PASSWORD, '10.0.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      messages.push(refused.json().error.message);
      waits.push(Number(refused.headers['retry-after']));
      endWaits();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    // The text states the wait of Retry-After, in the caller's language and the right plural form.
    expect(messages).toEqual(
      ['in 1 Sekunde', 'in 2 Sekunden', 'in 4 Sekunden', 'in 8 Sekunden', 'in 16 Sekunden'].map(
        (wait) => `Zu viele Versuche. Bitte versuchen Sie es ${wait} erneut.`,
      ),
    );
    // The owner on another network is not delayed.
    expect((await attempt(TEST_PASSWORD, '10.0.9.9')).statusCode).toBe(200);
    // Once the wait is over the right password gets in, and the count starts again.
    expect((await attempt(TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    expect((await attempt('wrong', '10.0.0.1')).statusCode).toBe(401);
    expect((await attempt(TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('caps the wait at 15 minutes', async () => {
    const user = await createUser(ctx.db);
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.0.2.1',
      });
    // 20 attempts a minute per client: 16 failures, each after the previous wait ended, then the check.
    for (let i = 0; i < SIGN_IN_DELAY.freeFailures + 13; i += 1) {
      expect((await attempt('wrong')).statusCode).toBe(401);
      endWaits();
    }
    expect((await attempt('wrong')).statusCode).toBe(401);
    const refused = await attempt(TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const last = Number(refused.headers['retry-after']);
    expect(last).toBe(SIGN_IN_DELAY.maxSeconds);
    expect(refused.json().error.message).toBe('Too many attempts. Please try again in 15 minutes.');
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
    expect(
      response
        .json()
        .error.details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['email', 'password']);
  });
});

describe('the work a wrong password costs', () => {
  it('is one argon2 verification for every kind of address: with a password, a profile made without one, unknown', async () => {
    const withPassword = await createUser(ctx.db);
    const { agency } = await agencyWithDispatcher(ctx);
    // A staff profile the agency made: no password of its own yet.
    const withoutPassword = await staffOf(ctx, agency.id);
    const verify = vi.spyOn(argon2, 'verify');
    const hash = vi.spyOn(argon2, 'hash');
    try {
      // Already made (the auth service asks for it when it is built): asking now hashes nothing.
      const dummy = await prepareDummyHash();
      expect(hash).not.toHaveBeenCalled();
      const answers: string[] = [];
      for (const [email, checked] of [
        [withPassword.email, withPassword.passwordHash],
        [withoutPassword.email, dummy],
        [uniqueEmail('ghost'), dummy],
      ] as const) {
        verify.mockClear();
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'wrong-password' },
          remoteAddress: '10.0.4.1',
        });
        expect(response.statusCode).toBe(401);
        answers.push(response.body);
        expect(verify.mock.calls).toEqual([[checked, 'wrong-password']]);
      }
      // No address pays for making the dummy, and all three answers are the same.
      expect(hash).not.toHaveBeenCalled();
      expect(new Set(answers).size).toBe(1);
    } finally {
      verify.mockRestore();
      hash.mockRestore();
    }
    // The dummy costs what a real hash costs: the same algorithm, version and parameters.
    const parameters = (stored: string) => stored.split('$').slice(1, 4);
    expect(parameters(await prepareDummyHash())).toEqual(
      parameters(await hashPassword('any password')),
    );
  });
});
