import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxTable } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { createUser } from '#server/test/factories';
import { signedIn } from '#server/test/tenants';
import { OutboxWorker } from './outbox.worker';
import { createHttpSmsGateway } from './sms.gateway';
import { loadConfig } from '#server/env';

/** A local HTTP server stands in for the SMS gateway: it records and answers as told. */
const ctx = useTestContext();
let gateway: Server;
let gatewayUrl: string;
let answerStatus = 200;
const received: { body: { to: string; text: string }; authorization: string | undefined }[] = [];

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string };
}

beforeAll(async () => {
  gateway = createServer((request, response) => {
    void readJson(request).then((body) => {
      received.push({ body, authorization: request.headers.authorization });
      response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));

const silentLog = { warn() {}, info() {}, error() {}, debug() {} } as never;

/** A user who chose SMS, notified with an SMS text (e-mail too when the channels say so). */
async function notifiedBySms(phoneNumber: string, channels = '{app,sms}') {
  const user = await createUser(ctx.db, { phoneNumber, language: 'de' });
  await ctx.db.execute(
    sql`insert into user_preferences (user_id, channels) values (${user.id}, ${channels})`,
  );
  await ctx.db.transaction((tx) =>
    ctx.app.notifications.notifier.notify(tx, {
      userIds: [user.id],
      kind: 'hr_review',
      payload: { title: 'Frühdienst', organisation: 'Klinikum Nord' },
      sms: () => 'Bitte entscheiden: Frühdienst',
    }),
  );
  return user;
}

const rowsTo = (recipient: string) =>
  ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient));

describe('SMS through the HTTP gateway', () => {
  it('posts { to, text } with the bearer token and marks the message sent', async () => {
    await notifiedBySms('+491700000001');
    const worker = new OutboxWorker({
      db: ctx.db,
      sms: createHttpSmsGateway({ url: gatewayUrl, token: 'secret-token' }),
      from: 'x',
      log: silentLog,
    });
    expect(await worker.deliverDue()).toBe(1);
    expect(received.at(-1)).toEqual({
      body: { to: '+491700000001', text: 'Bitte entscheiden: Frühdienst' },
      authorization: 'Bearer secret-token',
    });
    expect((await rowsTo('+491700000001'))[0]).toMatchObject({
      channel: 'sms',
      status: 'sent',
      attempts: 1,
    });
  });

  it('keeps a message the gateway refused (500) pending for a later try', async () => {
    await notifiedBySms('+491700000002');
    answerStatus = 500;
    const worker = new OutboxWorker({
      db: ctx.db,
      sms: createHttpSmsGateway({ url: gatewayUrl }),
      from: 'x',
      log: silentLog,
    });
    expect(await worker.deliverDue()).toBe(0);
    answerStatus = 200;
    const [row] = await rowsTo('+491700000002');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('500');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Due again: delivered.
    await ctx.db
      .update(outboxTable)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxTable.id, row!.id));
    expect(await worker.deliverDue()).toBe(1);
    expect((await rowsTo('+491700000002'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('without SMS_URL keeps SMS pending (an e-mail-only worker never touches them), visible to administrators', async () => {
    const user = await notifiedBySms('+491700000003', '{app,email,sms}');
    // The test context's worker has SMTP only.
    await ctx.deliverMail();
    const [row] = await rowsTo('+491700000003');
    expect(row).toMatchObject({ channel: 'sms', status: 'pending', attempts: 0 });
    expect((await rowsTo(user.email))[0]).toMatchObject({ channel: 'email', status: 'sent' });

    const admin = await signedIn(ctx.app, ctx.db, 'ADMIN');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?channel=sms&pageSize=100',
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json<{
      items: { recipient: string; status: string; bodyText: string; channel: string }[];
      total: number;
    }>();
    expect(body.items.every((item) => item.channel === 'sms')).toBe(true);
    expect(body.items.find((item) => item.recipient === '+491700000003')).toMatchObject({
      status: 'pending',
      bodyText: 'Bitte entscheiden: Frühdienst',
    });
    expect(body.total).toBeGreaterThanOrEqual(3);

    for (const role of ['USER', 'ORG_ADMIN', 'AGENCY'] as const) {
      const actor = await signedIn(ctx.app, ctx.db, role);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: actor.headers }))
          .statusCode,
      ).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/outbox?channel=fax',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('reads SMS_URL and SMS_TOKEN from the environment', () => {
    expect(loadConfig({ SMS_URL: 'https://sms.example.com/send', SMS_TOKEN: 't' })).toMatchObject({
      smsUrl: 'https://sms.example.com/send',
      smsToken: 't',
    });
    expect(loadConfig({})).toMatchObject({ smsUrl: undefined });
    expect(() => loadConfig({ SMS_URL: 'ftp://x' })).toThrow(/SMS_URL/);
  });
});
