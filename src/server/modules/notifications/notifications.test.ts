import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app';
import { notifications, outbox, requests, userPreferences } from '#server/db/schema/index';
import { useTestContext, secondApp, TEST_JWT_SECRET, TEST_PUBLIC_URL } from '#server/test/app';
import { createUser } from '#server/test/factories';
import { openSse, type SseClient } from '#server/test/sse';
import { organisationWith, signedIn } from '#server/test/tenants';
import { renderMail } from '#server/modules/mail/mail.templates';
import { defaultMail } from './notifications.render';
import { signStreamTicket, STREAM_TICKET_TTL_MS } from './stream-ticket';
import type { AppNotification } from '#shared/contracts/engine';

/**
 * Notifications: rows, e-mail and SMS written in the caller's transaction per each person's
 * channels, and the live stream, which must reach a user connected to another app instance
 * (another process in production) on the same database through LISTEN/NOTIFY.
 */
const ctx = useTestContext();
let other: App;
let baseUrl: string;

beforeAll(async () => {
  // A second instance on the same database: the stream is opened on ctx.app, changes come from here.
  other = await secondApp(ctx.database);
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => other.close());

const payload = { title: 'Nachtdienst Kardiologie', organisation: 'Klinikum Nord', dates: [] };

async function ticketFor(headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

async function streamOf(headers: Record<string, string>): Promise<SseClient> {
  const stream = await openSse(`${baseUrl}/api/notifications/stream?ticket=${await ticketFor(headers)}`);
  expect(stream.status).toBe(200);
  await stream.waitFor((event) => event.event === 'unread');
  return stream;
}

describe('notify', () => {
  it('writes a row per user and e-mail and SMS per each user’s channels, in one transaction', async () => {
    const plain = await createUser(ctx.db, { firstName: 'Plain' });
    const appOnly = await createUser(ctx.db, { firstName: 'AppOnly' });
    const texting = await createUser(ctx.db, { firstName: 'Texting', phoneNumber: '+491701234567', language: 'de' });
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
        answerLinks: new Map([[texting.id, { accept: '/offer/tok?answer=accepted', decline: '/offer/tok?answer=declined' }]]),
      }),
    );
    const rows = await ctx.db.select().from(notifications).where(inArray(notifications.userId, ids));
    expect(rows.map((row) => row.userId).sort()).toEqual([...ids].sort());
    expect(rows[0]!.payload).toMatchObject({ title: payload.title, path: '/my-shifts' });
    // The answer token is a bearer secret: never stored with the in-app notification.
    expect(JSON.stringify(rows)).not.toContain('tok');

    const messages = await ctx.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [plain.email, appOnly.email, texting.email, noPhone.email, '+491701234567']));
    const summary = messages.map((message) => `${message.channel}:${message.recipient}`).sort();
    expect(summary).toEqual([`email:${plain.email}`, `email:${texting.email}`, 'sms:+491701234567'].sort());
    const sms = messages.find((message) => message.channel === 'sms')!;
    expect(sms.bodyText).toContain('Klinikum Nord: Können Sie "Nachtdienst Kardiologie" übernehmen?');
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
        { accept: `/offer?token=tok${index}x&answer=accepted`, decline: `/offer?token=tok${index}x&answer=declined` },
      ]),
    );
    const dated = { ...payload, dates: [{ start: '2026-03-02T05:00:00.000Z', end: '2026-03-02T13:00:00.000Z' }] };
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

    const messages = await ctx.db.select().from(outbox).where(inArray(outbox.recipient, people.map((user) => user.email)));
    expect(messages).toHaveLength(people.length);
    const context = { publicUrl: TEST_PUBLIC_URL, kind: 'offer', payload: { ...dated, path: '/my-shifts' }, answerLinks };
    for (const user of people) {
      const message = messages.find((row) => row.recipient === user.email)!;
      const recipient = { ...user, phoneNumber: null, channels: ['app' as const, 'email' as const], pushDevices: [] };
      // What rendering this person's mail on its own gives, to the character.
      const expected = renderMail(user.language, defaultMail(context, recipient));
      expect({ subject: message.subject, text: message.bodyText, html: message.bodyHtml }).toEqual(expected);
      expect([message.channel, message.language, message.template, message.status]).toEqual(['email', user.language, 'notification', 'pending']);
    }
    const mailOf = (user: { email: string }) => messages.find((row) => row.recipient === user.email)!;
    expect(mailOf(tricky).bodyHtml).toContain('Hello &#60;Ann &#38; &#34;Bo&#34;&#62;,');
    expect(mailOf(tricky).bodyHtml).not.toContain('<Ann');
    expect(mailOf(tricky).bodyText).toContain('Hello <Ann & "Bo">,');
    expect(mailOf(quoted).bodyHtml).toContain('Hallo O&#39;Neil,');
    expect(mailOf(nameless).bodyText.startsWith('Guten Tag,')).toBe(true);
    [tricky, quoted, nameless].forEach((user, index) => {
      const mine = mailOf(user);
      expect(mine.bodyText).toContain(`${TEST_PUBLIC_URL}/${user.language}/offer?token=tok${index}x&answer=accepted`);
      expect(mine.bodyHtml).toContain(`href="${TEST_PUBLIC_URL}/${user.language}/offer?token=tok${index}x&#38;answer=accepted"`);
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
        await other.notifications.notifier.notify(tx, { userIds: [actor.user.id], kind: 'offer', payload });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await ctx.db.select().from(notifications).where(eq(notifications.userId, actor.user.id))).toEqual([]);
    expect(await ctx.db.select().from(outbox).where(eq(outbox.recipient, actor.user.email))).toEqual([]);
    await expect(stream.waitFor((event) => event.event === 'notification', 500, from)).rejects.toThrow();
    stream.close();
  });
});

