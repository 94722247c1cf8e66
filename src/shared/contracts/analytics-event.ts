import { z } from 'zod';

/** First-party, cookie-less counting: no IP, no identifier, only daily totals per path. */
export const analyticsEventSchema = z.object({
  type: z.enum(['page_view', 'contact_submitted']),
  path: z
    .string()
    .max(300)
    .regex(/^\/[\w\-./]*$/),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
