import { ORGANISATION_ROLES } from '#shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestEndpoints } from '#shared/contracts/requests';
import type { RequestService } from './requests.service';

/**
 * The request calls of spec 001 section 7 (/api/job). Every answer is narrowed to the caller's
 * scope; a request outside it is not found, whatever its id.
 */
export const requestsRoutes: FastifyPluginAsyncZod<{ requests: RequestService }> = async (
  app,
  { requests },
) => {
  const guard = { onRequest: app.requireRole(...ORGANISATION_ROLES) };
  const docs = { tags: ['requests'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    requestEndpoints.list,
    {
      ...guard,
      schema: {
        ...docs,
        summary:
          "Requests of the caller's organisations and departments: one of the three tables (group) or all, with a shift in the window from..to (from defaults to now: requests not over yet), paged and sorted; the first 3 applicants per row",
      },
    },
    async (request) => requests.list(request.actor!, request.query),
  );

  // Static before the parameter route (find-my-way prefers static segments anyway).
  app.endpoint(
    requestEndpoints.calendar,
    {
      ...guard,
      schema: {
        ...docs,
        summary: `Shifts overlapping a window of at most 100 days, of requests in the caller's scope that are not cancelled`,
      },
    },
    async (request) => requests.calendar(request.actor!, request.query),
  );

  app.endpoint(
    requestEndpoints.create,
    {
      ...guard,
      schema: {
        ...docs,
        summary:
          'Post a staff request (dates of type Neue_Dienstanfrage, state internal_adv) or a substitute-doctor request (vertretungsarzt, external_adv) with all its shifts in one transaction',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requests.create(request.actor!, request.body)),
  );

  app.endpoint(
    requestEndpoints.remove,
    {
      ...guard,
      schema: {
        ...docs,
        summary:
          'Delete requests; those with an applied or selected person are cancelled instead and the people are told by e-mail. Any id outside the scope: 404 and nothing changes',
      },
    },
    async (request) => requests.remove(request.actor!, request.body.ids),
  );

  app.endpoint(
    requestEndpoints.one,
    {
      ...guard,
      schema: {
        ...docs,
        summary:
          "One request with all its shifts and applicants (404 when outside the caller's scope)",
      },
    },
    async (request) => requests.get(request.actor!, request.params.id),
  );

  app.endpoint(
    requestEndpoints.update,
    {
      ...guard,
      schema: {
        ...docs,
        summary:
          'Edit an open request: only the fields sent change; dates, when sent, replace the shifts (ids sent back are kept). Filled or cancelled requests: 409',
      },
    },
    async (request) => requests.update(request.actor!, request.params.id, request.body),
  );
};
