import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentEndpoints } from '#shared/contracts/consent';
import type { ConsentService } from './consent.service';

/** The signed-in person's acceptance of the terms and privacy policy. Any role. */
export const consentRoutes: FastifyPluginAsyncZod<{ consent: ConsentService }> = async (
  app,
  { consent },
) => {
  app.endpoint(
    consentEndpoints.status,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Versions of the terms and privacy policy to accept now, announced ones, and those accepted',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request) => consent.status(request.actor!.userId),
  );

  app.endpoint(
    consentEndpoints.accept,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Accept versions of the terms and privacy policy (in effect or announced)',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request) => consent.accept(request.actor!.userId, request.body),
  );
};
