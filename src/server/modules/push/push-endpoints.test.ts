import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxTable, pushSubscriptions } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { signedIn, type TestActor } from '#server/test/tenants';
import { browserKeys, startPushService } from '#server/test/push-service';
import { OutboxWorker } from '#server/modules/mail/outbox.worker';
import { createWebPushSender } from './push.sender';
import type { ResolveHost } from './push.endpoints';

/**
 * Push endpoints the server may call: https to a public address only, checked
 * when a device subscribes and again, after resolving its name, before every message; the
 * connection goes to the address checked; a redirect is never followed. The app here names no
 * test host, as in production.
 */
const ctx = useTestContext();
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@example.com' };
const silentLog = { warn() {}, info() {}, error() {}, debug() {} } as never;
let service: Awaited<ReturnType<typeof startPushService>>;
let person: TestActor;

beforeAll(async () => {
  service = await startPushService();
  person = await signedIn(ctx.app, ctx.db, 'USER');
});
afterAll(() => service.close());

const subscribe = (endpoint: string, language: 'en' | 'de' = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    payload: { endpoint, keys: browserKeys().keys },
    headers: { ...person.headers, 'accept-language': language },
  });

/** A worker whose push sender resolves names with `resolve` (and may call the given test hosts). */
function workerWith(options: { resolve?: ResolveHost; testHosts?: string[]; timeoutMs?: number }) {
  return new OutboxWorker({
    db: ctx.db,
    push: createWebPushSender({ db: ctx.db, vapid, ...options }),
    from: 'x',
    log: silentLog,
  });
}

/** A device stored as it is (as subscriptions made before the rule were), with one message for it. */
async function deviceWithMessage(endpoint: string) {
  const [device] = await ctx.db
    .insert(pushSubscriptions)
    .values({ userId: person.user.id, endpoint, ...browserKeys().keys })
    .returning();
  const [message] = await ctx.db
    .insert(outboxTable)
    .values({
      channel: 'push',
      recipient: device!.id,
      language: 'en',
      template: 'offer',
      subject: 'push',
      bodyText: '{"title":"Frühdienst"}',
    })
    .returning();
  return { deviceId: device!.id, messageId: message!.id };
}

const deviceExists = async (id: string) =>
  (await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id))).length > 0;
const messageRow = async (id: number) =>
  (await ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0];

describe('subscribing a device', () => {
  const NOT_HTTPS = {
    en: 'A push subscription must name an https:// address of a push service',
    de: 'Ein Push-Abonnement muss eine https://-Adresse eines Push-Dienstes nennen',
  };
  const NOT_PUBLIC = {
    en: 'A push subscription must name a public push service, not a local, private or reserved address',
    de: 'Ein Push-Abonnement muss einen öffentlichen Push-Dienst nennen, keine lokale, private oder reservierte Adresse',
  };
  const hostile: [string, typeof NOT_HTTPS][] = [
    ['http://127.0.0.1:8080/push/x', NOT_HTTPS],
    ['http://push.example.com/push/x', NOT_HTTPS],
    ['https://127.0.0.1/push/x', NOT_PUBLIC],
    ['https://127.1.2.3:8443/push/x', NOT_PUBLIC],
    ['https://2130706433/push/x', NOT_PUBLIC], // 127.0.0.1 as one number
    ['https://0x7f.1/push/x', NOT_PUBLIC],
    ['https://[::1]/push/x', NOT_PUBLIC],
    ['https://[::ffff:127.0.0.1]/push/x', NOT_PUBLIC],
    ['https://[::]/push/x', NOT_PUBLIC],
    ['https://0.0.0.0/push/x', NOT_PUBLIC],
    ['https://169.254.169.254/latest/meta-data/', NOT_PUBLIC],
    ['https://[fd00:ec2::254]/latest/meta-data/', NOT_PUBLIC],
    ['https://100.100.100.200/latest/meta-data/', NOT_PUBLIC], // carrier-grade NAT range
    ['https://10.0.0.7/push/x', NOT_PUBLIC],
    ['https://172.16.5.4/push/x', NOT_PUBLIC],
    ['https://192.168.178.1/push/x', NOT_PUBLIC],
    ['https://[fe80::1]/push/x', NOT_PUBLIC],
    ['https://[fc00::1]/push/x', NOT_PUBLIC],
    ['https://224.0.0.251/push/x', NOT_PUBLIC],
    ['https://[ff02::1]/push/x', NOT_PUBLIC],
    ['https://localhost/push/x', NOT_PUBLIC],
    ['https://localhost./push/x', NOT_PUBLIC],
    ['https://push.localhost/push/x', NOT_PUBLIC],
    ['https://metadata/computeMetadata/v1/', NOT_PUBLIC], // no dot: a name of the local network
  ];

  it.each(hostile)(
    'refuses %s with a 400 that says why, in English and German, storing nothing',
    async (endpoint, message) => {
      for (const language of ['en', 'de'] as const) {
        const response = await subscribe(endpoint, language);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [{ field: 'endpoint', message: message[language] }],
        });
      }
      expect(
        await ctx.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, endpoint)),
      ).toEqual([]);
    },
  );

  it('refuses credentials in the endpoint', async () => {
    const response = await subscribe('https://user:secret@push.example.com/push/x');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ field: 'endpoint', key: 'invalid_value' }),
    ]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://[2a00:1450:4001:80b::200a]/push/abc',
  ])('accepts a push service on a public name or address: %s', async (endpoint) => {
    expect((await subscribe(endpoint)).statusCode).toBe(201);
  });
});

