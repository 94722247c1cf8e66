import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileEndpoints } from '#shared/contracts/admin';
import { AppError } from '#server/errors';
import { fileUrl, type FileStore } from './files.service';
import { UPLOAD_PURPOSES } from './files.rules';

export const filesRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  app.endpoint(
    fileEndpoints.upload,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart field "file"); checked by its bytes, not its name',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const rules = UPLOAD_PURPOSES[request.query.purpose];
      let part;
      try {
        part = await request.file({ limits: { fileSize: rules.maxBytes + 1, files: 1 } });
      } catch {
        throw new AppError('VALIDATION_FAILED', [{ field: 'file', key: rules.wrongTypeKey }]);
      }
      if (!part) throw new AppError('VALIDATION_FAILED', [{ field: 'file', key: 'File_empty' }]);
      const bytes = await part.toBuffer().catch(() => {
        throw new AppError('VALIDATION_FAILED', [{ field: 'file', key: 'File_too_large' }]);
      });
      if (part.file.truncated)
        throw new AppError('VALIDATION_FAILED', [{ field: 'file', key: 'File_too_large' }]);
      const file = await store.save({
        bytes,
        originalName: part.filename,
        purpose: request.query.purpose,
        uploader: request.actor!,
      });
      return reply
        .status(201)
        .send({ id: file.id, url: fileUrl(file.id), mimeType: file.mimeType, size: file.size });
    },
  );

  app.endpoint(
    fileEndpoints.one,
    {
      schema: {
        tags: ['files'],
        summary:
          'An uploaded image (logos and pictures are public); documents need their own links',
      },
    },
    async (request, reply) => {
      const file = await store.find(request.params.id);
      // Documents (PDF) are private: they are served through authorised links of their own.
      if (!file || !file.mimeType.startsWith('image/')) throw new AppError('NOT_FOUND');
      reply.header('content-type', file.mimeType);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-security-policy', "default-src 'none'");
      return reply.send(createReadStream(store.pathOf(file.sha256)));
    },
  );
};
