import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeTurns, turnstile } from './turns';

/**
 * Decision 050: PGlite's statements take turns with the event loop. Without it a chain of
 * statements runs as one stretch of microtasks, and a caller that arrives from a socket (here:
 * an immediate, the same kind of callback) only gets in after the whole chain.
 */
describe('PGlite statements take turns with the event loop (decision 050)', () => {
  let instance: PGlite;
  beforeAll(async () => {
    instance = takeTurns(await PGlite.create());
  });
  afterAll(async () => {
    await instance.close();
  });

  /** Runs `steps` statements one after another with `run`; after the first, a newcomer arrives. */
  async function chainWithNewcomer(run: (step: number) => Promise<unknown>, steps = 6) {
    const order: string[] = [];
    let newcomer: Promise<unknown> | undefined;
    for (let step = 1; step <= steps; step += 1) {
      await run(step);
      order.push(`chain ${step}`);
      if (step === 1)
        newcomer = new Promise((resolve) =>
          setImmediate(() =>
            resolve(instance.query('select 1').then(() => order.push('newcomer'))),
          ),
        );
    }
    await newcomer;
    return order;
  }

  it('serves a caller who arrives mid-chain before the chain ends (query)', async () => {
    const order = await chainWithNewcomer((step) =>
      instance.query('select $1::int as step', [step]),
    );
    expect(order.indexOf('newcomer')).toBeGreaterThan(-1);
    expect(order.indexOf('newcomer')).toBeLessThan(order.indexOf('chain 6'));
  });

  it('does the same for exec and for whole transactions', async () => {
    const execOrder = await chainWithNewcomer((step) => instance.exec(`select ${step}`));
    expect(execOrder.indexOf('newcomer')).toBeLessThan(execOrder.indexOf('chain 6'));
    const txOrder = await chainWithNewcomer((step) =>
      instance.transaction(async (tx) => {
        await tx.query('select $1::int', [step]);
        await tx.query('select $1::int', [step + 1]);
      }),
    );
    expect(txOrder.indexOf('newcomer')).toBeLessThan(txOrder.indexOf('chain 6'));
  });

  it('answers statements sent together in the order they were sent, with their own values', async () => {
    const answered: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        instance.query<{ n: number }>('select $1::int as n', [n]).then((result) => {
          answered.push(n);
          return result.rows[0]!.n;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(answered).toEqual(results);
  });

  it('wraps an instance once, however often it is opened', () => {
    const query = instance.query;
    expect(takeTurns(instance).query).toBe(query);
  });
});

describe('turnstile', () => {
  it('lets every waiter through, one per turn, first come first served', async () => {
    const nextTurn = turnstile();
    const through: number[] = [];
    let turns = 0;
    const counting = setInterval(() => (turns += 1), 0);
    await Promise.all(
      Array.from({ length: 3_000 }, (_, n) => nextTurn().then(() => through.push(n))),
    );
    clearInterval(counting);
    expect(through).toEqual(Array.from({ length: 3_000 }, (_, n) => n));
    // Each waiter had its own turn: timers ran while the queue drained.
    expect(turns).toBeGreaterThan(0);
    // The queue is empty again: the next waiter is let through at once.
    await expect(nextTurn()).resolves.toBeUndefined();
  });
});
