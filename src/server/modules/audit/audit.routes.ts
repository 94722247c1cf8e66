import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEndpoints } from '#shared/contracts/admin';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.endpoint(
    auditEndpoints.history,
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        summary: 'The history of one record: who changed what and when, with old and new values',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request) => audit.history(request.params.entityType, request.params.entityId),
  );
};
