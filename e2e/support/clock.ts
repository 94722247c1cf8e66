import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { startServer, type RunningServer } from './server';

/**
 * Server and browser at one fixed instant: the server process starts
 * its business clock at CLOCK_START and the browser context's Playwright clock starts at the
 * same instant; both run on from there, so timers (MUI transitions, react-query, SSE) work.
 * The process's own time, tokens and the outbox stay on real time.
 */
export function startServerAt(
  instant: string,
  dataDir?: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer({ NODE_ENV: 'test', CLOCK_START: instant, ...env }, dataDir);
}

/**
 * Where the business clock of a server started at `instant` stands (ms), read as `instant` plus
 * the real time since this was made: make it just before startServerAt. The server's clock starts
 * once its database is open, so this reads ahead of it by that (seconds; more on a busy machine):
 * good for days and months, not for deadlines of seconds (read those from the server's stamps).
 */
export function businessClock(instant: string) {
  const start = Date.parse(instant);
  const realStart = Date.now();
  return { now: () => start + (Date.now() - realStart) };
}

/** A context in Berlin's time zone whose clock starts at `instant` and keeps running. */
export async function contextAt(
  browser: Browser,
  server: RunningServer,
  instant: string,
  options: Omit<BrowserContextOptions, 'baseURL' | 'timezoneId'> = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
    ...options,
    baseURL: server.url,
    timezoneId: 'Europe/Berlin',
  });
  await context.clock.install({ time: new Date(instant) });
  return context;
}
