import type pg from 'pg';

/**
 * PostgreSQL: one statement at a time on a pooled connection, in the order they were asked for.
 * A transaction's client is shared by everything its callback runs, and a `Promise.all` of reads
 * in it sends a statement while another is running: pg 8 queues that itself but warns that pg 9
 * will refuse it. The queue here keeps pg 8's order and semantics (a connection can only run one
 * statement anyway), so such code stays correct under pg 9.
 *
 * Only promise-style calls are queued; a call with a callback or a submittable (cursor, stream)
 * goes straight through, as before.
 */
export function oneQueryAtATime(client: pg.PoolClient) {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let last: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const [config] = args;
    const submittable =
      typeof config === 'object' &&
      config !== null &&
      typeof (config as { submit?: unknown }).submit === 'function';
    if (submittable || args.some((arg) => typeof arg === 'function')) return send(...args);
    const run = () => send(...args) as Promise<unknown>;
    const result = last.then(run, run);
    last = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
  client.query = query as typeof client.query;
}
