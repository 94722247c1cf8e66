import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { useTestContext, secondApp } from '#server/test/app';
import { TEST_PASSWORD, actorOf, bearer, createUser, linkIn } from '#server/test/factories';

/**
 * Every access token is checked against its session row on each call, so ending sessions takes
 * effect at once, on every server process: sign-out (this device or all), a password change or
 * reset, and deactivation by the back office. There are no refresh tokens: a new token needs a
 * new sign-in, which the tests try too.
 */
const ctx = useTestContext();
let other: App;
let client = 0;

beforeAll(async () => {
  other = await secondApp(ctx.database);
});
afterAll(() => other?.close());

async function signInAt(app: App, email: string, password = TEST_PASSWORD) {
  client += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: `192.0.2.${client}`,
  });
}

async function tokenFor(app: App, email: string) {
  const response = await signInAt(app, email);
  expect(response.statusCode).toBe(200);
  return response.json<{ accessToken: string }>().accessToken;
}

/** The status of a signed-in call with a kept token, on both instances. */
async function statusWith(token: string) {
  const headers = bearer(token);
  return Promise.all(
    [ctx.app, other].map(
      async (app) => (await app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode,
    ),
  );
}

describe('ending sessions', () => {
  it('sign-out refuses the kept token at once, on every instance; other devices stay signed in', async () => {
    const user = await createUser(ctx.db);
    const phone = await tokenFor(ctx.app, user.email);
    const laptop = await tokenFor(other, user.email);
    expect(
      (await other.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) }))
        .statusCode,
    ).toBe(204);
    expect(await statusWith(phone)).toEqual([401, 401]);
    expect(await statusWith(laptop)).toEqual([200, 200]);
  });

  it('sign-out everywhere refuses every token of the user, and no one else’s', async () => {
    const user = await createUser(ctx.db);
    const bystander = await createUser(ctx.db);
    const tokens = [await tokenFor(ctx.app, user.email), await tokenFor(other, user.email)];
    const theirs = await tokenFor(ctx.app, bystander.email);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: bearer(tokens[0]!),
    });
    expect(out.statusCode).toBe(204);
    for (const token of tokens) expect(await statusWith(token)).toEqual([401, 401]);
    expect(await statusWith(theirs)).toEqual([200, 200]);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' })).statusCode,
    ).toBe(401);
  });

  it('a password reset through the mailbox ends every session; only the new password signs in', async () => {
    const user = await createUser(ctx.db);
    const tokens = [await tokenFor(ctx.app, user.email), await tokenFor(other, user.email)];
    await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/forgot-password/${user.email}`,
      remoteAddress: '192.0.2.200',
    });
    await ctx.app.afterResponseSettled();
    await ctx.deliverMail();
    const mail = ctx.sent.find((sent) => sent.to === user.email)!;
    const token = new URL(linkIn(mail.text, 'create-new-password')).searchParams.get('token')!;
    const reset = await other.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email, newPassword: 'Brand-New-Secret-9', newPasswordToken: token },
    });
    expect(reset.statusCode).toBe(200);
    for (const kept of tokens) expect(await statusWith(kept)).toEqual([401, 401]);
    expect((await signInAt(ctx.app, user.email)).statusCode).toBe(401);
    expect((await signInAt(ctx.app, user.email, 'Brand-New-Secret-9')).statusCode).toBe(200);
  });

  it('a password change with the current password ends every session, the changing one too', async () => {
    const user = await createUser(ctx.db);
    const tokens = [await tokenFor(ctx.app, user.email), await tokenFor(other, user.email)];
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: bearer(tokens[0]!),
      payload: {
        email: user.email,
        newPassword: 'Brand-New-Secret-9',
        currentPassword: TEST_PASSWORD,
      },
    });
    expect(change.statusCode).toBe(200);
    for (const kept of tokens) expect(await statusWith(kept)).toEqual([401, 401]);
  });

  it('deactivation by the back office refuses the kept tokens at once, and sign-in with them', async () => {
    const admin = await actorOf(other, ctx.db, 'ADMIN');
    const user = await createUser(ctx.db, { role: 'AGENCY' });
    const tokens = [await tokenFor(ctx.app, user.email), await tokenFor(other, user.email)];
    const archive = await other.inject({
      method: 'DELETE',
      url: '/api/admin/persons',
      headers: admin.headers,
      payload: { ids: [user.id] },
    });
    expect(archive.json()).toEqual({ deleted: 0, archived: 1 });
    for (const kept of tokens) expect(await statusWith(kept)).toEqual([401, 401]);
    const again = await signInAt(ctx.app, user.email);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('INVALID_CREDENTIALS');
  });
});