describe('sending to a device', () => {
  it('refuses a name that resolves to a loopback address: the device is deleted and the message fails without retry', async () => {
    const { deviceId, messageId } = await deviceWithMessage(
      'https://push.attacker.example/push/loop',
    );
    const asked: string[] = [];
    const worker = workerWith({
      resolve: async (host) => {
        asked.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(await worker.deliverDue()).toBe(0);
    expect(asked).toEqual(['push.attacker.example']);
    expect(await deviceExists(deviceId)).toBe(false);
    expect(await messageRow(messageId)).toMatchObject({
      status: 'failed',
      lastError: 'push endpoint refused: its name resolves to an address that is not public',
    });
  });

  it('refuses a name with one private address among public ones', async () => {
    const { deviceId, messageId } = await deviceWithMessage(
      'https://push.mixed.example/push/mixed',
    );
    const worker = workerWith({
      resolve: async () => [
        { address: '142.250.185.74', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
    });
    expect(await worker.deliverDue()).toBe(0);
    expect(await deviceExists(deviceId)).toBe(false);
    expect(await messageRow(messageId)).toMatchObject({ status: 'failed' });
  });

  it('sends nothing to a device stored before the rule with a local http endpoint', async () => {
    const { deviceId, messageId } = await deviceWithMessage(service.endpoint('legacy'));
    expect(await workerWith({}).deliverDue()).toBe(0);
    expect(service.received.filter((push) => push.path === '/push/legacy')).toEqual([]);
    expect(await deviceExists(deviceId)).toBe(false);
    expect(await messageRow(messageId)).toMatchObject({
      status: 'failed',
      lastError: 'push endpoint refused: not an https address',
    });
  });

  it('connects to the address it checked, resolving the name once', async () => {
    // A name only the injected resolver knows: the message arrives only if the connection used its answer.
    const { deviceId, messageId } = await deviceWithMessage(
      service.endpoint('pinned', 'push.test'),
    );
    let lookups = 0;
    const worker = workerWith({
      testHosts: ['push.test'],
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(await worker.deliverDue()).toBe(1);
    expect(lookups).toBe(1);
    expect(service.received.filter((push) => push.path === '/push/pinned')).toHaveLength(1);
    expect(await deviceExists(deviceId)).toBe(true);
    expect(await messageRow(messageId)).toMatchObject({ status: 'sent' });
  });

  it.each([301, 302, 307, 308])(
    'does not follow a redirect (%i): the device is deleted, nothing goes to the new address',
    async (status) => {
      const device = `redirect-${status}`;
      service.answer(device, {
        status,
        redirectTo: `http://127.0.0.1:${service.port}/push/elsewhere-${status}`,
      });
      const { deviceId, messageId } = await deviceWithMessage(service.endpoint(device));
      expect(await workerWith({ testHosts: ['127.0.0.1'] }).deliverDue()).toBe(0);
      expect(service.received.filter((push) => push.path === `/push/${device}`)).toHaveLength(1);
      expect(service.received.filter((push) => push.path === `/push/elsewhere-${status}`)).toEqual(
        [],
      );
      expect(await deviceExists(deviceId)).toBe(false);
      expect(await messageRow(messageId)).toMatchObject({
        status: 'failed',
        lastError: `push endpoint refused: it answered with a redirect (${status}), not followed`,
      });
    },
  );

  it('gives up on a push service that does not answer in time, and keeps the message for a later try', async () => {
    service.answer('silent', 'hang');
    const { deviceId, messageId } = await deviceWithMessage(service.endpoint('silent'));
    expect(await workerWith({ testHosts: ['127.0.0.1'], timeoutMs: 200 }).deliverDue()).toBe(0);
    expect(await deviceExists(deviceId)).toBe(true);
    expect(await messageRow(messageId)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
