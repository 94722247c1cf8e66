import { z } from 'zod';
import { endpoint } from '../endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['reachable', 'unreachable']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The process answers: all a liveness probe asks (a restart cures nothing the database has). */
export const livenessResponseSchema = z.object({ status: z.literal('ok'), version: z.string() });

const readiness = {
  response: healthResponseSchema,
  responses: { 503: healthResponseSchema },
} as const;

/**
 * /health and /health/ready: ready when the database answers within a second (503 otherwise, so a
 * load balancer takes the instance out); /health/live: the process itself.
 */
export const healthEndpoints = {
  health: endpoint('GET', '/health', readiness),
  ready: endpoint('GET', '/health/ready', readiness),
  live: endpoint('GET', '/health/live', { response: livenessResponseSchema }),
};
