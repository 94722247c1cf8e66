import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organisationEndpoints } from '#shared/contracts/admin';
import { registerRecordRoutes, toPage } from '#server/lib/record-routes';
import { toMember } from '#server/modules/members/members.service';
import type { PersonService } from '#server/modules/persons/persons.service';
import { toPerson } from '#server/modules/persons/persons.service';
import { toOrganisation, toPicture, type OrganisationService } from './organisations.service';

export const organisationsRoutes: FastifyPluginAsyncZod<{
  organisations: OrganisationService;
  persons: PersonService;
}> = async (app, { organisations, persons }) => {
  const admin = { onRequest: app.requireRole('ADMIN') };
  const docs = { tags: ['admin: organisations'], security: [{ bearerAuth: [] }] };

  registerRecordRoutes(app, {
    endpoints: organisationEndpoints,
    tag: 'admin: organisations',
    summaries: {
      list: 'Organisations, paged, sorted and searched (name, address, postcode, country)',
      create:
        'Add an organisation with its logo and up to 10 pictures (uploaded first with POST /api/files?purpose=image)',
      remove: 'Archive organisations (they keep their history and leave every list)',
      one: 'One organisation, with the number of its departments and users',
      update:
        'Change fields (only the changed ones, as field and value pairs, logoFileId included); answers the new record',
    },
    toItem: toOrganisation,
    service: organisations,
  });

  // Organisation users (ORG_ADMIN). Their fields are edited with PATCH /api/admin/persons/:id.

  app.endpoint(
    organisationEndpoints.users,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Organisation users, paged, sorted and searched (e-mail, names, contact)',
      },
    },
    async (request) =>
      toPage(await organisations.listMembers(request.params.id, request.query), toMember),
  );

  app.endpoint(
    organisationEndpoints.removeUsers,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Remove users from the organisation (their accounts stay)',
      },
    },
    async (request) =>
      organisations.removeMembers(request.params.id, request.body.ids, request.actor!.userId),
  );

  app.endpoint(
    organisationEndpoints.inviteUser,
    {
      ...admin,
      schema: {
        ...docs,
        summary:
          'Invite an organisation user (ORG_ADMIN) by e-mail; an existing account is asked to accept (pending, decision 016)',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await organisations.invite(
            request.params.id,
            request.body.email,
            request.actor!.userId,
            request.language,
          ),
        ),
  );

  app.endpoint(
    organisationEndpoints.user,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'An organisation user (404 when not a user of this organisation)',
      },
    },
    async (request) => {
      await organisations.requireMember(request.params.id, request.params.userId);
      return toPerson(await persons.get(request.params.userId));
    },
  );

  // Pictures

  app.endpoint(
    organisationEndpoints.pictures,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'The pictures of an organisation (at most 10), in their order',
      },
    },
    async (request) => (await organisations.listPictures(request.params.id)).map(toPicture),
  );

  app.endpoint(
    organisationEndpoints.addPicture,
    {
      ...admin,
      schema: {
        ...docs,
        summary:
          'Add pictures (uploaded first with POST /api/files?purpose=image); at most 10 per organisation. Answers all pictures',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          (
            await organisations.addPictures(
              request.params.id,
              request.body.pictures,
              request.actor!.userId,
            )
          ).map(toPicture),
        ),
  );

  app.endpoint(
    organisationEndpoints.removePictures,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Remove pictures of the organisation',
      },
    },
    async (request) =>
      organisations.removePictures(request.params.id, request.body.ids, request.actor!.userId),
  );

  app.endpoint(
    organisationEndpoints.picture,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'One picture of the organisation',
      },
    },
    async (request) =>
      toPicture(await organisations.getPicture(request.params.id, request.params.picId)),
  );

  app.endpoint(
    organisationEndpoints.updatePicture,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Change the description and/or the file of a picture; fileId null blanks it',
      },
    },
    async (request) =>
      toPicture(
        await organisations.changePicture(
          request.params.id,
          request.params.picId,
          request.body.changes,
          request.actor!.userId,
        ),
      ),
  );
};
