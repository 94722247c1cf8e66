import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsContract } from '#shared/contracts/analytics-event';
import type { AnalyticsService } from './analytics.service';

/**
 * Page views counted by our own server: the request's IP is used by nobody here (the rate limit
 * keeps it in memory for a minute), nothing identifies a visitor, and no cookie is set.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.endpoint(
    analyticsContract.track,
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: 'Count a page view (no cookie, no IP stored)',
      },
    },
    async (request, reply) => {
      // Paths are counted without their query string or hash, so nothing personal is stored.
      await analytics.countPageView(request.body.path);
      return reply.status(204).send(null);
    },
  );
};
