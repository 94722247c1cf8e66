import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentEndpoints } from '#shared/contracts/job-board';
import { attachmentDisposition, type DocumentService } from './documents.service';

export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentService }> = async (
  app,
  { documents },
) => {
  app.endpoint(
    documentEndpoints.link,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['documents'],
        summary: 'A download link for a private document, signed for five minutes',
        description:
          'Administrators, the dispatchers of the agency that owns the document and the organisation users who see a request it was sent with may download it; anyone else gets 404.',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request) => documents.createDocumentLink(request.params.id, request.actor!),
  );

  app.endpoint(
    documentEndpoints.download,
    {
      schema: {
        tags: ['documents'],
        summary: 'Download a document through a signed link (the signature is the authorisation)',
        description:
          'A bad or expired signature answers 403, an unknown document 404, both in the one error shape.',
      },
    },
    async (request, reply) => {
      const file = await documents.open(
        request.params.id,
        request.query.expires,
        request.query.signature,
      );
      reply.header('content-type', 'application/pdf');
      reply.header('content-length', file.size);
      reply.header('content-disposition', attachmentDisposition(file.name));
      reply.header('cache-control', 'private, no-store');
      reply.header('content-security-policy', "default-src 'none'");
      return reply.send(createReadStream(file.path));
    },
  );
};
