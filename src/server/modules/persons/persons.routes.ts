import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personEndpoints } from '#shared/contracts/admin';
import { translate } from '#server/i18n/index';
import { toPage } from '#server/lib/record-routes';
import { toMember } from '#server/modules/members/members.service';
import { toPerson, type PersonService } from './persons.service';

export const personsRoutes: FastifyPluginAsyncZod<{ persons: PersonService }> = async (
  app,
  { persons },
) => {
  const admin = { onRequest: app.requireRole('ADMIN') };
  const docs = { tags: ['admin: persons'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    personEndpoints.list,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Person users of one role, paged, sorted and searched (e-mail, names, contact)',
      },
    },
    async (request) => {
      const { role, ...params } = request.query;
      return toPage(await persons.list(role, params), toMember);
    },
  );

  app.endpoint(
    personEndpoints.remove,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Deactivate person users (history stays; they can no longer sign in)',
      },
    },
    async (request) => persons.archive(request.body.ids, request.actor!.userId),
  );

  app.endpoint(
    personEndpoints.invite,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Invite a person user of a role by e-mail',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await persons.invite(
            request.body.email,
            request.body.role,
            request.actor!.userId,
            request.language,
          ),
        ),
  );

  app.endpoint(
    personEndpoints.one,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'A person with every profile section',
      },
    },
    async (request) => toPerson(await persons.get(request.params.id)),
  );

  app.endpoint(
    personEndpoints.update,
    {
      ...admin,
      schema: {
        ...docs,
        summary:
          'Change person fields (only the changed ones); also used for agency, organisation and department users',
      },
    },
    async (request) =>
      toPerson(
        await persons.change(request.params.id, request.body.changes, request.actor!.userId),
      ),
  );

  app.endpoint(
    personEndpoints.resendVerification,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Send the person a new confirmation link',
      },
    },
    async (request) => {
      await persons.resendVerification(request.params.id);
      return { message: translate(request.language, 'messages.verificationSent') };
    },
  );
};
