import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '#server/app';
import { useTestContext, secondApp, type TestContext } from './app';
import { openSse, type SseClient } from './sse';

// What the notification suites share: one app per test file listening on a port, a second
// instance on the same database (the stream is opened on ctx.app, changes come from there), and
// the stream's ticket and connection. The bindings are live: read them in tests.

export let ctx: TestContext;
export let other: App;
export let baseUrl: string;

/** Registers the file's two apps; call once at the top of a test file. */
export function useNotificationsApp() {
  ctx = useTestContext();
  beforeAll(async () => {
    // A second instance on the same database: the stream is opened on ctx.app, changes come from here.
    other = await secondApp(ctx.database);
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => other.close());
}

export const payload = {
  title: 'Nachtdienst Kardiologie',
  organisation: 'Klinikum Nord',
  dates: [],
};

export async function ticketFor(headers: Record<string, string>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/notifications/stream-ticket',
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ ticket: string }>().ticket;
}

export async function streamOf(headers: Record<string, string>): Promise<SseClient> {
  const stream = await openSse(
    `${baseUrl}/api/notifications/stream?ticket=${await ticketFor(headers)}`,
  );
  expect(stream.status).toBe(200);
  await stream.waitFor((event) => event.event === 'unread');
  return stream;
}
