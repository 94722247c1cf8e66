import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * Prometheus metrics for the operator, in the text exposition format: only with
 * `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN configured the route answers 404.
 */
export const metricsEndpoints = {
  metrics: endpoint('GET', '/metrics', { response: z.string(), errors: [401, 404] }),
};
