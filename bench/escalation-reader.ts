/**
 * The escalation benchmark's stream reader in a child process (forked by childProcessClient in
 * bench/escalation-streams.ts): opens the pool's streams it is sent, notes when each notification
 * arrives (wall clock) and reports the arrivals in batches, so that reading 10,000 streams does
 * not share the server's event loop.
 */
import { sameProcessClient, type ReaderMessage } from './escalation-streams';

type Arrival = [userId: string, title: string, at: number];
let pending: Arrival[] = [];
const client = sameProcessClient((userId, title, at) => pending.push([userId, title, at]));
const send = (message: ReaderMessage) => process.send?.(message);

// Arrival times are taken when they happen; the batches only carry them to the benchmark.
const flush = setInterval(() => {
  if (pending.length === 0) return;
  send({ type: 'arrivals', arrivals: pending });
  pending = [];
}, 25);

type Request =
  | { type: 'open'; base: string; members: { ticket: string; userId: string }[] }
  | { type: 'close' }
  | { type: 'cpu' };

process.on('message', (message: Request) => {
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', ms: (user + system) / 1000 });
  } else if (message.type === 'open') {
    void client
      .open(message.base, message.members)
      .then((result) => send({ type: 'opened', ...result }));
  } else {
    void client.closeAll().then(() => {
      clearInterval(flush);
      send({ type: 'closed' });
    });
  }
});
process.on('disconnect', () => process.exit(0));
