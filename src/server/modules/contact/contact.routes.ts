import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactEndpoints,
  type ContactRequestBody,
  contactRequestSchema,
  messageContactSchema,
  searchContactSchema,
} from '#shared/contracts/contact';
import type { Language } from '#shared/languages';
import { listQuerySchema, pageSchema } from '#shared/contracts/lists';
import { translate } from '#server/i18n/index';
import { errorResponses } from '#server/lib/openapi';
import { toPage } from '#server/lib/record-routes';
import { toContactRequest, type ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  // People send one request, perhaps a correction; more than this from one client is a script.
  const submitRateLimit = { max: 5, timeWindow: '10 minutes' };
  const created = { 201: z.object({ message: z.string(), id: z.string() }), ...errorResponses(400, 429) };
  // Both forms land in the same store and send the same mails; only their body schema differs.
  const received = async (body: ContactRequestBody, language: Language) => ({
    message: translate(language, 'messages.contactReceived'),
    id: (await contact.submit(body, language)).id,
  });

  app.endpoint(
    contactEndpoints.sendEmail,
    {
      config: { rateLimit: submitRateLimit },
      schema: {
        tags: ['contact'],
        summary: 'The specialist search of the home page; mails the operator and the sender',
        body: searchContactSchema,
        response: created,
      },
    },
    async (request, reply) => reply.status(201).send(await received(request.body, request.language)),
  );

  app.endpoint(
    contactEndpoints.create,
    {
      config: { rateLimit: submitRateLimit },
      schema: {
        tags: ['contact'],
        summary: 'The contact forms for clinics, agencies and general enquiries (same store and mails)',
        body: messageContactSchema,
        response: created,
      },
    },
    async (request, reply) => reply.status(201).send(await received(request.body, request.language)),
  );

  app.endpoint(
    contactEndpoints.list,
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        summary: 'Contact requests, paged, sorted and searched by the server',
        security: [{ bearerAuth: [] }],
        querystring: listQuerySchema(['createdAt', 'name', 'hospitalName', 'kind'], 'createdAt'),
        response: { 200: pageSchema(contactRequestSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => toPage(await contact.list(request.query), toContactRequest),
  );

  app.endpoint(
    contactEndpoints.one,
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        summary: 'One contact request',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: contactRequestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toContactRequest(await contact.get(request.params.id)),
  );
};
