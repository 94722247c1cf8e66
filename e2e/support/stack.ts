import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSmtpListener } from '#server/test/smtp';
import { launchBrowser } from './browser';
import { removeDir, startServer, type RunningServer } from './server';

export interface Stack {
  smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  server: RunningServer;
  browser: Browser;
}

function startStack(withMail: boolean, env: Record<string, string>): Stack {
  const stack = {} as Stack;
  beforeAll(async () => {
    if (withMail) stack.smtp = await startSmtpListener();
    stack.server = await startServer(withMail ? { SMTP_URL: stack.smtp.url, ...env } : env);
    stack.browser = await launchBrowser();
  });
  afterAll(async () => {
    await stack.browser?.close();
    await stack.server?.stop();
    await stack.smtp?.close();
    if (stack.server) await removeDir(stack.server.dataDir);
  });
  return stack;
}

/**
 * The usual journey set-up: a real SMTP listener, the built server sending to it (plus `env`),
 * and Chromium, started before the file's tests and stopped after them. The fields are filled
 * in beforeAll, so read them inside tests and hooks.
 */
export function useStack(env: Record<string, string> = {}): Stack {
  return startStack(true, env);
}

/** The same without a mail listener, for journeys that read no e-mail. */
export function useServerAndBrowser(env: Record<string, string> = {}): Omit<Stack, 'smtp'> {
  return startStack(false, env);
}
