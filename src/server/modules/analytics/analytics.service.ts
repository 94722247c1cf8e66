import type { Db } from '#server/db/client';
import { countEvent } from './analytics.queries';

// What other modules use of this module's parts.
export { countEvent, totalOf } from './analytics.queries';

export function createAnalyticsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Counts a view of a path (without query string or hash: nothing personal is stored). */
    countPageView: (path: string) => countEvent(db, 'page_view', path),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
