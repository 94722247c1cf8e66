import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxTable, pushSubscriptions } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { signedIn, type TestActor } from '#server/test/tenants';
import {
  browserKeys,
  decryptPush,
  startPushService,
  type BrowserKeys,
} from '#server/test/push-service';
import { OutboxWorker } from '#server/modules/mail/outbox.worker';
import type { PushPayload } from '#shared/contracts/push';
import { createWebPushSender } from './push.sender';

/**
 * Web Push end to end on the server: a device subscribes, a notification
 * goes through the outbox to a local push service, which decrypts it with the device's keys; a
 * 404/410 removes the device; only the owner manages their devices, and a device belongs to one
 * account. The local service is plain http on 127.0.0.1, which the app and the sender accept
 * only because these tests name that host (push-endpoints.test.ts tests the rule itself).
 */
const TEST_HOSTS = ['127.0.0.1'];
const ctx = useTestContext({ pushTestEndpointHosts: TEST_HOSTS });
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@example.com' };
let service: Awaited<ReturnType<typeof startPushService>>;
let worker: OutboxWorker;
const silentLog = { warn() {}, info() {}, error() {}, debug() {} } as never;

beforeAll(async () => {
  service = await startPushService();
  worker = new OutboxWorker({
    db: ctx.db,
    push: createWebPushSender({ db: ctx.db, vapid, testHosts: TEST_HOSTS }),
    from: 'x',
    log: silentLog,
  });
});
afterAll(() => service.close());

const inject = (
  actor: TestActor | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => ctx.app.inject({ method, url, payload: payload as object, headers: actor?.headers ?? {} });

/** A signed-in person with push among their channels and one subscribed device. */
async function subscribedPerson(language: 'en' | 'de', device: string) {
  const person = await signedIn(ctx.app, ctx.db, 'USER', language);
  const browser = browserKeys();
  const created = await inject(person, 'POST', '/api/me/push-subscriptions', {
    endpoint: service.endpoint(device),
    keys: browser.keys,
    deviceLabel: 'Firefox on Android',
  });
  expect(created.statusCode).toBe(201);
  expect(
    (await inject(person, 'PUT', '/api/me/preferences', { channels: ['app', 'push'] })).statusCode,
  ).toBe(200);
  return { person, browser, subscriptionId: created.json<{ _id: string }>()._id };
}

async function offerTo(userId: string, token: string) {
  await ctx.db.transaction((tx) =>
    ctx.app.notifications.notifier.notify(tx, {
      userIds: [userId],
      kind: 'offer',
      payload: { title: 'Frühdienst', organisation: 'Klinikum Nord' },
      answerLinks: new Map([
        [
          userId,
          {
            accept: `/offer?token=${token}&answer=accepted`,
            decline: `/offer?token=${token}&answer=declined`,
          },
        ],
      ]),
    }),
  );
}

const lastTo = (device: string) =>
  service.received.filter((push) => push.path === `/push/${device}`).at(-1);
const decrypted = (device: string, browser: BrowserKeys) =>
  JSON.parse(decryptPush(lastTo(device)!.body, browser)) as PushPayload;

describe('push messages', () => {
  it('sends an offer encrypted for the device, in its owner’s language, with one-tap Accept and Decline', async () => {
    const { person, browser } = await subscribedPerson('de', 'anna');
    const token = 'T'.repeat(43);
    await offerTo(person.user.id, token);
    expect(await worker.deliverDue()).toBe(1);

    const push = lastTo('anna')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    // VAPID: the server's public key, so the push service knows whose subscription this is.
    expect(push.headers.authorization).toContain(`k=${vapid.publicKey}`);
    const payload = decrypted('anna', browser);
    expect(payload).toMatchObject({
      lang: 'de',
      url: `http://localhost:3000/de/offer?token=${token}`,
      answer: {
        accept: `http://localhost:3000/de/offer?token=${token}&answer=accepted`,
        decline: `http://localhost:3000/de/offer?token=${token}&answer=declined`,
        labels: { accept: 'Annehmen', decline: 'Ablehnen' },
      },
    });
    expect(payload.body).toBe('Klinikum Nord: Können Sie "Frühdienst" übernehmen?');
    expect(payload.answer!.done.accepted).toBe(
      'Sie haben „Frühdienst“ angenommen. Die Station sagt Ihnen, ob Sie den Dienst übernehmen.',
    );
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.channel, 'push'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends nothing to a person who did not choose push, even with a device', async () => {
    const person = await signedIn(ctx.app, ctx.db, 'USER', 'en');
    await inject(person, 'POST', '/api/me/push-subscriptions', {
      endpoint: service.endpoint('bert'),
      keys: browserKeys().keys,
    });
    await offerTo(person.user.id, 'U'.repeat(43));
    expect(await worker.deliverDue()).toBe(0);
    expect(lastTo('bert')).toBeUndefined();
  });

  it.each([404, 410])(
    'removes the device when the push service answers %i, and does not retry',
    async (status) => {
      const device = `gone-${status}`;
      const { person, subscriptionId } = await subscribedPerson('en', device);
      service.answer(device, status);
      await offerTo(person.user.id, 'V'.repeat(43));
      expect(await worker.deliverDue()).toBe(0);
      expect(
        await ctx.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.id, subscriptionId)),
      ).toEqual([]);
      const [row] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, subscriptionId));
      expect(row).toMatchObject({ status: 'failed', lastError: 'subscription gone' });
    },
  );

  it('keeps a message the push service refused (500) for a later try, as SMS', async () => {
    const { person, subscriptionId, browser } = await subscribedPerson('en', 'busy');
    service.answer('busy', 500);
    await offerTo(person.user.id, 'W'.repeat(43));
    expect(await worker.deliverDue()).toBe(0);
    const [row] = await ctx.db.select().from(outbox).where(eq(outbox.recipient, subscriptionId));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('500');
    service.answer('busy', 201);
    await ctx.db
      .update(outboxTable)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outboxTable.id, row!.id));
    expect(await worker.deliverDue()).toBe(1);
    expect(decrypted('busy', browser).answer!.labels).toEqual({
      accept: 'Accept',
      decline: 'Decline',
    });
  });
});

