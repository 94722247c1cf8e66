import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints } from '#shared/contracts/dashboard';
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
      },
    },
    async () => dashboard.figures(),
  );
};
