import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs each statement synchronously on the server's one thread, and a statement's answer
 * resolves as a microtask. So a request whose statements follow one another runs all of them
 * before Node looks at its sockets again, and under load one turn of the event loop grew to
 * 100–400 ms: connections opened meanwhile waited seconds for their first answer while open ones
 * were served (decision 050). Here each statement waits for its own turn of the event loop, first
 * come first served: between two statements Node accepts connections and reads requests, so a new
 * caller queues behind the statements already waiting, not behind whole requests.
 */
const TAKES_TURNS = Symbol('takes turns');

type Turned = PGlite & { [TAKES_TURNS]?: true };

/** Makes the instance's query, exec and transaction wait for a turn; a transaction's own statements run inside its turn. */
export function takeTurns(instance: PGlite): PGlite {
  const turned = instance as Turned;
  if (turned[TAKES_TURNS]) return instance;
  turned[TAKES_TURNS] = true;
  const nextTurn = turnstile();
  const query = instance.query.bind(instance);
  const exec = instance.exec.bind(instance);
  const transaction = instance.transaction.bind(instance);
  instance.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn();
    return query(...args);
  }) as typeof instance.query;
  instance.exec = (async (...args: Parameters<typeof exec>) => {
    await nextTurn();
    return exec(...args);
  }) as typeof instance.exec;
  instance.transaction = (async (...args: Parameters<typeof transaction>) => {
    await nextTurn();
    return transaction(...args);
  }) as typeof instance.transaction;
  return instance;
}

/** A queue that lets one waiter through per turn of the event loop (setImmediate runs after the sockets are polled). */
export function turnstile(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  let head = 0;
  let scheduled = false;
  const letOneThrough = () => {
    const next = waiting[head];
    waiting[head++] = undefined as never;
    if (head > 1024 && head * 2 > waiting.length) {
      waiting.splice(0, head);
      head = 0;
    }
    if (head < waiting.length) setImmediate(letOneThrough);
    else scheduled = false;
    next?.();
  };
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(letOneThrough);
      }
    });
}
