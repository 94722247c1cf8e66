import { describe, expect, it } from 'vitest';
import { requests } from '#server/db/schema/index';
import { TEST_JWT_SECRET } from '#server/test/app';
import { createUser } from '#server/test/factories';
import {
  baseUrl,
  ctx,
  other,
  payload,
  streamOf,
  ticketFor,
  useNotificationsApp,
} from '#server/test/notifications-fixtures';
import type { SseClient } from '#server/test/sse';
import { organisationWith, signedIn } from '#server/test/tenants';
import { signStreamTicket, STREAM_TICKET_TTL_MS } from './stream-ticket';
import type { AppNotification } from '#shared/contracts/engine';

// The live stream must reach a user connected to another app instance (another process in
// production) on the same database through LISTEN/NOTIFY.
useNotificationsApp();

describe('live stream', () => {
  it('delivers what another instance commits, only to its user, with the unread count', async () => {
    const nurse = await signedIn(ctx.app, ctx.db, 'USER');
    const stranger = await signedIn(ctx.app, ctx.db, 'USER');
    const stream = await streamOf(nurse.headers);
    expect(stream.events[0]).toEqual({ event: 'unread', data: { unread: 0 } });

    await ctx.db.transaction((tx) =>
      other.notifications.notifier.notify(tx, {
        userIds: [stranger.user.id],
        kind: 'request_filled',
        payload,
      }),
    );
    await ctx.db.transaction((tx) =>
      other.notifications.notifier.notify(tx, {
        userIds: [nurse.user.id],
        kind: 'offer',
        payload,
        link: '/my-shifts',
      }),
    );
    // Live: the stream has no polling fallback, so arriving within waitFor's time is the proof
    // (no timed assertion on top of it, which a loaded CI machine would break).
    const pushed = await stream.waitFor((event) => event.event === 'notification');
    expect(pushed.data).toMatchObject({
      kind: 'offer',
      readAt: null,
      payload: { path: '/my-shifts' },
    });
    await stream.waitFor(
      (event) => event.event === 'unread' && (event.data as { unread: number }).unread === 1,
    );
    // The stranger's notification never reached this stream.
    expect(stream.events.filter((event) => event.event === 'notification')).toHaveLength(1);

    // Read on another device (through the other instance): this stream hears the new count.
    const from = stream.events.length;
    const read = await other.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: nurse.headers,
      payload: {},
    });
    expect(read.json()).toEqual({ unread: 0 });
    await stream.waitFor(
      (event) => event.event === 'unread' && (event.data as { unread: number }).unread === 0,
      3000,
      from,
    );
    stream.close();
  });

  it('pushes a whole pool at once (one NOTIFY for the call) to every open stream, each row once', async () => {
    const organisation = await organisationWith(ctx.db, 'Klinikum Pool', ['Kardiologie']);
    const place = {
      organisationId: organisation.id,
      departmentId: organisation.departments[0]!.id,
    };
    const [request] = await ctx.db
      .insert(requests)
      .values({
        ...place,
        kind: 'staff',
        state: 'internal_adv',
        title: 'Pool',
        firstShiftStart: new Date(),
        lastShiftEnd: new Date(),
      })
      .returning({ id: requests.id });
    const members = await Promise.all(
      Array.from({ length: 5 }, () => signedIn(ctx.app, ctx.db, 'USER')),
    );
    const outsider = await signedIn(ctx.app, ctx.db, 'USER');
    const streams = await Promise.all(
      [...members, outsider].map((member) => streamOf(member.headers)),
    );
    // 300 recipients of a request: more than one message of pairs, so one batch message.
    const extra = await Promise.all(Array.from({ length: 295 }, () => createUser(ctx.db)));
    const pool = [...members.map((member) => member.user.id), ...extra.map((user) => user.id)];
    await ctx.db.transaction(async (tx) => {
      await other.notifications.notifier.notify(tx, {
        userIds: pool,
        kind: 'offer',
        requestId: request!.id,
        payload,
      });
      // The same kind and request twice in one transaction: PostgreSQL sends the one payload once.
      await other.notifications.notifier.notify(tx, {
        userIds: pool.slice(0, 200),
        kind: 'offer',
        requestId: request!.id,
        payload,
      });
    });
    // Another request's pool of the same kind, a statement later: not this batch.
    await ctx.db.transaction((tx) =>
      other.notifications.notifier.notify(tx, {
        userIds: [outsider.user.id, ...extra.slice(0, 99).map((user) => user.id)],
        kind: 'offer',
        payload,
      }),
    );
    await streams.at(-1)!.waitFor((event) => event.event === 'notification');
    const ids = (stream: SseClient) =>
      stream.events
        .filter((event) => event.event === 'notification')
        .map((event) => (event.data as AppNotification)._id);
    for (const stream of streams.slice(0, -1)) {
      await stream.waitFor(
        (event) => event.event === 'unread' && (event.data as { unread: number }).unread === 2,
      );
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
    const { s: sessionId } = JSON.parse(Buffer.from(body!, 'base64url').toString()) as {
      s: string;
    };
    const expired = signStreamTicket(
      TEST_JWT_SECRET,
      { userId: actor.user.id, sessionId },
      Date.now() - STREAM_TICKET_TTL_MS - 1000,
    );
    const otherSecret = signStreamTicket('another-secret-that-is-long-enough-000', {
      userId: actor.user.id,
      sessionId: 'x',
    });
    const accessToken = actor.headers.authorization!.replace('Bearer ', '');
    for (const bad of [forged, expired, otherSecret, accessToken, 'nonsense']) {
      const response = await fetch(
        `${baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(bad)}`,
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect((await fetch(`${baseUrl}/api/notifications/stream`)).status).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/notifications/stream-ticket' }))
        .statusCode,
    ).toBe(401);

    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: actor.headers });
    const afterSignOut = await fetch(
      `${baseUrl}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
    );
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
