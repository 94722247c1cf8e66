import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedResponseSchema,
  fieldChangesBodySchema,
  idParamsSchema,
  idsBodySchema,
  inviteBodySchema,
  inviteResponseSchema,
  MEMBER_SORT_FIELDS,
  memberSchema,
  personEndpoints,
  personSchema,
} from '#shared/contracts/admin';
import { listQuerySchema, pageSchema } from '#shared/contracts/lists';
import { roleSchema } from '#shared/roles';
import { translate } from '#server/i18n/index';
import { errorResponses } from '#server/lib/openapi';
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
        querystring: listQuerySchema([...MEMBER_SORT_FIELDS, 'createdAt'], 'lastName').extend({
          role: roleSchema,
        }),
        response: { 200: pageSchema(memberSchema), ...errorResponses(400, 401, 403) },
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
        body: idsBodySchema,
        response: { 200: deletedResponseSchema, ...errorResponses(400, 401, 403) },
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
        body: inviteBodySchema.extend({ role: roleSchema }),
        response: { 201: inviteResponseSchema, ...errorResponses(400, 401, 403, 409) },
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
        params: idParamsSchema,
        response: { 200: personSchema, ...errorResponses(400, 401, 403, 404) },
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
        params: idParamsSchema,
        body: fieldChangesBodySchema,
        response: { 200: personSchema, ...errorResponses(400, 401, 403, 404, 409) },
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
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await persons.resendVerification(request.params.id);
      return { message: translate(request.language, 'messages.verificationSent') };
    },
  );
};
