import pg from 'pg';

export type ListenHandler = (payload: string) => void;
export interface Listener {
  close(): Promise<void>;
}

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would lose it), reconnected with
 * back-off when the server or network drops it. Messages sent while it was down are lost, so
 * `onReconnect` lets the caller catch up.
 */
export function listenPostgres(
  url: string,
  channel: string,
  onMessage: ListenHandler,
  onReconnect: () => void,
  onError: (error: unknown) => void,
): Promise<Listener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      if (error) onError(error);
      next.end().catch(() => {});
      schedule();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    if (!first) onReconnect();
  };

  const schedule = () => {
    if (closed || retry) return;
    failures += 1;
    const delay = Math.min(30_000, 250 * 2 ** Math.min(failures, 7));
    retry = setTimeout(() => {
      retry = undefined;
      connect(false).catch((error: unknown) => {
        onError(error);
        schedule();
      });
    }, delay);
    retry.unref();
  };

  return connect(true).then(() => ({
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  }));
}
