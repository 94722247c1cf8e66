import type { Notifier, NotifyInput } from '#server/modules/engine/engine.ports';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Epoch ms of `hour` o'clock UTC, `days` from today: ahead of any run, on a known weekday distance. */
export function utcDayAt(days: number, hour = 6): number {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + days * DAY + hour * HOUR;
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