describe('push routes', () => {
  it('serves the public key to anyone (the browser needs it to subscribe)', async () => {
    const response = await inject(null, 'GET', '/api/push/public-key');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('publicKey');
  });

  it('refuses anonymous callers and bad subscriptions, changing nothing', async () => {
    const body = { endpoint: service.endpoint('x'), keys: browserKeys().keys };
    expect((await inject(null, 'POST', '/api/me/push-subscriptions', body)).statusCode).toBe(401);
    expect(
      (
        await inject(
          null,
          'DELETE',
          '/api/me/push-subscriptions/00000000-0000-4000-8000-000000000000',
        )
      ).statusCode,
    ).toBe(401);
    const person = await signedIn(ctx.app, ctx.db, 'USER');
    for (const bad of [
      { ...body, endpoint: 'javascript:alert(1)' },
      { ...body, keys: { p256dh: 'short', auth: body.keys.auth } },
      { endpoint: body.endpoint },
    ]) {
      expect((await inject(person, 'POST', '/api/me/push-subscriptions', bad)).statusCode).toBe(
        400,
      );
    }
    expect(
      await ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, person.user.id)),
    ).toEqual([]);
  });

  it('lets only the owner remove a device: another person gets 404 and the device stays', async () => {
    const { person, subscriptionId } = await subscribedPerson('en', 'own');
    for (const role of ['USER', 'ORG_ADMIN', 'AGENCY', 'ADMIN'] as const) {
      const other = await signedIn(ctx.app, ctx.db, role);
      expect(
        (await inject(other, 'DELETE', `/api/me/push-subscriptions/${subscriptionId}`)).statusCode,
      ).toBe(404);
    }
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId)),
    ).toHaveLength(1);
    expect(
      (await inject(person, 'DELETE', `/api/me/push-subscriptions/${subscriptionId}`)).statusCode,
    ).toBe(204);
    expect(
      (await inject(person, 'DELETE', `/api/me/push-subscriptions/${subscriptionId}`)).statusCode,
    ).toBe(404);
  });

  it('gives a browser’s subscription to whoever subscribes it last as a new row: the other account’s row and messages stay out', async () => {
    const first = await subscribedPerson('en', 'shared');
    // A message for the first person is still in the outbox when the phone changes hands.
    await offerTo(first.person.user.id, 'X'.repeat(43));
    const second = await signedIn(ctx.app, ctx.db, 'ORG_SUB');
    const secondBrowser = browserKeys();
    const again = await inject(second, 'POST', '/api/me/push-subscriptions', {
      endpoint: service.endpoint('shared'),
      keys: secondBrowser.keys,
      deviceLabel: 'Chrome (Android)',
    });
    expect(again.statusCode).toBe(201);
    const answer = again.json<{ _id: string; deviceLabel: string | null }>();
    // Nothing of the first person's row: not its id, not its label.
    expect(answer._id).not.toBe(first.subscriptionId);
    expect(answer.deviceLabel).toBe('Chrome (Android)');
    const rows = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, service.endpoint('shared')));
    expect(rows).toEqual([
      expect.objectContaining({
        id: answer._id,
        userId: second.user.id,
        p256dh: secondBrowser.keys.p256dh,
        lastSentAt: null,
      }),
    ]);
    // The first person's message does not go to the device with the new owner's keys.
    expect(await worker.deliverDue()).toBe(0);
    expect(lastTo('shared')).toBeUndefined();
    const [row] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, first.subscriptionId));
    expect(row).toMatchObject({ status: 'failed', lastError: 'subscription gone' });
    // The first person's old id is no device of theirs any more; the new owner's is not theirs either.
    expect(
      (await inject(first.person, 'DELETE', `/api/me/push-subscriptions/${first.subscriptionId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject(first.person, 'DELETE', `/api/me/push-subscriptions/${answer._id}`)).statusCode,
    ).toBe(404);
    expect(
      await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, answer._id)),
    ).toHaveLength(1);
  });

  it('keeps the row when its owner subscribes the same browser again (new keys)', async () => {
    const { person, subscriptionId } = await subscribedPerson('en', 'renewed');
    const renewed = browserKeys();
    const again = await inject(person, 'POST', '/api/me/push-subscriptions', {
      endpoint: service.endpoint('renewed'),
      keys: renewed.keys,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ _id: string }>()._id).toBe(subscriptionId);
    const [row] = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId));
    expect(row).toMatchObject({ userId: person.user.id, p256dh: renewed.keys.p256dh });
  });
});