describe('live stream', () => {
  it('delivers what another instance commits, only to its user, with the unread count', async () => {
    const nurse = await signedIn(ctx.app, ctx.db, 'USER');
    const stranger = await signedIn(ctx.app, ctx.db, 'USER');
    const stream = await streamOf(nurse.headers);
    expect(stream.events[0]).toEqual({ event: 'unread', data: { unread: 0 } });

    await ctx.db.transaction((tx) =>
      other.notifications.notifier.notify(tx, { userIds: [stranger.user.id], kind: 'request_filled', payload }),
    );
    await ctx.db.transaction((tx) =>
      other.notifications.notifier.notify(tx, { userIds: [nurse.user.id], kind: 'offer', payload, link: '/my-shifts' }),
    );
    // Live: the stream has no polling fallback, so arriving within waitFor's time is the proof
    // (no timed assertion on top of it, which a loaded CI machine would break).
    const pushed = await stream.waitFor((event) => event.event === 'notification');
    expect(pushed.data).toMatchObject({ kind: 'offer', readAt: null, payload: { path: '/my-shifts' } });
    await stream.waitFor((event) => event.event === 'unread' && (event.data as { unread: number }).unread === 1);
    // The stranger's notification never reached this stream.
    expect(stream.events.filter((event) => event.event === 'notification')).toHaveLength(1);

    // Read on another device (through the other instance): this stream hears the new count.
    const from = stream.events.length;
    const read = await other.inject({ method: 'POST', url: '/api/notifications/read', headers: nurse.headers, payload: {} });
    expect(read.json()).toEqual({ unread: 0 });
    await stream.waitFor((event) => event.event === 'unread' && (event.data as { unread: number }).unread === 0, 3000, from);
    stream.close();
  });

  it('pushes a whole pool at once (one NOTIFY for the call) to every open stream, each row once', async () => {
    const organisation = await organisationWith(ctx.db, 'Klinikum Pool', ['Kardiologie']);
    const place = { organisationId: organisation.id, departmentId: organisation.departments[0]!.id };
    const [request] = await ctx.db
      .insert(requests)
      .values({ ...place, kind: 'staff', state: 'internal_adv', title: 'Pool', firstShiftStart: new Date(), lastShiftEnd: new Date() })
      .returning({ id: requests.id });
    const members = await Promise.all(Array.from({ length: 5 }, () => signedIn(ctx.app, ctx.db, 'USER')));
    const outsider = await signedIn(ctx.app, ctx.db, 'USER');
    const streams = await Promise.all([...members, outsider].map((member) => streamOf(member.headers)));
    // 300 recipients of a request: more than one message of pairs, so one batch message.
    const extra = await Promise.all(Array.from({ length: 295 }, () => createUser(ctx.db)));
    const pool = [...members.map((member) => member.user.id), ...extra.map((user) => user.id)];
    await ctx.db.transaction(async (tx) => {
      await other.notifications.notifier.notify(tx, { userIds: pool, kind: 'offer', requestId: request!.id, payload });
      // The same kind and request twice in one transaction: PostgreSQL sends the one payload once.
      await other.notifications.notifier.notify(tx, { userIds: pool.slice(0, 200), kind: 'offer', requestId: request!.id, payload });
    });
    // Another request's pool of the same kind, a statement later: not this batch.
    await ctx.db.transaction((tx) =>
      other.notifications.notifier.notify(tx, { userIds: [outsider.user.id, ...extra.slice(0, 99).map((user) => user.id)], kind: 'offer', payload }),
    );
    await streams.at(-1)!.waitFor((event) => event.event === 'notification');
    const ids = (stream: SseClient) =>
      stream.events.filter((event) => event.event === 'notification').map((event) => (event.data as AppNotification)._id);
    for (const stream of streams.slice(0, -1)) {
      await stream.waitFor((event) => event.event === 'unread' && (event.data as { unread: number }).unread === 2);
      // Both rows of the member, each once, and the unread count after them.
      expect(new Set(ids(stream)).size).toBe(2);
      expect(ids(stream)).toHaveLength(2);
    }
    expect(ids(streams.at(-1)!)).toHaveLength(1);
    for (const stream of streams) stream.close();
  });

  it('refuses forged, expired and access-token tickets, and tickets of a signed-out session', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    const ticket = await ticketFor(actor.headers);
    const [body, signature] = ticket.split('.');
    const forged = `${body}.${signature!.slice(0, -2)}xx`;
    const { s: sessionId } = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { s: string };
    const expired = signStreamTicket(
      TEST_JWT_SECRET,
      { userId: actor.user.id, sessionId },
      Date.now() - STREAM_TICKET_TTL_MS - 1000,
    );
    const otherSecret = signStreamTicket('another-secret-that-is-long-enough-000', { userId: actor.user.id, sessionId: 'x' });
    const accessToken = actor.headers.authorization!.replace('Bearer ', '');
    for (const bad of [forged, expired, otherSecret, accessToken, 'nonsense']) {
      const response = await fetch(`${baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect((await fetch(`${baseUrl}/api/notifications/stream`)).status).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket' })).statusCode).toBe(401);

    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: actor.headers });
    const afterSignOut = await fetch(`${baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(afterSignOut.status).toBe(401);
  });

  it('drops closed streams', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    const before = ctx.app.notifications.hub.size;
    const stream = await streamOf(actor.headers);
    expect(ctx.app.notifications.hub.size).toBe(before + 1);
    stream.close();
    await expect.poll(() => ctx.app.notifications.hub.size).toBe(before);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('lists the caller’s own, newest first, with the unread count, and marks read', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    const stranger = await signedIn(ctx.app, ctx.db, 'USER');
    for (const kind of ['offer', 'request_filled', 'request_cancelled']) {
      await ctx.db.transaction((tx) =>
        other.notifications.notifier.notify(tx, { userIds: [actor.user.id, stranger.user.id], kind, payload }),
      );
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: actor.headers });
    expect(list.statusCode).toBe(200);
    const page = list.json<{ items: AppNotification[]; unread: number }>();
    expect(page.unread).toBe(3);
    expect(page.items.map((item) => item.kind)).toEqual(['request_cancelled', 'request_filled', 'offer']);

    const older = await ctx.app.inject({
      method: 'GET',
      url: `/api/notifications?limit=1&before=${encodeURIComponent(page.items[0]!.createdAt)}`,
      headers: actor.headers,
    });
    expect(older.json<{ items: AppNotification[] }>().items.map((item) => item.kind)).toEqual(['request_filled']);

    const strangers = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: stranger.headers });
    const strangerIds = strangers.json<{ items: AppNotification[] }>().items.map((item) => item._id);
    // Another user's ids are ignored.
    const markOne = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: actor.headers,
      payload: { ids: [page.items[0]!._id, ...strangerIds] },
    });
    expect(markOne.json()).toEqual({ unread: 2 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: stranger.headers })).json<{ unread: number }>()
        .unread,
    ).toBe(3);
    const markAll = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: actor.headers, payload: {} });
    expect(markAll.json()).toEqual({ unread: 0 });
  });

  it('refuses the signed-out and bad input', async () => {
    const actor = await signedIn(ctx.app, ctx.db, 'USER');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/notifications/read', payload: {} })).statusCode).toBe(401);
    const badIds = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: actor.headers,
      payload: { ids: ['not-a-uuid'] },
    });
    expect(badIds.statusCode).toBe(400);
    const badLimit = await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=0', headers: actor.headers });
    expect(badLimit.statusCode).toBe(400);
  });
});
