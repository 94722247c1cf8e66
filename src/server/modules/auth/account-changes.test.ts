import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, users } from '#server/db/schema/index';
import { useTestContext, TEST_PUBLIC_URL } from '#server/test/app';
import { TEST_PASSWORD, bearer, createUser, linkIn, signIn } from '#server/test/factories';

/**
 * A password reset once left the private calendar feed working, and an archived
 * account could still change its password.
 */
const ctx = useTestContext({ clearSentMail: true });

let client = 0;
const nextClient = () => `198.21.${Math.floor(++client / 250)}.${(client % 250) + 1}`;

/** Switches the person's feed on; returns the feed's path. */
async function feedOf(email: string) {
  const token = await signIn(ctx.app, email);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/calendar-feed',
    headers: bearer(token),
  });
  expect(created.statusCode).toBe(200);
  return created.json<{ url: string }>().url.slice(TEST_PUBLIC_URL.length);
}

const feedStatus = async (path: string) =>
  (await ctx.app.inject({ method: 'GET', url: path })).statusCode;

const change = (email: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress: nextClient(),
    payload: { email, newPassword: 'Brand-New-Secret-9', ...payload },
  });

async function resetToken(email: string) {
  await ctx.app.inject({
    method: 'GET',
    url: `/api/auth/forgot-password/${encodeURIComponent(email)}`,
    remoteAddress: nextClient(),
  });
  await ctx.app.afterResponseSettled();
  const [mail] = await ctx.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(outbox.id);
  return mail
    ? new URL(linkIn(mail.bodyText, 'create-new-password')).searchParams.get('token')
    : null;
}

describe('the private calendar feed on a password change', () => {
  it('stops working after a forgotten-password reset', async () => {
    const user = await createUser(ctx.db);
    const feed = await feedOf(user.email);
    expect(await feedStatus(feed)).toBe(200);
    const token = await resetToken(user.email);
    expect((await change(user.email, { newPasswordToken: token })).statusCode).toBe(200);
    expect(await feedStatus(feed)).toBe(404);
    // A new one can be had as before, signed in with the new password.
    const next = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/calendar-feed',
      headers: bearer(await signIn(ctx.app, user.email, 'Brand-New-Secret-9')),
    });
    expect(await feedStatus(next.json().url.slice(TEST_PUBLIC_URL.length))).toBe(200);
  });

  it('is renewed on a change with the current password when asked, and kept otherwise', async () => {
    const keeper = await createUser(ctx.db);
    const keptFeed = await feedOf(keeper.email);
    expect((await change(keeper.email, { currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await feedStatus(keptFeed)).toBe(200);

    const renewer = await createUser(ctx.db);
    const oldFeed = await feedOf(renewer.email);
    expect(
      (await change(renewer.email, { currentPassword: TEST_PASSWORD, renewCalendarFeed: true }))
        .statusCode,
    ).toBe(200);
    expect(await feedStatus(oldFeed)).toBe(404);
  });

  it('leaves people without a feed without one', async () => {
    const user = await createUser(ctx.db);
    expect(
      (await change(user.email, { currentPassword: TEST_PASSWORD, renewCalendarFeed: true }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a deactivated account', () => {
  it('cannot change its password with the current one: refused, nothing changes', async () => {
    const user = await createUser(ctx.db, { archivedAt: new Date() });
    const [before] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    const response = await change(user.email, { currentPassword: TEST_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CURRENT_PASSWORD_WRONG');
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.recipient, user.email))).toHaveLength(
      0,
    );
  });

  it('gets no reset link, and a link from before it was deactivated no longer works', async () => {
    const archived = await createUser(ctx.db, { archivedAt: new Date() });
    expect(await resetToken(archived.email)).toBeNull();

    const leaver = await createUser(ctx.db);
    const token = await resetToken(leaver.email);
    await ctx.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, leaver.id));
    const [before] = await ctx.db.select().from(users).where(eq(users.id, leaver.id));
    const response = await change(leaver.email, { newPasswordToken: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
    const [after] = await ctx.db.select().from(users).where(eq(users.id, leaver.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });
});
