import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints } from '#shared/contracts/engine';
import type { LiveStream, NotificationHub } from './notifications.hub';
import { sseEvent } from './notifications.live';
import type { NotificationCenter } from './notifications.service';

/** A client that cannot keep up (a megabyte unsent) is dropped; it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const notificationsRoutes: FastifyPluginAsyncZod<{
  center: NotificationCenter;
  hub: NotificationHub;
}> = async (app, { center, hub }) => {
  const docs = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    notificationEndpoints.list,
    {
      onRequest: app.authenticate,
      schema: {
        ...docs,
        summary: "The caller's notifications, newest first (cursor: before), and the unread count",
      },
    },
    async (request) => center.list(request.actor!.userId, request.query),
  );

  app.endpoint(
    notificationEndpoints.markRead,
    {
      onRequest: app.authenticate,
      schema: {
        ...docs,
        summary: "Mark notifications read: these ids, or all of the caller's when ids is absent",
      },
    },
    async (request) => center.markRead(request.actor!.userId, request.body.ids),
  );

  app.endpoint(
    notificationEndpoints.streamTicket,
    {
      onRequest: app.authenticate,
      schema: {
        ...docs,
        summary:
          'A ticket for the live stream, valid for 60 seconds (EventSource cannot send headers)',
      },
    },
    async (request) => center.issueTicket(request.actor!),
  );

  app.endpoint(
    notificationEndpoints.stream,
    {
      schema: {
        tags: ['notifications'],
        summary: 'Live notifications as server-sent events (event: notification, unread, resync)',
        description:
          'Authorised by ?ticket= from POST /api/notifications/stream-ticket. Sends `unread` at once, then `notification` ' +
          '(the row) and `unread` as they happen, `resync` when the client should refetch, and a comment every 25 s.',
      },
    },
    async (request, reply) => {
      const userId = await center.openTicket(request.query.ticket);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies must not buffer the stream.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      let remove = () => {};
      const stream: LiveStream = {
        send(event, data) {
          write(sseEvent(event, data));
        },
        frame(events) {
          // Already whole: one socket write, no cork to wait for.
          if (writable()) raw.write(events);
        },
        comment(text) {
          write(`: ${text}\n\n`);
        },
        close() {
          remove();
          raw.end();
        },
      };
      /** False, leaving the hub, when the client is gone or has a megabyte unsent. */
      const writable = () => {
        if (raw.destroyed || raw.writableEnded) remove();
        else if (raw.writableLength > MAX_BUFFERED_BYTES) stream.close();
        else return true;
        return false;
      };
      let corked = false;
      const write = (chunk: string) => {
        if (!writable()) return;
        // Events of one push (a notification and the unread count) leave in one socket write.
        if (!corked) {
          corked = true;
          raw.cork();
          process.nextTick(() => {
            corked = false;
            raw.uncork();
          });
        }
        raw.write(chunk);
      };
      remove = hub.add(userId, stream);
      request.raw.on('close', () => remove());
      raw.on('close', () => remove());
      // Counted after joining the hub, so nothing committed in between is missed.
      center.unread(userId).then(
        (unread) => stream.send('unread', { unread }),
        () => stream.close(),
      );
    },
  );
};
