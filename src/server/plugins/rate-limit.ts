import fp from 'fastify-plugin';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { clientKey, type RateLimiter } from '#server/modules/rate-limits/rate-limits.service';

/**
 * @fastify/rate-limit with its counters in the database instead of process memory, so every
 * process behind a load balancer spends one budget. Routes keep declaring their per-client
 * budget in `config.rateLimit`; routes with the same `groupId` share one.
 */
export const rateLimitPlugin = fp<{ limiter: RateLimiter }>(async (app, { limiter }) => {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly namespace: string;
    // The plugin constructs the root store with its options; only children get a namespace.
    constructor(namespace?: unknown) {
      this.namespace = typeof namespace === 'string' ? namespace : 'route';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      limiter.hitRaw(`ip:${this.namespace}`, key, timeWindow).then(
        (row) => callback(null, { current: row.hits, ttl: row.remainingMs }),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      // At run time the plugin passes the route's merged options (its route and groupId).
      const { groupId, routeInfo } = options as {
        groupId?: string;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      return new DatabaseStore(groupId ?? `${String(routeInfo?.method)} ${routeInfo?.url}`);
    }
  }

  await app.register(fastifyRateLimit, {
    global: false,
    store: DatabaseStore as never,
    keyGenerator: (request) => clientKey(request.ip),
  });
});
