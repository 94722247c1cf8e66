/**
 * The escalation benchmark's pool members' live streams (bench/escalation.ts), read either in the
 * benchmark's own process or in a child process (BENCH_STREAM_CLIENT=process, the default).
 *
 * In one process the server's SSE writes and the client's parsing of every stream share one
 * event loop, so "delivered" includes the benchmark's own reading. A child process reads the
 * streams on its own event loop (and holds one descriptor per stream, not two); arrival times are
 * wall-clock milliseconds (performance.timeOrigin + performance.now()), the same clock in both.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const wallNow = () => performance.timeOrigin + performance.now();

export type OnNotification = (userId: string, title: string, at: number) => void;

/**
 * How a stream is read: `http` (the default) node:http, whose parser
 * is native and hands each chunk to one callback; `fetch` (before) undici's fetch with a web
 * stream reader, ≈ 80 µs of CPU per event: 0.8 s per pool of 10,000, on the 2 vCPUs the server
 * and the database share (bench:escalation prints each run's reader CPU).
 */
export const READER = process.env.BENCH_STREAM_READER === 'fetch' ? 'fetch' : 'http';

/** Calls onNotification for each `notification` event of these blocks; true when an `unread` came. */
function readEvents(
  blocks: string[],
  userId: string,
  onNotification: OnNotification,
  at: number,
): boolean {
  let unread = false;
  for (const block of blocks) {
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    // The first `unread` says the server registered the stream.
    if (event === 'unread') unread = true;
    if (event === 'notification' && data) {
      const row = JSON.parse(data) as { payload?: { title?: string } };
      onNotification(userId, String(row.payload?.title ?? ''), at);
    }
  }
  return unread;
}

/** A live stream over real HTTP; calls onNotification(userId, title, at) for each notification event. */
export function openStream(
  base: string,
  ticket: string,
  userId: string,
  onNotification: OnNotification,
) {
  return READER === 'fetch'
    ? openFetchStream(base, ticket, userId, onNotification)
    : openHttpStream(base, ticket, userId, onNotification);
}

function openHttpStream(
  base: string,
  ticket: string,
  userId: string,
  onNotification: OnNotification,
) {
  return new Promise<() => void>((resolve, reject) => {
    const request = http.get(
      `${base}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
      { agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`stream refused: ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const at = wallNow();
          // Whole events end with a blank line; the last piece waits for the rest of its event.
          const blocks = (buffer + chunk).split('\n\n');
          buffer = blocks.pop() ?? '';
          if (readEvents(blocks, userId, onNotification, at)) resolve(() => request.destroy());
        });
        response.on('error', () => {});
      },
    );
    // Before the first `unread`: a refusal; after it: the close at the end.
    request.on('error', reject);
  });
}

async function openFetchStream(
  base: string,
  ticket: string,
  userId: string,
  onNotification: OnNotification,
) {
  const controller = new AbortController();
  const response = await fetch(
    `${base}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`,
    {
      signal: controller.signal,
    },
  );
  if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status}`);
  // Node's web streams are async iterable; the DOM typings in use do not say so.
  const body = response.body as unknown as AsyncIterable<Uint8Array>;
  const decoder = new TextDecoder();
  let ready: () => void = () => {};
  const opened = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    try {
      for await (const chunk of body) {
        const at = wallNow();
        const blocks = (buffer + decoder.decode(chunk, { stream: true })).split('\n\n');
        buffer = blocks.pop() ?? '';
        if (readEvents(blocks, userId, onNotification, at)) ready();
      }
    } catch {
      // aborted at the end
    }
  })();
  await opened;
  return () => controller.abort();
}

export interface StreamClient {
  /** Opens these streams (200 at a time); returns how many opened and the first refusal. */
  open(
    base: string,
    members: { ticket: string; userId: string }[],
  ): Promise<{ opened: number; refused: string }>;
  closeAll(): Promise<void>;
  /** CPU time (ms) the client has used so far, when it runs in its own process. */
  cpuMs(): Promise<number | null>;
}

export const OPEN_BATCH = 200;

/** Streams read in this process. */
export function sameProcessClient(onNotification: OnNotification): StreamClient {
  const closers: (() => void)[] = [];
  return {
    async open(base, members) {
      const before = closers.length;
      let refused = '';
      for (let start = 0; start < members.length && !refused; start += OPEN_BATCH) {
        const opened = await Promise.allSettled(
          members
            .slice(start, start + OPEN_BATCH)
            .map((member) => openStream(base, member.ticket, member.userId, onNotification)),
        );
        for (const result of opened) {
          if (result.status === 'fulfilled') closers.push(result.value);
          else refused ||= String(result.reason);
        }
      }
      return { opened: closers.length - before, refused };
    },
    async closeAll() {
      for (const close of closers.splice(0)) close();
    },
    async cpuMs() {
      return null;
    },
  };
}

/** Messages from the child (bench/escalation-reader.ts). */
export type ReaderMessage =
  | { type: 'opened'; opened: number; refused: string }
  | { type: 'arrivals'; arrivals: [userId: string, title: string, at: number][] }
  | { type: 'closed' }
  /** The reader's CPU time so far (user + system, ms): what reading the streams costs the machine. */
  | { type: 'cpu'; ms: number };

/** Streams read by a forked child process; its arrivals come back in batches over IPC. */
export function childProcessClient(onNotification: OnNotification): StreamClient {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./escalation-reader.ts', import.meta.url)),
    [],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const waiting: ((message: ReaderMessage) => void)[] = [];
  child.on('message', (message: ReaderMessage) => {
    if (message.type === 'arrivals') {
      for (const [userId, title, at] of message.arrivals) onNotification(userId, title, at);
    } else {
      waiting.shift()?.(message);
    }
  });
  const reply = () => new Promise<ReaderMessage>((resolve) => waiting.push(resolve));
  return {
    async open(base, members) {
      const answer = reply();
      child.send({ type: 'open', base, members });
      const message = await answer;
      if (message.type !== 'opened') throw new Error(`reader answered ${message.type}`);
      return { opened: message.opened, refused: message.refused };
    },
    async closeAll() {
      const answer = reply();
      child.send({ type: 'close' });
      await answer;
      child.disconnect();
    },
    async cpuMs() {
      const answer = reply();
      child.send({ type: 'cpu' });
      const message = await answer;
      return message.type === 'cpu' ? message.ms : null;
    },
  };
}
