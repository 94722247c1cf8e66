import { z } from 'zod';
import { endpoint, returns } from '../endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['reachable', 'unreachable']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The process answers: all a liveness probe asks (a restart cures nothing the database has). */
export const livenessResponseSchema = z.object({ status: z.literal('ok'), version: z.string() });

/**
 * /health and /health/ready: ready when the database answers within a second (503 otherwise, so a
 * load balancer takes the instance out); /health/live: the process itself.
 */
export const healthEndpoints = {
  health: endpoint('GET', '/health', returns<typeof healthResponseSchema>()),
  ready: endpoint('GET', '/health/ready', returns<typeof healthResponseSchema>()),
  live: endpoint('GET', '/health/live', returns<typeof livenessResponseSchema>()),
};
