import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxEndpoints } from '#shared/contracts/outbox';
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
      },
    },
    async (request) => outbox.list(request.query),
  );
};
