import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { prepareAuditData, type AuditData } from './a11y-data';
import { launchBrowser } from './browser';
import { startServerAt } from './clock';
import { removeDir, startServer, type RunningServer } from './server';

export interface AuditStack {
  server: RunningServer;
  browser: Browser;
  data: AuditData;
  /** Closed after the file's tests. */
  contexts: BrowserContext[];
}

/**
 * The set-up of the signed-in audits (e2e/a11y-signed-in-*.test.ts, e2e/reflow.test.ts): a server
 * whose time limits run in seconds, so one demo request reaches HR's decision within the set-up,
 * Chromium, and the audit's data (support/a11y-data.ts). With `instant`, the server's clock starts
 * there. Fields are filled in beforeAll: read them inside tests.
 */
export function useAuditStack(instant?: string): AuditStack {
  const stack = { contexts: [] as BrowserContext[] } as AuditStack;
  beforeAll(async () => {
    const env = { ENGINE_TIME_LIMIT_UNIT_SECONDS: '1' };
    stack.server = instant ? await startServerAt(instant, undefined, env) : await startServer(env);
    stack.browser = await launchBrowser();
    stack.data = await prepareAuditData(
      stack.server.url,
      instant ? Date.parse(instant) : Date.now(),
    );
  }, 120_000);
  afterAll(async () => {
    for (const context of stack.contexts) await context.close();
    await stack.browser?.close();
    if (stack.server) {
      await stack.server.stop();
      await removeDir(stack.server.dataDir);
    }
  });
  return stack;
}
