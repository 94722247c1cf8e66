import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, outbox, userPreferences } from '#server/db/schema/index';
import { TEST_PUBLIC_URL } from '#server/test/app';
import { createUser } from '#server/test/factories';
import {
  ctx,
  other,
  payload,
  streamOf,
  useNotificationsApp,
} from '#server/test/notifications-fixtures';
import { signedIn } from '#server/test/tenants';
import { renderMail } from '#server/modules/mail/mail.templates';
import { defaultMail } from './notifications.render';
import type { AppNotification } from '#shared/contracts/engine';

/**
 * Notifications: rows, e-mail and SMS written in the caller's transaction per each person's
 * channels, and the live stream (notifications.stream.test.ts), which must reach a user connected
 * to another app instance (another process in production) on the same database through
 * LISTEN/NOTIFY.
 */
useNotificationsApp();

describe('notify', () => {
  it('writes a row per user and e-mail and SMS per each user’s channels, in one transaction', async () => {
    const plain = await createUser(ctx.db, { firstName: 'Plain' });
    const appOnly = await createUser(ctx.db, { firstName: 'AppOnly' });
    const texting = await createUser(ctx.db, {
      firstName: 'Texting',
      phoneNumber: '+491701234567',
      language: 'de',
    });
    const noPhone = await createUser(ctx.db, { firstName: 'NoPhone' });
    await ctx.db.insert(userPreferences).values([
      { userId: appOnly.id, channels: ['app'] },
      { userId: texting.id, channels: ['app', 'email', 'sms'] },
      { userId: noPhone.id, channels: ['app', 'sms'] },
    ]);
    const ids = [plain.id, appOnly.id, texting.id, noPhone.id];
    await ctx.db.transaction((tx) =>
      other.notifications.notifier.notify(tx, {
        userIds: [...ids, plain.id],
        kind: 'offer',
        requestId: null,
        payload,
        link: '/my-shifts',
        answerLinks: new Map([
          [
            texting.id,
            { accept: '/offer/tok?answer=accepted', decline: '/offer/tok?answer=declined' },
          ],
        ]),
      }),
    );
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, ids));
    expect(rows.map((row) => row.userId).sort()).toEqual([...ids].sort());
    expect(rows[0]!.payload).toMatchObject({ title: payload.title, path: '/my-shifts' });
    // The answer token is a bearer secret: never stored with the in-app notification.
    expect(JSON.stringify(rows)).not.toContain('tok');

    const messages = await ctx.db
      .select()
      .from(outbox)
      .where(
        inArray(outbox.recipient, [
          plain.email,
          appOnly.email,
          texting.email,
          noPhone.email,
          '+491701234567',
        ]),
      );
    const summary = messages.map((message) => `${message.channel}:${message.recipient}`).sort();
    expect(summary).toEqual(
      [`email:${plain.email}`, `email:${texting.email}`, 'sms:+491701234567'].sort(),
    );
    const sms = messages.find((message) => message.channel === 'sms')!;
    expect(sms.bodyText).toContain(
      'Klinikum Nord: Können Sie "Nachtdienst Kardiologie" übernehmen?',
    );
    expect(sms.bodyText).toContain(`${TEST_PUBLIC_URL}/de/offer/tok?answer=accepted`);
    const mail = messages.find((message) => message.recipient === texting.email)!;
    expect(mail.subject).toBe('Können Sie übernehmen? Nachtdienst Kardiologie');
    expect(mail.bodyText).toContain(`${TEST_PUBLIC_URL}/de/offer/tok?answer=declined`);
  });

  it("writes each person's own offer e-mail from one rendering per language, escaped in HTML", async () => {
    const tricky = await createUser(ctx.db, { firstName: '<Ann & "Bo">', language: 'en' });
    const quoted = await createUser(ctx.db, { firstName: "O'Neil", language: 'de' });
    // No first name: the greeting changes, so this one is rendered in full.
    const nameless = await createUser(ctx.db, { firstName: '', language: 'de' });
    const withoutLinks = await createUser(ctx.db, { firstName: 'Jana', language: 'en' });
    const people = [tricky, quoted, nameless, withoutLinks];
    const answerLinks = new Map(
      [tricky, quoted, nameless].map((user, index) => [
        user.id,
        {
          accept: `/offer?token=tok${index}x&answer=accepted`,
          decline: `/offer?token=tok${index}x&answer=declined`,
        },
      ]),
    );
    const dated = {
      ...payload,
      dates: [{ start: '2026-03-02T05:00:00.000Z', end: '2026-03-02T13:00:00.000Z' }],
    };
    await ctx.db.transaction((tx) =>
      other.notifications.notifier.notify(tx, {
        userIds: people.map((user) => user.id),
        kind: 'offer',
        requestId: null,
        payload: dated,
        link: '/my-shifts',
        answerLinks,
      }),
    );

    const messages = await ctx.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.recipient,
          people.map((user) => user.email),
        ),
      );
    expect(messages).toHaveLength(people.length);
    const context = {
      publicUrl: TEST_PUBLIC_URL,
      kind: 'offer',
      payload: { ...dated, path: '/my-shifts' },
      answerLinks,
    };
    for (const user of people) {
      const message = messages.find((row) => row.recipient === user.email)!;
      const recipient = {
        ...user,
        phoneNumber: null,
        channels: ['app' as const, 'email' as const],
        pushDevices: [],
      };
      // What rendering this person's mail on its own gives, to the character.
      const expected = renderMail(user.language, defaultMail(context, recipient));
      expect({ subject: message.subject, text: message.bodyText, html: message.bodyHtml }).toEqual(
        expected,
      );
      expect([message.channel, message.language, message.template, message.status]).toEqual([
        'email',
        user.language,
        'notification',
        'pending',
      ]);
    }
    const mailOf = (user: { email: string }) =>
      messages.find((row) => row.recipient === user.email)!;
    expect(mailOf(tricky).bodyHtml).toContain('Hello &#60;Ann &#38; &#34;Bo&#34;&#62;,');
    expect(mailOf(tricky).bodyHtml).not.toContain('<Ann');
    expect(mailOf(tricky).bodyText).toContain('Hello <Ann & "Bo">,');
    expect(mailOf(quoted).bodyHtml).toContain('Hallo O&#39;Neil,');
    expect(mailOf(nameless).bodyText.startsWith('Guten Tag,')).toBe(true);
    [tricky, quoted, nameless].forEach((user, index) => {
      const mine = mailOf(user);
      expect(mine.bodyText).toContain(
        `${TEST_PUBLIC_URL}/${user.language}/offer?token=tok${index}x&answer=accepted`,
      );
      expect(mine.bodyHtml).toContain(
        `href="${TEST_PUBLIC_URL}/${user.language}/offer?token=tok${index}x&#38;answer=accepted"`,
      );
      const others = [0, 1, 2].filter((other) => other !== index).map((other) => `tok${other}x`);
      for (const token of others) expect(`${mine.bodyText}${mine.bodyHtml}`).not.toContain(token);
    });
    expect(mailOf(withoutLinks).bodyText).not.toContain('token=');
  });

  it('leaves nothing and pushes nothing when the transaction rolls back', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    const stream = await streamOf(actor.headers);
    const from = stream.events.length;
    await expect(
      ctx.db.transaction(async (tx) => {
        await other.notifications.notifier.notify(tx, {
          userIds: [actor.user.id],
          kind: 'offer',
          payload,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(
      await ctx.db.select().from(notifications).where(eq(notifications.userId, actor.user.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(outbox).where(eq(outbox.recipient, actor.user.email)),
    ).toEqual([]);
    await expect(
      stream.waitFor((event) => event.event === 'notification', 500, from),
    ).rejects.toThrow();
    stream.close();
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('lists the caller’s own, newest first, with the unread count, and marks read', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    const stranger = await signedIn(ctx.app, ctx.db, 'USER');
    for (const kind of ['offer', 'request_filled', 'request_cancelled']) {
      await ctx.db.transaction((tx) =>
        other.notifications.notifier.notify(tx, {
          userIds: [actor.user.id, stranger.user.id],
          kind,
          payload,
        }),
      );
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: actor.headers,
    });
    expect(list.statusCode).toBe(200);
    const page = list.json<{ items: AppNotification[]; unread: number }>();
    expect(page.unread).toBe(3);
    expect(page.items.map((item) => item.kind)).toEqual([
      'request_cancelled',
      'request_filled',
      'offer',
    ]);

    const older = await ctx.app.inject({
      method: 'GET',
      url: `/api/notifications?limit=1&before=${encodeURIComponent(page.items[0]!.createdAt)}`,
      headers: actor.headers,
    });
    expect(older.json<{ items: AppNotification[] }>().items.map((item) => item.kind)).toEqual([
      'request_filled',
    ]);

    const strangers = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: stranger.headers,
    });
    const strangerIds = strangers
      .json<{ items: AppNotification[] }>()
      .items.map((item) => item._id);
    // Another user's ids are ignored.
    const markOne = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: actor.headers,
      payload: { ids: [page.items[0]!._id, ...strangerIds] },
    });
    expect(markOne.json()).toEqual({ unread: 2 });
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/notifications',
          headers: stranger.headers,
        })
      ).json<{ unread: number }>().unread,
    ).toBe(3);
    const markAll = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: actor.headers,
      payload: {},
    });
    expect(markAll.json()).toEqual({ unread: 0 });
  });

  it('refuses the signed-out and bad input', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', payload: {} }))
        .statusCode,
    ).toBe(401);
    const badIds = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: actor.headers,
      payload: { ids: ['not-a-uuid'] },
    });
    expect(badIds.statusCode).toBe(400);
    const badLimit = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=0',
      headers: actor.headers,
    });
    expect(badLimit.statusCode).toBe(400);
  });
});
