import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEndpoints, auditEntrySchema } from '#shared/contracts/admin';
import { errorResponses } from '#server/lib/openapi';
import type { AuditService } from './audit.service';

export const AUDITED_ENTITIES = [
  'agency',
  'organisation',
  'department',
  'user',
  'picture',
] as const;

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
        params: z.object({ entityType: z.enum(AUDITED_ENTITIES), entityId: z.uuid() }),
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => audit.history(request.params.entityType, request.params.entityId),
  );
};
