import { endpoint, returns } from '../endpoint';

/**
 * Anonymous page events of the public site. Without zod: every public page counts its views, so
 * this file is in the landing page's first load, and any zod import there brings all of zod
 * (about 25 KB gzip; web lib/zod.ts configures the whole namespace). The schema is in
 * analytics-event.ts.
 */
export const analyticsEndpoints = {
  track: endpoint('POST', '/analytics/events', returns<null>()),
};
