import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '#server/app';
import type { Database } from '#server/db/client';
import type { Db } from '#server/db/client';
import { OutboxWorker, type MailAttachment } from '#server/modules/mail/outbox.worker';
import { invoiceAttachments } from '#server/modules/invoices/invoices.mail';
import { openTestDatabase } from './database';
import { watchStatements } from './statement-counter';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
/** Signs tokens and document links in tests (a test may sign a link itself, e.g. an expired one). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface TestContext {
  app: App;
  database: Database;
  db: Db;
  /** Messages handed to the fake SMTP transport by deliverMail(). */
  sent: SentMail[];
  /** Runs the outbox worker once, as the background worker would. */
  deliverMail(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Another app (server process) on a test context's database, ready: what one process writes,
 * the other must see (shared budgets, sessions, live notifications, deadlines).
 */
export async function secondApp(
  database: Database,
  options: Pick<BuildAppOptions, 'notifier' | 'trustProxy' | 'clock'> = {},
): Promise<App> {
  const app = await buildApp({
    ...options,
    database,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    smtpConfigured: true,
    webRoot: '/nonexistent-web-root',
  });
  await app.ready();
  return app;
}

/**
 * An app on a fresh database with an outbox worker whose transport records what it sends; the
 * options add a notifier, start the task runner or set the clock (lib/clock.ts: fixedClock).
 */
export async function createTestContext(
  options: Pick<
    BuildAppOptions,
    'notifier' | 'tasks' | 'clock' | 'legalVersions' | 'logger' | 'pushTestEndpointHosts'
  > & { smtpConfigured?: boolean } = {},
): Promise<TestContext> {
  const database = await openTestDatabase();
  // Before any statement is prepared: statements built once keep the logger they were prepared with.
  watchStatements(database.db);
  const app = await buildApp({
    smtpConfigured: true,
    ...options,
    database,
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: TEST_PUBLIC_URL,
    webRoot: '/nonexistent-web-root',
    filesRoot: await mkdtemp(path.join(os.tmpdir(), 'test-files-')),
  });
  await app.ready();
  const sent: SentMail[] = [];
  const transport = {
    async sendMail(message: {
      to: string;
      subject: string;
      text: string;
      html?: string;
      attachments?: MailAttachment[];
    }) {
      sent.push({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      });
      return {};
    },
  } as unknown as Pick<Transporter, 'sendMail'>;
  const worker = new OutboxWorker({
    db: database.db,
    transport,
    from: 'test@example.com',
    attachments: invoiceAttachments(database.db),
    log: app.log,
  });
  return {
    app,
    database,
    db: database.db,
    sent,
    deliverMail: () => worker.deliverDue(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Registers a beforeAll that makes `name` and returns a stand-in that reads the made value, so a
 * test file declares its set-up once at the top and uses it in hooks and tests; reading it before
 * beforeAll has run throws. `release` runs in afterAll when the value was made.
 */
export function madeBeforeAll<T extends object>(
  name: string,
  make: () => Promise<T>,
  release?: (value: T) => unknown,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (release) afterAll(() => value && release(value));
  // The stand-in has no fields of its own: every read goes to the value made in beforeAll.
  return new Proxy({} as T, {
    get(_target, key) {
      if (!value)
        throw new Error(`The ${name} is made in beforeAll; use it inside hooks and tests.`);
      return Reflect.get(value, key, value);
    },
  });
}

export interface UseTestContextOptions extends Pick<
  BuildAppOptions,
  'notifier' | 'tasks' | 'clock' | 'legalVersions' | 'logger' | 'pushTestEndpointHosts'
> {
  /** false: as without SMTP_URL (the mailer logs what it kept); the recording worker still delivers. */
  smtpConfigured?: boolean;
  /** Empties `sent` before each test, so a test sees only the mail it caused. */
  clearSentMail?: boolean;
}

/** Registers the file's beforeAll/afterAll that open and close a test context, and returns it. */
export function useTestContext(options: UseTestContextOptions = {}): TestContext {
  const { clearSentMail, ...appOptions } = options;
  const ctx = madeBeforeAll(
    'test context',
    () => createTestContext(appOptions),
    (made) => made.close(),
  );
  if (clearSentMail) {
    beforeEach(() => {
      ctx.sent.length = 0;
    });
  }
  return ctx;
}
