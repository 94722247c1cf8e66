import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { metricsEndpoints } from '#shared/contracts/metrics';
import { AppError } from '#server/errors';

/** Equal-length digests: the comparison takes as long whatever the guess and its length. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The Prometheus scrape target. The token is the authorisation (no user session: a scraper is no
 * user); without one configured the endpoint does not exist for anyone.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{
  registry: Registry;
  token: string | undefined;
}> = async (app, { registry, token }) => {
  app.endpoint(
    metricsEndpoints.metrics,
    {
      schema: {
        tags: ['operations'],
        security: [{ bearerAuth: [] }],
        summary:
          'Prometheus metrics (text format); Authorization: Bearer <METRICS_TOKEN>, 404 when none is configured',
      },
    },
    async (request, reply) => {
      if (token === undefined) throw new AppError('NOT_FOUND');
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!sameToken(given, token)) throw new AppError('UNAUTHENTICATED');
      const body = await registry.metrics();
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(body);
    },
  );
};
