import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contactEndpoints, type ContactRequestBody } from '#shared/contracts/contact';
import { translate } from '#server/i18n/index';
import { toPage } from '#server/lib/record-routes';
import { toContactRequest, type ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  // People send one request, perhaps a correction; more than this from one client is a script.
  const submitRateLimit = { max: 5, timeWindow: '10 minutes' };

  // The three public forms share one store, one pair of mails and one answer.
  const submitForm = (summary: string) => ({
    config: { rateLimit: submitRateLimit },
    schema: { tags: ['contact'], summary },
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
    submitForm('The specialist search of the home page; mails the operator and the sender'),
    received,
  );
  app.endpoint(
    contactEndpoints.create,
    submitForm('The contact forms for clinics, agencies and general enquiries'),
    received,
  );
  app.endpoint(
    contactEndpoints.accessibilityFeedback,
    submitForm('Feedback on a barrier, from the accessibility statement'),
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
      },
    },
    async (request) => toContactRequest(await contact.get(request.params.id)),
  );
};
