import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyStaffEndpoints } from '#shared/contracts/agency-staff';
import { toPage } from '#server/lib/record-routes';
import { toMember } from '#server/modules/members/members.service';
import type { AgencyStaffService } from './agency-staff.service';

export const agencyStaffRoutes: FastifyPluginAsyncZod<{ staff: AgencyStaffService }> = async (
  app,
  { staff },
) => {
  const dispatcher = { onRequest: app.requireRole('AGENCY') };
  const docs = { tags: ['agency: staff'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    agencyStaffEndpoints.list,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          "The agency's staff (agency customers), paged, sorted and searched (e-mail, names, contact)",
      },
    },
    async (request) => toPage(await staff.list(request.actor!, request.query), toMember),
  );

  app.endpoint(
    agencyStaffEndpoints.create,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          'Add a staff member: creates the profile at once (no password yet); an existing account is asked to accept (pending: true)',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await staff.create(request.actor!.userId, request.body, request.language)),
  );

  app.endpoint(
    agencyStaffEndpoints.invitations,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          'Existing accounts asked to join the staff who have not answered yet (only what the agency typed; decision 016)',
      },
    },
    async (request) => staff.listInvitations(request.actor!),
  );

  app.endpoint(
    agencyStaffEndpoints.withdrawInvitation,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary: 'Withdraw an open invitation to join the staff',
      },
    },
    async (request, reply) => {
      await staff.withdrawInvitation(request.actor!.userId, request.params.invitationId);
      return reply.status(204).send(null);
    },
  );

  app.endpoint(
    agencyStaffEndpoints.remove,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          'Remove staff members from the agency (their accounts, applications and documents stay)',
      },
    },
    async (request) => staff.remove(request.actor!.userId, request.body.ids),
  );

  app.endpoint(
    agencyStaffEndpoints.one,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary: 'A staff member with every profile section of spec 000 and their documents',
      },
    },
    async (request) => staff.get(request.actor!, request.params.userId),
  );

  app.endpoint(
    agencyStaffEndpoints.update,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          'Change profile fields (only the changed ones; every person field but the e-mail) of a profile the person has not claimed',
      },
    },
    async (request) =>
      staff.change(request.actor!.userId, request.params.userId, request.body.changes),
  );

  app.endpoint(
    agencyStaffEndpoints.addDocument,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          'Put a PDF (uploaded with POST /api/files?purpose=document) on the profile as CV, approbation or diploma',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await staff.addDocument(request.actor!.userId, request.params.userId, request.body)),
  );

  app.endpoint(
    agencyStaffEndpoints.removeDocument,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary: 'Remove a document from the profile (archived: applications sent with it keep it)',
      },
    },
    async (request, reply) => {
      await staff.archiveDocument(
        request.actor!.userId,
        request.params.userId,
        request.params.documentId,
      );
      return reply.status(204).send(null);
    },
  );
};
