import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myOrganisationEndpoints } from '#shared/contracts/my-organisations';
import { toPage } from '#server/lib/record-routes';
import { toMember } from '#server/modules/members/members.service';
import type { MyOrganisationService } from './my-organisations.service';

/**
 * GET/POST /api/organisation and GET /api/organisation/:id of spec 001 section 7, and the
 * organisation area's "Mein Personal" below them. Reading is for everyone of the hospital area
 * (an ORG_SUB sees their own departments only); managing is for ORG_ADMIN and ADMIN.
 */
export const myOrganisationsRoutes: FastifyPluginAsyncZod<{
  myOrganisations: MyOrganisationService;
}> = async (app, { myOrganisations }) => {
  const readers = { onRequest: app.requireRole('ADMIN', 'ORG_ADMIN', 'ORG_SUB') };
  const managers = { onRequest: app.requireRole('ADMIN', 'ORG_ADMIN') };
  const docs = {
    tags: ['organisation area: organisations and staff'],
    security: [{ bearerAuth: [] }],
  };

  app.endpoint(
    myOrganisationEndpoints.list,
    {
      ...readers,
      schema: {
        ...docs,
        summary:
          'The organisations the caller may act on, each with the departments in scope (ADMIN: the first 200 by name)',
      },
    },
    async (request) => ({ items: await myOrganisations.list(request.actor!) }),
  );

  app.endpoint(
    myOrganisationEndpoints.create,
    {
      ...managers,
      schema: {
        ...docs,
        summary:
          'Create an organisation with its address and departments; an ORG_ADMIN becomes its first administrator',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await myOrganisations.create(request.actor!, request.body)),
  );

  app.endpoint(
    myOrganisationEndpoints.one,
    {
      ...readers,
      schema: {
        ...docs,
        summary:
          'One organisation with the departments in scope (404 when the caller may not act on it)',
      },
    },
    async (request) => myOrganisations.get(request.actor!, request.params.id),
  );

  app.endpoint(
    myOrganisationEndpoints.updateSettings,
    {
      ...managers,
      schema: {
        ...docs,
        summary:
          "Change the organisation's settings, those sent (at least one): its internal hourly cost in cents (above 0, at most 10,000 euros; null clears it), which the agency report sets against agency cost; the hours (0 to 12) confirmed timesheets may lie before the booked start or after the booked end; its federal state (the public holidays its surcharges follow) and its surcharge rules (null: none billed)",
      },
    },
    async (request) =>
      myOrganisations.changeSettings(request.actor!, request.params.id, request.body),
  );

  app.endpoint(
    myOrganisationEndpoints.createDepartment,
    {
      ...managers,
      schema: {
        ...docs,
        summary: 'Add a department',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await myOrganisations.addDepartment(request.actor!, request.params.id, request.body.name),
        ),
  );

  app.endpoint(
    myOrganisationEndpoints.updateDepartment,
    {
      ...managers,
      schema: {
        ...docs,
        summary: 'Rename a department',
      },
    },
    async (request) =>
      myOrganisations.renameDepartment(
        request.actor!,
        request.params.id,
        request.params.depId,
        request.body.name,
      ),
  );

  app.endpoint(
    myOrganisationEndpoints.removeDepartment,
    {
      ...managers,
      schema: {
        ...docs,
        summary: 'Remove a department (archived: its requests and pool stay in the history)',
      },
    },
    async (request) =>
      myOrganisations.removeDepartment(request.actor!, request.params.id, request.params.depId),
  );

  app.endpoint(
    myOrganisationEndpoints.members,
    {
      ...managers,
      schema: {
        ...docs,
        summary: 'Department users (ward managers) or pool members, paged, sorted and searched',
      },
    },
    async (request) => {
      const { id, depId, kind } = request.params;
      return toPage(
        await myOrganisations.listStaff(request.actor!, id, depId, kind, request.query),
        toMember,
      );
    },
  );

  app.endpoint(
    myOrganisationEndpoints.removeMembers,
    {
      ...managers,
      schema: {
        ...docs,
        summary:
          'Remove department users or pool members from the department (their accounts stay)',
      },
    },
    async (request) => {
      const { id, depId, kind } = request.params;
      return myOrganisations.removeStaff(request.actor!, id, depId, kind, request.body.ids);
    },
  );

  app.endpoint(
    myOrganisationEndpoints.inviteMembers,
    {
      ...managers,
      schema: {
        ...docs,
        summary:
          'Invite a department user (ORG_SUB) or pool member by e-mail; an existing account is asked to accept (pending, decision 016)',
      },
    },
    async (request, reply) => {
      const { id, depId, kind } = request.params;
      return reply
        .status(201)
        .send(
          await myOrganisations.inviteStaff(
            request.actor!,
            id,
            depId,
            kind,
            request.body.email,
            request.language,
          ),
        );
    },
  );

  app.endpoint(
    myOrganisationEndpoints.invitations,
    {
      ...managers,
      schema: {
        ...docs,
        summary:
          'Existing accounts asked to join who have not answered yet (only what the inviter typed; decision 016)',
      },
    },
    async (request) => {
      const { id, depId, kind } = request.params;
      return myOrganisations.listInvitations(request.actor!, id, depId, kind);
    },
  );

  app.endpoint(
    myOrganisationEndpoints.withdrawInvitation,
    {
      ...managers,
      schema: {
        ...docs,
        summary: 'Withdraw an open invitation to join the department or its pool',
      },
    },
    async (request, reply) => {
      const { id, depId, kind, invitationId } = request.params;
      await myOrganisations.withdrawInvitation(request.actor!, id, depId, kind, invitationId);
      return reply.status(204).send(null);
    },
  );
};
