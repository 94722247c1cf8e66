import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '#server/db/client';
import type { Listener } from '#server/db/listen';
import { derivedUuid } from '#server/lib/tokens';
import {
  countUnread,
  findBatchWithUnread,
  findFanout,
  findNotificationsWithUnread,
  NOTIFICATIONS_CHANNEL,
  type LiveFanout,
} from './notifications.queries';
import { parseLiveMessage, sseEvent, type LiveBatch } from './notifications.live';
import { toNotificationJson } from './notifications.payload';

/** The kind of every notification a pool fan-out writes (engine's askPool). */
const FANOUT_KIND = 'offer';

/** One open server-sent event stream. */
export interface LiveStream {
  send(event: string, data: unknown): void;
  /** Events already encoded (sseEvent), written in one go. */
  frame(events: string): void;
  comment(text: string): void;
  close(): void;
}

/**
 * This process's open streams by user, fed by LISTEN: whatever any process commits reaches the
 * users connected here. Messages arriving together are fetched together (one query for a chunk
 * of a pool, not one per person).
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private listener: Listener | undefined;
  private keepAlive: NodeJS.Timeout | undefined;
  private pendingIds = new Set<string>();
  /** Batches by their message text (the same batch twice is read once). */
  private pendingBatches = new Map<string, LiveBatch>();
  private pendingUnread = new Set<string>();
  /** Pool fan-outs committed (their events to send) and stored (their members' counts to send). */
  private pendingFanouts = new Set<string>();
  private storedFanouts = new Set<string>();
  private flushing: Promise<void> | undefined;
  private flushScheduled = false;

  constructor(
    private readonly options: {
      database: Pick<Database, 'listen'>;
      db: Db;
      log: FastifyBaseLogger;
      keepAliveMs?: number;
    },
  ) {}

  async start() {
    if (this.listener) return;
    this.listener = await this.options.database.listen(
      NOTIFICATIONS_CHANNEL,
      (payload) => this.receive(payload),
      {
        // Missed messages while disconnected: tell every stream to refetch.
        onReconnect: () => this.resyncAll(),
        onError: (error) =>
          this.options.log.warn({ err: error }, 'notifications listener lost, reconnecting'),
      },
    );
    // Proxies close idle connections; a comment every ~25 s keeps each stream open.
    this.keepAlive = setInterval(
      () => this.forEachStream((stream) => stream.comment('keep-alive')),
      this.options.keepAliveMs ?? 25_000,
    );
    this.keepAlive.unref();
  }

  async stop() {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = undefined;
    await this.listener?.close();
    this.listener = undefined;
    await this.flushing;
    this.forEachStream((stream) => stream.close());
    this.streams.clear();
  }

  /** Registers a stream; the returned function removes it (call it when the connection closes). */
  add(userId: string, stream: LiveStream): () => void {
    let set = this.streams.get(userId);
    if (!set) {
      set = new Set();
      this.streams.set(userId, set);
    }
    set.add(stream);
    return () => {
      const current = this.streams.get(userId);
      if (!current) return;
      current.delete(stream);
      if (current.size === 0) this.streams.delete(userId);
    };
  }

  /** How many streams are open here (tests and the benchmark). */
  get size(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  private forEachStream(action: (stream: LiveStream) => void) {
    for (const set of this.streams.values()) for (const stream of set) action(stream);
  }

  private resyncAll() {
    this.forEachStream((stream) => stream.send('resync', {}));
  }

  private receive(payload: string) {
    const message = parseLiveMessage(payload);
    if (!message) return;
    if ('n' in message) {
      for (const [userId, id] of message.n) if (this.streams.has(userId)) this.pendingIds.add(id);
    } else if ('b' in message) {
      if (this.streams.size > 0) this.pendingBatches.set(payload, message.b);
    } else if ('f' in message) {
      if (this.streams.size > 0)
        (message.s ? this.storedFanouts : this.pendingFanouts).add(message.f);
    } else {
      for (const userId of message.u) if (this.streams.has(userId)) this.pendingUnread.add(userId);
    }
    const pending = this.pendingIds.size + this.pendingBatches.size + this.pendingUnread.size;
    if (pending + this.pendingFanouts.size + this.storedFanouts.size > 0) this.scheduleFlush();
  }

  private scheduleFlush() {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // setImmediate: the chunks of one commit arrive together and are fetched in one go.
    setImmediate(() => {
      this.flushScheduled = false;
      if (this.flushing) {
        void this.flushing.then(() => this.scheduleFlush());
        return;
      }
      this.flushing = this.flush()
        .catch((error: unknown) => {
          this.options.log.warn({ err: error }, 'notifications push failed');
          this.resyncAll();
        })
        .finally(() => {
          this.flushing = undefined;
        });
    });
  }

  /** The connected members of these fan-outs, each read by its primary key. */
  private async fanoutsOf(ids: string[]): Promise<LiveFanout[]> {
    const found: LiveFanout[] = [];
    for (const id of ids) {
      const fanout = await findFanout(this.options.db, id);
      if (fanout)
        found.push({
          ...fanout,
          userIds: fanout.userIds.filter((userId) => this.streams.has(userId)),
        });
    }
    return found;
  }

  /**
   * A fan-out's `notification` event to each of its members connected here, with the id and
   * created_at its row has or will have; the same JSON as toNotificationJson.
   */
  private pushFanout(fanout: LiveFanout) {
    const { id, requestId, payload, createdAt } = fanout;
    for (const userId of fanout.userIds) {
      const row = {
        id: derivedUuid(id, userId),
        userId,
        kind: FANOUT_KIND,
        requestId,
        payload,
        readAt: null,
        createdAt,
      };
      const frame = sseEvent('notification', toNotificationJson(row));
      for (const stream of this.streams.get(userId) ?? []) stream.frame(frame);
    }
  }

  private async flush() {
    const ids = [...this.pendingIds];
    const batches = [...this.pendingBatches.values()];
    const [committed, stored] = [[...this.pendingFanouts], [...this.storedFanouts]];
    const pendingUnread = [...this.pendingUnread];
    this.pendingIds.clear();
    this.pendingBatches.clear();
    this.pendingUnread.clear();
    this.pendingFanouts.clear();
    this.storedFanouts.clear();
    // A fan-out's members first, before any other read: their events need no row.
    // Their unread count follows once the rows are stored (`s`), so it is never ahead of the list.
    for (const fanout of await this.fanoutsOf(committed)) this.pushFanout(fanout);
    const storedMembers = (await this.fanoutsOf(stored)).flatMap((fanout) => fanout.userIds);
    const unreadOnly = [...new Set([...pendingUnread, ...storedMembers])];
    const rows = await findNotificationsWithUnread(this.options.db, ids);
    // The users connected here when the batch is read: a stream opened since gets its rows too.
    const connected = [...this.streams.keys()];
    for (const batch of batches)
      rows.push(...(await findBatchWithUnread(this.options.db, batch, connected)));
    const counts = new Map(rows.map((row) => [row.userId, row.unread]));
    const others = unreadOnly.filter((userId) => !counts.has(userId));
    for (const [userId, unread] of await countUnread(this.options.db, others))
      counts.set(userId, unread);
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    // Each user's events (notifications in order, then the unread count) encoded once and written
    // to each of their streams in one write: a pool is 10,000 writes, not 20,000.
    const events = new Map<string, string>(unreadOnly.map((userId) => [userId, '']));
    for (const row of rows)
      events.set(
        row.userId,
        (events.get(row.userId) ?? '') + sseEvent('notification', toNotificationJson(row)),
      );
    for (const [userId, notificationEvents] of events) {
      const frame = notificationEvents + sseEvent('unread', { unread: counts.get(userId) ?? 0 });
      for (const stream of this.streams.get(userId) ?? []) stream.frame(frame);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live notification streams and the notifier that feeds them. */
    notifications: { hub: NotificationHub; notifier: import('./notifications.service').Notifier };
  }
}
