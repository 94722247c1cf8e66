import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyEndpoints } from '#shared/contracts/admin';
import { registerRecordRoutes, toPage } from '#server/lib/record-routes';
import { toMember } from '#server/modules/members/members.service';
import type { PersonService } from '#server/modules/persons/persons.service';
import { toPerson } from '#server/modules/persons/persons.service';
import { toAgency, type AgencyService } from './agencies.service';

const memberKinds = { users: 'user', customers: 'customer' } as const;

export const agenciesRoutes: FastifyPluginAsyncZod<{
  agencies: AgencyService;
  persons: PersonService;
}> = async (app, { agencies, persons }) => {
  const admin = { onRequest: app.requireRole('ADMIN') };
  const docs = { tags: ['admin: agencies'], security: [{ bearerAuth: [] }] };

  registerRecordRoutes(app, {
    endpoints: agencyEndpoints,
    tag: 'admin: agencies',
    summaries: {
      list: 'Agencies, paged, sorted and searched (name, address, postcode, country)',
      create: 'Add an agency (the logo is uploaded first with POST /api/files?purpose=image)',
      remove: 'Archive agencies (they keep their history and leave every list)',
      one: 'One agency',
      update:
        'Change fields (only the changed ones, as field and value pairs); answers the new record',
    },
    toItem: toAgency,
    service: agencies,
  });

  app.endpoint(
    agencyEndpoints.vet,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Vet or reject an agency after checking its staff-leasing permit (AÜG)',
      },
    },
    async (request) =>
      toAgency(await agencies.vet(request.params.id, request.body, request.actor!.userId)),
  );

  app.endpoint(
    agencyEndpoints.members,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Agency users or agency customers, paged, sorted and searched',
      },
    },
    async (request) =>
      toPage(
        await agencies.listMembers(
          request.params.id,
          memberKinds[request.params.kind],
          request.query,
        ),
        toMember,
      ),
  );

  app.endpoint(
    agencyEndpoints.removeMembers,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Remove agency users or customers from the agency (their accounts stay)',
      },
    },
    async (request) =>
      agencies.removeMembers(
        request.params.id,
        memberKinds[request.params.kind],
        request.body.ids,
        request.actor!.userId,
      ),
  );

  app.endpoint(
    agencyEndpoints.inviteMember,
    {
      ...admin,
      schema: {
        ...docs,
        summary:
          'Invite a person by e-mail; an existing account is asked to accept (pending, decision 016)',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await agencies.invite(
            request.params.id,
            memberKinds[request.params.kind],
            request.body.email,
            request.actor!.userId,
            request.language,
          ),
        ),
  );

  app.endpoint(
    agencyEndpoints.member,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'An agency user, or the read-only profile of an agency customer',
      },
    },
    async (request) => {
      await agencies.requireMember(
        request.params.id,
        memberKinds[request.params.kind],
        request.params.userId,
      );
      return toPerson(await persons.get(request.params.userId));
    },
  );
};
