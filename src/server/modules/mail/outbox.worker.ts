import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '#server/db/client';
import { claimDueMessages, markFailedAttempt, markSent, type OutboxRow } from './mail.queries';
import type { SmsGateway } from './sms.gateway';
import { scrubText } from '#server/lib/log-redaction';
import type { PushSender } from '#server/modules/push/push.service';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

/** Renders a message's files from its reference at send time; throws when it cannot (the message is retried). */
export type AttachmentResolver = (ref: string) => Promise<MailAttachment[]>;

export interface OutboxWorkerOptions {
  db: Db;
  /** E-mail (SMTP); without it e-mails stay pending. */
  transport?: Pick<Transporter, 'sendMail'>;
  /** The SMS gateway; without it SMS stay pending (and visible to administrators). */
  sms?: SmsGateway;
  /** Web Push: a push message's recipient is a subscription id, its body the JSON payload. */
  push?: PushSender;
  from: string;
  /** Resolves `attachment_ref`; a message with one and no resolver fails its attempt and waits. */
  attachments?: AttachmentResolver;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  leaseSeconds?: number;
  maxAttempts?: number;
}

const CHANNEL_NAMES: Record<OutboxRow['channel'], string> = {
  email: 'e-mail',
  sms: 'SMS',
  push: 'push',
};

/** Seconds until the next try after `attempts` failures: 10 s, 20 s, 40 s … capped at an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox (e-mail by SMTP, SMS by the gateway, push by Web Push). Safe to run in every server process: rows are claimed with
 * SKIP LOCKED and a lease, so each message is sent by one worker at a time, and a message whose
 * delivery failed is retried with back-off until maxAttempts, then kept as failed.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  /** Set by stop(): an ongoing pass finishes its message and returns. */
  private stopping = false;
  private pokedWhileRunning = false;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseSeconds: number;
  private readonly maxAttempts: number;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 2000;
    this.batchSize = options.batchSize ?? 20;
    this.leaseSeconds = options.leaseSeconds ?? 120;
    this.maxAttempts = options.maxAttempts ?? 12;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.schedule(0);
  }

  /** Something was enqueued: look now instead of at the next poll. */
  poke(): void {
    if (!this.started || this.stopping) return;
    if (this.running) {
      this.pokedWhileRunning = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: claim what is due and try to send it. Returns how many were sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    // Each channel only when its transport is configured: the others stay pending, not failed.
    const channels: OutboxRow['channel'][] = [
      ...(this.options.transport ? (['email'] as const) : []),
      ...(this.options.sms ? (['sms'] as const) : []),
      ...(this.options.push ? (['push'] as const) : []),
    ];
    if (channels.length === 0) return 0;
    for (;;) {
      const batch = await claimDueMessages(
        this.options.db,
        this.batchSize,
        this.leaseSeconds,
        channels,
      );
      for (const message of batch) {
        if (await this.deliver(message)) sent += 1;
      }
      if (batch.length < this.batchSize || this.stopping) return sent;
    }
  }

  private schedule(delayMs: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick() {
    if (!this.started || this.running) return;
    this.running = this.deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => {
        // The database may be briefly unreachable; the next poll tries again.
        this.options.log.warn({ err: error }, 'outbox pass failed');
      });
    await this.running;
    this.running = undefined;
    if (!this.started) return;
    const again = this.pokedWhileRunning;
    this.pokedWhileRunning = false;
    this.schedule(again ? 0 : this.pollIntervalMs);
  }

  private async attachmentsOf(ref: string) {
    if (!this.options.attachments) throw new Error(`no attachment resolver for ${ref}`);
    return this.options.attachments(ref);
  }

  private async deliver(message: OutboxRow): Promise<boolean> {
    try {
      if (message.channel === 'sms') {
        await this.options.sms!.send({ to: message.recipient, text: message.bodyText });
      } else if (message.channel === 'push') {
        const outcome = await this.options.push!.send({
          subscriptionId: message.recipient,
          payload: message.bodyText,
        });
        if (outcome.status === 'gone') {
          // The device unsubscribed, the person removed it, or its endpoint is no push service:
          // no retry can reach it.
          await markFailedAttempt(this.options.db, message.id, outcome.reason, null);
          return false;
        }
      } else {
        const attachments = message.attachmentRef
          ? await this.attachmentsOf(message.attachmentRef)
          : undefined;
        await this.options.transport!.sendMail({
          from: this.options.from,
          to: message.recipient,
          subject: message.subject,
          text: message.bodyText,
          ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
          ...(attachments ? { attachments } : {}),
          headers: { 'X-Outbox-Id': String(message.id) },
        });
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= this.maxAttempts;
      await markFailedAttempt(
        this.options.db,
        message.id,
        reason.slice(0, 1000),
        giveUp ? null : backoffSeconds(message.attempts),
      );
      this.options.log.warn(
        // A mail server's refusal names the recipient.
        { outboxId: message.id, attempts: message.attempts, giveUp, reason: scrubText(reason) },
        `${CHANNEL_NAMES[message.channel]} delivery failed`,
      );
      return false;
    }
    await markSent(this.options.db, message.id);
    return true;
  }
}
