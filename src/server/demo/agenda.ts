/**
 * What happens later than the step that causes it (a shift's hours confirmed after it ends, an
 * approval the next morning, the billing run on the 1st, a payment weeks later), played in the
 * order of the demo's clock between the year's requests: a step's task runner then finds what a
 * real server would have found at that instant.
 */
export function createAgenda(failures: string[]) {
  const events: { at: number; order: number; label: string; run: () => Promise<unknown> }[] = [];
  let added = 0;
  /** An event's own steps may ask to catch up (the task runner does): the loop already plays in order. */
  let playing = false;

  async function playUntil(until: Date) {
    for (;;) {
      let next = -1;
      events.forEach((event, index) => {
        if (event.at > until.getTime()) return;
        const best = events[next];
        if (!best || event.at < best.at || (event.at === best.at && event.order < best.order))
          next = index;
      });
      if (next < 0) return;
      const [event] = events.splice(next, 1);
      try {
        await event!.run();
      } catch (error) {
        // As with the requests: one story that does not work out must not stop the start.
        failures.push(
          `${new Date(event!.at).toISOString()} ${event!.label}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  return {
    add(at: Date, label: string, run: () => Promise<unknown>) {
      events.push({ at: at.getTime(), order: (added += 1), label, run });
    },
    /** Plays everything due up to `until`, earliest first (events added meanwhile included). */
    async until(until: Date) {
      if (playing) return;
      playing = true;
      try {
        await playUntil(until);
      } finally {
        playing = false;
      }
    },
  };
}

export type Agenda = ReturnType<typeof createAgenda>;
