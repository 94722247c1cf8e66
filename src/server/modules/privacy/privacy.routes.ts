import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyEndpoints } from '#shared/contracts/privacy';
import { attachmentDisposition } from '#server/modules/documents/documents.service';
import type { PrivacyService } from './privacy.service';

/** Every signed-in person, about themselves only: the actor's id is the only input. */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (
  app,
  { privacy },
) => {
  const docs = { tags: ['privacy'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    privacyEndpoints.export,
    {
      onRequest: app.authenticate,
      // Builds a ZIP of everything about the person: a few a minute are plenty.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        ...docs,
        summary:
          'Download everything held about me (GDPR Art. 15, 20): ZIP with export.json, summary.html, files/',
      },
    },
    async (request, reply) => {
      // The summary follows the screen the download was asked from; a bare call gets the stored one.
      const file = await privacy.exportZip(
        request.actor!.userId,
        request.headers['accept-language'] ? request.language : undefined,
      );
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', attachmentDisposition(file.name));
      reply.header('cache-control', 'private, no-store');
      return reply.send(file.body);
    },
  );

  app.endpoint(
    privacyEndpoints.deleteAccount,
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        ...docs,
        summary:
          'Delete my account (GDPR Art. 17), confirmed with the password; says what the law keeps and until when',
      },
    },
    async (request) => privacy.deleteAccount(request.actor!.userId, request.body.password),
  );
};
