import { endpoint, returns, sends } from '../endpoint';
import type { pageViewEventSchema } from './analytics-event';

/**
 * Anonymous page events of the public site. Without zod: every public page counts its views, so
 * this file is in the landing page's first load, and any zod import there brings all of zod
 * (about 25 KB gzip; web lib/zod.ts configures the whole namespace). The schema is in
 * analytics-event.ts,
 * which adds it to the entry for the server (analyticsContract).
 */
export const analyticsEndpoints = {
  track: endpoint('POST', '/analytics/events', {
    ...sends<typeof pageViewEventSchema>(),
    ...returns<null>(),
  }),
};
