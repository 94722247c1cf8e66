import { z } from 'zod';
import { endpoint, returns } from '../endpoint';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['reachable', 'unreachable']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Liveness. */
export const healthEndpoints = {
  health: endpoint('GET', '/health', returns<typeof healthResponseSchema>()),
};
