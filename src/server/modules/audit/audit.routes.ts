import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntrySchema } from '../../../shared/contracts/admin';
import type { Db } from '../../db/client';
import { errorResponses } from '../../lib/openapi';
import { listAudit } from './audit.queries';

export const AUDITED_ENTITIES = ['agency', 'organisation', 'department', 'user', 'picture'] as const;

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/audit/:entityType/:entityId',
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
    async (request) => {
      const rows = await listAudit(db, request.params.entityType, request.params.entityId);
      return rows.map((row) => ({
        id: row.id,
        actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
        action: row.action,
        changes: row.changes,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
