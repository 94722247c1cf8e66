import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobBoardEndpoints } from '#shared/contracts/job-board';
import type { JobBoardService } from './job-board.service';

const NOT_VETTED =
  'An agency that is not vetted, or whose permit has expired, gets 403 AGENCY_NOT_VETTED (the same for every request).';

export const jobBoardRoutes: FastifyPluginAsyncZod<{ jobBoard: JobBoardService }> = async (
  app,
  { jobBoard },
) => {
  const dispatcher = { onRequest: app.requireRole('AGENCY') };
  const docs = { tags: ['agency: job board'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    jobBoardEndpoints.list,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          'Open external requests the agency may serve (its permit covers their last date), filtered, sorted, paged',
        description: NOT_VETTED,
      },
    },
    async (request) => jobBoard.board(request.actor!, request.query),
  );

  app.endpoint(
    jobBoardEndpoints.one,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          "A request on the board with the organisation's address, the contact and the agency's own applications",
        description: `${NOT_VETTED} A request that is not on the agency's board is not found.`,
      },
    },
    async (request) => jobBoard.detail(request.actor!, request.params.id),
  );

  app.endpoint(
    jobBoardEndpoints.apply,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          'Apply with a staff member, an hourly rate and the three documents (on the profile, or PDFs just uploaded)',
        description: `${NOT_VETTED} One application per person and request; a withdrawn one may be submitted again.`,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await jobBoard.apply(request.actor!.userId, request.params.id, request.body)),
  );

  app.endpoint(
    jobBoardEndpoints.applications,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary: "The agency's applications with their state, newest first",
      },
    },
    async (request) => jobBoard.applications(request.actor!, request.query),
  );

  app.endpoint(
    jobBoardEndpoints.withdraw,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary:
          'Withdraw an application while the clinic has not decided (else 409 APPLICATION_NOT_WITHDRAWABLE)',
      },
    },
    async (request) => jobBoard.withdraw(request.actor!.userId, request.params.id),
  );
};
