import { z } from 'zod';
import { withSchemas } from '../endpoint';
import { analyticsEndpoints } from './analytics';

/** First-party, cookie-less counting: no IP, no identifier, only daily totals per path. */
export const analyticsEventSchema = z.object({
  type: z.enum(['page_view', 'contact_submitted']),
  path: z
    .string()
    .max(300)
    .regex(/^\/[\w\-./]*$/),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** What the server counts: a page view (other kinds are named for the day they are counted). */
export const pageViewEventSchema = analyticsEventSchema.extend({ type: z.literal('page_view') });

/** The analytics entries with their schemas, for the server (analytics.ts may not import zod). */
export const analyticsContract = {
  track: withSchemas(analyticsEndpoints.track, {
    body: pageViewEventSchema,
    response: z.null(),
    status: 204,
    errors: [400, 429],
  }),
};
