import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsEndpoints } from '#shared/contracts/job-board';
import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  const guard = { onRequest: app.requireRole('ADMIN') };
  const docs = { tags: ['admin: settings'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    settingsEndpoints.commission,
    {
      ...guard,
      schema: {
        ...docs,
        summary:
          'The commission rate in percent of the order value that agencies owe per placement (0 until set)',
      },
    },
    async () => settings.commission(),
  );

  app.endpoint(
    settingsEndpoints.updateCommission,
    {
      ...guard,
      schema: {
        ...docs,
        summary:
          'Set the commission rate (0 to 100 percent, two decimals); it applies to selections from now on, placements keep the rate they were made at',
      },
    },
    async (request) => settings.setCommission(request.actor!.userId, request.body),
  );
};
