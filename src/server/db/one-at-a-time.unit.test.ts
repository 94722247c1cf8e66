import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { oneQueryAtATime } from './one-at-a-time';

/** A pooled client whose statements take a tick each and record when they ran. */
function slowClient(fail: (text: string) => boolean = () => false) {
  const log: string[] = [];
  let running = 0;
  let overlapped = false;
  const client = {
    query: (config: { text: string }, callback?: (error: Error | null) => void) => {
      if (running > 0) overlapped = true;
      running += 1;
      log.push(`start ${config.text}`);
      const done = new Promise((resolve, reject) =>
        setTimeout(() => {
          running -= 1;
          log.push(`end ${config.text}`);
          if (fail(config.text)) reject(new Error(`failed: ${config.text}`));
          else resolve({ rows: [config.text] });
        }, 5),
      );
      if (callback) {
        done.then(
          () => callback(null),
          (error: Error) => callback(error),
        );
        return undefined;
      }
      return done;
    },
  } as unknown as pg.PoolClient;
  oneQueryAtATime(client);
  return { client, log, overlapped: () => overlapped };
}

describe('one statement at a time on a connection', () => {
  it('runs the statements of a Promise.all one after another, in the order asked, with their own results', async () => {
    const { client, log, overlapped } = slowClient();
    const results = await Promise.all(['a', 'b', 'c'].map((text) => client.query({ text })));
    expect(results.map((result) => result.rows[0])).toEqual(['a', 'b', 'c']);
    expect(overlapped()).toBe(false);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('goes on after a failed statement, which fails alone', async () => {
    const { client } = slowClient((text) => text === 'b');
    const settled = await Promise.allSettled(['a', 'b', 'c'].map((text) => client.query({ text })));
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('passes a callback-style call straight through (the pool uses those)', async () => {
    const { client, log } = slowClient();
    await new Promise<void>((resolve) => {
      (client.query as unknown as (config: { text: string }, callback: () => void) => void)(
        { text: 'cb' },
        resolve,
      );
    });
    expect(log).toEqual(['start cb', 'end cb']);
  });
});
