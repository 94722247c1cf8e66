import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthEndpoints } from '#shared/contracts/health';

/**
 * Probes for operators and load balancers. The database ping gives up after a second
 * (db/client.ts), so a stalled database answers 'unreachable' instead of holding the probe.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<boolean>;
  version: string;
}> = async (app, { ping, version }) => {
  const readiness = {
    schema: {
      tags: ['health'],
      summary: 'Readiness: the database answers (migrations ran before the server listened)',
    },
  };
  const ready = async (_request: unknown, reply: FastifyReply) => {
    const reachable = await ping();
    return reply.status(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'degraded',
      database: reachable ? 'reachable' : 'unreachable',
      version,
    });
  };
  app.endpoint(healthEndpoints.health, readiness, ready);
  app.endpoint(healthEndpoints.ready, readiness, ready);
  app.endpoint(
    healthEndpoints.live,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
      },
    },
    async () => ({ status: 'ok' as const, version }),
  );
};
