import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, sessions, userTokens } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import {
  TEST_PASSWORD,
  bearer,
  createUser,
  linkIn,
  signIn,
  uniqueEmail,
} from '#server/test/factories';

const ctx = useTestContext({ clearSentMail: true });

async function mailsTo(email: string) {
  // Forgot-password writes its mail after answering.
  await ctx.app.afterResponseSettled();
  return ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email.toLowerCase()))
    .orderBy(outbox.id);
}

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
      payload: {
        email: user.email,
        newPassword: 'Brand-New-Secret-9',
        newPasswordToken: token,
        currentPassword: '',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(oldSession) }))
        .statusCode,
    ).toBe(401);
    await expect(signIn(ctx.app, user.email)).rejects.toThrow();
    expect(await signIn(ctx.app, user.email, 'Brand-New-Secret-9')).toBeTruthy();
    expect((await mailsTo(user.email)).map((m) => m.template)).toEqual([
      'password_reset',
      'password_changed',
    ]);

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
    await ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, owner.id));
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
      payload: {
        email: user.email,
        newPassword: 'Brand-New-Secret-9',
        currentPassword: 'not-it-at-all',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email: user.email,
        newPassword: 'Brand-New-Secret-9',
        currentPassword: TEST_PASSWORD,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session) }))
        .statusCode,
    ).toBe(401);
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
    expect(short.json().error.details[0]).toMatchObject({
      field: 'newPassword',
      key: 'Password_too_short',
    });
  });
});
