import type { Db } from '#server/db/client';
import { withDeadline } from '#server/db/availability';
import type { Clock } from '#server/lib/clock';
import { countOverdueTasks, outboxBacklog } from './metrics.queries';

export { OUTBOX_CHANNELS } from './metrics.queries';

/** A scrape must not hang on a dead database: each read gives up after this long. */
export const METRICS_READ_DEADLINE_MS = 1_000;

/** A task this late is overdue: the runner polls every few seconds, a minute is never normal. */
export const OVERDUE_AFTER_MS = 60_000;

/** The database-backed readings of the metrics endpoint, each bounded by the deadline. */
export function createMetricsReadings(deps: { db: Db; clock: Clock }) {
  return {
    outbox: () => withDeadline(outboxBacklog(deps.db), METRICS_READ_DEADLINE_MS),
    overdueTasks: () =>
      withDeadline(
        countOverdueTasks(deps.db, new Date(deps.clock.now().getTime() - OVERDUE_AFTER_MS)),
        METRICS_READ_DEADLINE_MS,
      ),
  };
}

export type MetricsReadings = ReturnType<typeof createMetricsReadings>;
