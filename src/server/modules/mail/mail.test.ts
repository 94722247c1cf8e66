import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { outbox, outboxTable } from '#server/db/schema/index';
import { useTestContext } from '#server/test/app';
import { decodeMail, startSmtpListener } from '#server/test/smtp';
import { createMailer } from './mail.service';
import { OutboxWorker } from './outbox.worker';
import { sql } from 'drizzle-orm';

const ctx = useTestContext();
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp?.close());

const mailer = () => createMailer({ log: ctx.app.log, smtpConfigured: true });

async function enqueue(to: string, language: 'en' | 'de' = 'en') {
  await mailer().enqueue(ctx.db, {
    to,
    language,
    mail: { template: 'password_changed', firstName: 'Jo' },
  });
}

function worker(overrides: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) {
  return new OutboxWorker({
    db: ctx.db,
    transport: nodemailer.createTransport(smtp.url),
    from: 'Staffing Marketplace <no-reply@example.com>',
    log: ctx.app.log,
    ...overrides,
  });
}

async function statusOf(recipient: string) {
  return ctx.db.select().from(outbox).where(eq(outbox.recipient, recipient));
}

describe('outbox', () => {
  it('keeps nothing when the transaction that caused the mail rolls back', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await mailer().enqueue(tx, {
          to: 'rolled.back@example.com',
          language: 'en',
          mail: { template: 'password_changed', firstName: 'R' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await statusOf('rolled.back@example.com')).toHaveLength(0);
  });

  it('delivers through a real SMTP server in the recipient language and marks the row sent', async () => {
    const before = smtp.received.length;
    await enqueue('delivered@example.com', 'de');
    const sent = await worker().deliverDue();
    expect(sent).toBeGreaterThanOrEqual(1);
    const mails = await smtp.waitFor(before + 1);
    const mail = mails.find((m) => m.to.includes('delivered@example.com'))!;
    expect(decodeMail(mail.raw)).toContain('wurde soeben geändert');
    const [row] = await statusOf('delivered@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('delivers to internationalised and long top-level domains: nodemailer sends the domains in punycode', async () => {
    const before = smtp.received.length;
    // Stored addresses keep the domain in Unicode; SMTP needs its ASCII form.
    await enqueue('pflege@krankenhaus-münchen.de');
    await enqueue('leitung@pflege.berlin');
    // What the client said on the wire (the test server decodes punycode in the envelope it reports).
    const wire: string[] = [];
    const record = (_meta: unknown, message: string) => {
      wire.push(message);
    };
    const logger = {
      level: () => {},
      trace: record,
      debug: record,
      info: record,
      warn: record,
      error: record,
      fatal: record,
    };
    const transport = nodemailer.createTransport({ url: smtp.url, logger, debug: true } as never);
    const sent = await worker({
      transport,
      from: 'Klinikum Süd <no-reply@zahnärzte-köln.gesundheit>',
    }).deliverDue();
    expect(sent).toBeGreaterThanOrEqual(2);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    const commands = wire.join('\n');
    expect(commands).toContain('MAIL FROM:<no-reply@xn--zahnrzte-kln-jcb2x.gesundheit>');
    expect(commands).toContain('RCPT TO:<pflege@xn--krankenhaus-mnchen-y6b.de>');
    expect(commands).toContain('RCPT TO:<leitung@pflege.berlin>');
    // ASCII all the way: no SMTPUTF8 needed from the mail server.
    expect(commands).not.toMatch(/MAIL FROM:.*SMTPUTF8/);
    const idn = mails.find((m) => m.to.includes('pflege@krankenhaus-münchen.de'))!;
    expect(idn.raw).toMatch(/^To: pflege@xn--krankenhaus-mnchen-y6b\.de\r?$/m);
    expect(idn.raw).toMatch(/<no-reply@xn--zahnrzte-kln-jcb2x\.gesundheit>/);
    for (const recipient of ['pflege@krankenhaus-münchen.de', 'leitung@pflege.berlin']) {
      expect((await statusOf(recipient))[0]).toMatchObject({ status: 'sent' });
    }
  });

  it('keeps a message while SMTP is down and delivers it once it is back', async () => {
    smtp.state.refuse = true;
    await enqueue('later@example.com');
    const w = worker();
    expect(await w.deliverDue()).toBe(0);
    let [row] = await statusOf('later@example.com');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/451|unavailable/i);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);

    // Not due yet: a second pass does not hammer the server.
    expect(await w.deliverDue()).toBe(0);
    expect((await statusOf('later@example.com'))[0]!.attempts).toBe(1);

    smtp.state.refuse = false;
    await ctx.db
      .update(outboxTable)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxTable.recipient, 'later@example.com'));
    expect(await w.deliverDue()).toBe(1);
    [row] = await statusOf('later@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps a message as failed after the last attempt, never deleting it', async () => {
    smtp.state.refuse = true;
    await enqueue('hopeless@example.com');
    const w = worker({ maxAttempts: 2 });
    await w.deliverDue();
    await ctx.db
      .update(outboxTable)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxTable.recipient, 'hopeless@example.com'));
    await w.deliverDue();
    smtp.state.refuse = false;
    const [row] = await statusOf('hopeless@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('takes over a message whose sender died mid-delivery once its lease runs out', async () => {
    await enqueue('orphan@example.com');
    await ctx.db
      .update(outboxTable)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxTable.recipient, 'orphan@example.com'));
    await worker().deliverDue();
    const [row] = await statusOf('orphan@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not touch a message another worker holds a live lease on', async () => {
    await enqueue('leased@example.com');
    await ctx.db
      .update(outboxTable)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(outboxTable.recipient, 'leased@example.com'));
    await worker().deliverDue();
    expect((await statusOf('leased@example.com'))[0]).toMatchObject({
      status: 'sending',
      attempts: 1,
    });
  });

  it('sends each message exactly once with two workers running at the same time', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `pair.${i}@example.com`);
    for (const to of recipients) await enqueue(to);
    const before = smtp.received.length;
    // Two workers with separate transports, like two server processes.
    const [a, b] = [worker({ batchSize: 3 }), worker({ batchSize: 3 })];
    const [sentA, sentB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(sentA + sentB).toBe(30);
    await smtp.waitFor(before + 30);
    const delivered = smtp.received.slice(before).flatMap((m) => m.to);
    expect(delivered.sort()).toEqual([...recipients].sort());
    const rows = await ctx.db
      .select()
      .from(outbox)
      .where(sql`${outbox.recipient} like 'pair.%'`);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('the running worker delivers a message soon after it is poked', async () => {
    const w = worker({ pollIntervalMs: 60_000 });
    w.start();
    const before = smtp.received.length;
    await enqueue('poked@example.com');
    w.poke();
    await smtp.waitFor(before + 1, 10_000);
    await w.stop();
    expect(smtp.received.at(-1)!.to).toEqual(['poked@example.com']);
  });
});
