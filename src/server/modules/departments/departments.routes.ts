import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { departmentEndpoints } from '#shared/contracts/admin';
import { toPage } from '#server/lib/record-routes';
import { toMember } from '#server/modules/members/members.service';
import type { PersonService } from '#server/modules/persons/persons.service';
import { toPerson } from '#server/modules/persons/persons.service';
import { toDepartment, type DepartmentService } from './departments.service';

/** users = department users (depAdmins, ORG_SUB); customers = department customers (depUsers, the pool). */
const memberKinds = { users: 'user', customers: 'customer' } as const;

export const departmentsRoutes: FastifyPluginAsyncZod<{
  departments: DepartmentService;
  persons: PersonService;
}> = async (app, { departments, persons }) => {
  const admin = { onRequest: app.requireRole('ADMIN') };
  const docs = { tags: ['admin: departments'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    departmentEndpoints.list,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Departments of an organisation, paged, sorted and searched (name and skills)',
      },
    },
    async (request) =>
      toPage(await departments.list(request.params.orgId, request.query), toDepartment),
  );

  app.endpoint(
    departmentEndpoints.create,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Add a department (name and skills, both required)',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          toDepartment(
            await departments.create(request.params.orgId, request.body, request.actor!.userId),
          ),
        ),
  );

  app.endpoint(
    departmentEndpoints.remove,
    {
      ...admin,
      schema: {
        ...docs,
        summary:
          'Archive departments of the organisation (they keep their history and leave every list)',
      },
    },
    async (request) =>
      departments.archive(request.params.orgId, request.body.ids, request.actor!.userId),
  );

  app.endpoint(
    departmentEndpoints.one,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'One department (404 when it belongs to another organisation)',
      },
    },
    async (request) =>
      toDepartment(await departments.get(request.params.orgId, request.params.depId)),
  );

  app.endpoint(
    departmentEndpoints.update,
    {
      ...admin,
      schema: {
        ...docs,
        summary:
          'Change fields (name, defaultSkills; only the changed ones); answers the new record',
      },
    },
    async (request) =>
      toDepartment(
        await departments.change(
          request.params.orgId,
          request.params.depId,
          request.body.changes,
          request.actor!.userId,
        ),
      ),
  );

  app.endpoint(
    departmentEndpoints.members,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Department users or department customers, paged, sorted and searched',
      },
    },
    async (request) => {
      const { orgId, depId, kind } = request.params;
      return toPage(
        await departments.listMembers(orgId, depId, memberKinds[kind], request.query),
        toMember,
      );
    },
  );

  app.endpoint(
    departmentEndpoints.removeMembers,
    {
      ...admin,
      schema: {
        ...docs,
        summary: 'Remove department users or customers from the department (their accounts stay)',
      },
    },
    async (request) => {
      const { orgId, depId, kind } = request.params;
      return departments.removeMembers(
        orgId,
        depId,
        memberKinds[kind],
        request.body.ids,
        request.actor!.userId,
      );
    },
  );

  app.endpoint(
    departmentEndpoints.inviteMember,
    {
      ...admin,
      schema: {
        ...docs,
        summary:
          'Invite a department user (ORG_SUB) or customer by e-mail; an existing account is asked to accept (pending, decision 016)',
      },
    },
    async (request, reply) => {
      const { orgId, depId, kind } = request.params;
      return reply
        .status(201)
        .send(
          await departments.invite(
            orgId,
            depId,
            memberKinds[kind],
            request.body.email,
            request.actor!.userId,
            request.language,
          ),
        );
    },
  );

  app.endpoint(
    departmentEndpoints.member,
    {
      ...admin,
      schema: {
        ...docs,
        summary:
          'A department user or customer (404 when not one of this department); edit with PATCH /api/admin/persons/:id',
      },
    },
    async (request) => {
      const { orgId, depId, kind, userId } = request.params;
      await departments.requireMember(orgId, depId, memberKinds[kind], userId);
      return toPerson(await persons.get(userId));
    },
  );
};
