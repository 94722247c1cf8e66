import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import {
  accessibilityFeedbackSchema,
  contactEndpoints,
  contactRequestSchema,
  type ContactRequestBody,
  messageContactSchema,
  searchContactSchema,
} from '#shared/contracts/contact';
import { listQuerySchema, pageSchema } from '#shared/contracts/lists';
import { translate } from '#server/i18n/index';
import { errorResponses } from '#server/lib/openapi';
import { toPage } from '#server/lib/record-routes';
import { toContactRequest, type ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  // People send one request, perhaps a correction; more than this from one client is a script.
  const submitRateLimit = { max: 5, timeWindow: '10 minutes' };
  const created = {
    201: z.object({ message: z.string(), id: z.string() }),
    ...errorResponses(400, 429),
  };

  // The three public forms share one store, one pair of mails and one answer.
  const submitForm = (summary: string, body: ZodType<ContactRequestBody>) => ({
    config: { rateLimit: submitRateLimit },
    schema: { tags: ['contact'], summary, body, response: created },
  });
  const received = async (
    request: FastifyRequest<{ Body: ContactRequestBody }>,
    reply: FastifyReply,
  ) => {
    const row = await contact.submit(request.body, request.language);
    return reply
      .status(201)
      .send({ message: translate(request.language, 'messages.contactReceived'), id: row.id });
  };

  app.endpoint(
    contactEndpoints.sendEmail,
    submitForm(
      'The specialist search of the home page; mails the operator and the sender',
      searchContactSchema,
    ),
    received,
  );
  app.endpoint(
    contactEndpoints.create,
    submitForm(
      'The contact forms for clinics, agencies and general enquiries',
      messageContactSchema,
    ),
    received,
  );
  app.endpoint(
    contactEndpoints.accessibilityFeedback,
    submitForm(
      'Feedback on a barrier, from the accessibility statement',
      accessibilityFeedbackSchema,
    ),
    received,
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
