import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Notifier, NotifyInput } from '#server/modules/engine/engine.ports';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Epoch ms of `hour` o'clock UTC, `days` from today: ahead of any run, on a known weekday distance. */
export function utcDayAt(days: number, hour = 6): number {
  const today = new Date();
  return (
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) +
    days * DAY +
    hour * HOUR
  );
}

/**
 * A notifier that records what the engine asked it to send (the notifications module's own
 * delivery is tested there). `failOn` makes one kind throw, to show the caller's transaction
 * rolls back with it.
 */
export function recordingNotifier() {
  const told: NotifyInput[] = [];
  const control = { failOn: null as string | null };
  const notifier: Notifier = {
    async notify(_tx, input) {
      if (input.kind === control.failOn) throw new Error(`notifier down for ${input.kind}`);
      told.push(input);
    },
  };
  return { told, notifier, control };
}

/**
 * Runs `action` while every fan-out's done mark is refused (a trigger raises), as a process that
 * dies between the request's transaction and the members' rows would leave it.
 */
export async function withFanoutCompletionRefused<T>(db: Db, action: () => Promise<T>): Promise<T> {
  // A name of its own per call: a retried test must not meet the first attempt's trigger.
  const name = `refuse_fanout_done_${randomUUID().replaceAll('-', '')}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
    begin raise exception 'the process died'; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before update on pool_fanouts for each row execute function ${name}()`,
    ),
  );
  try {
    return await action();
  } finally {
    await db.execute(sql.raw(`drop trigger ${name} on pool_fanouts`));
    await db.execute(sql.raw(`drop function ${name}()`));
  }
}
