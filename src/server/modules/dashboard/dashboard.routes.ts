import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints, dashboardSchema } from '#shared/contracts/dashboard';
import { errorResponses } from '#server/lib/openapi';
import type { DashboardService } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.endpoint(
    dashboardEndpoints.summary,
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin: dashboard'],
        security: [{ bearerAuth: [] }],
        summary:
          'The dashboard figures: jobs, visitors, earnings, internal and external users, organisations, agencies; commission issued and paid (net cents) this month, last month and year to date in Germany',
        response: { 200: dashboardSchema, ...errorResponses(401, 403) },
      },
    },
    async () => dashboard.figures(),
  );
};
