import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints, healthResponseSchema } from '#shared/contracts/health';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean>; version: string }> = async (
  app,
  { ping, version },
) => {
  app.endpoint(
    healthEndpoints.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await ping();
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: reachable ? 'reachable' : 'unreachable',
        version,
      });
    },
  );
};
