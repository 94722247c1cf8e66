import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxEndpoints, outboxPageSchema, outboxQuerySchema } from '#shared/contracts/outbox';
import { errorResponses } from '#server/lib/openapi';
import type { OutboxService } from './outbox.service';

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
  app.endpoint(
    outboxEndpoints.list,
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin: outbox'],
        security: [{ bearerAuth: [] }],
        summary:
          'Outgoing e-mails and SMS, newest first; without SMS_URL the SMS stay pending here',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => outbox.list(request.query),
  );
};
