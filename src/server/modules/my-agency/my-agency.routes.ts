import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myAgencyEndpoints } from '#shared/contracts/my-agency';
import { toAgency } from '#server/modules/agencies/agencies.service';
import type { MyAgencyService } from './my-agency.service';

export const myAgencyRoutes: FastifyPluginAsyncZod<{ myAgency: MyAgencyService }> = async (
  app,
  { myAgency },
) => {
  const dispatcher = { onRequest: app.requireRole('AGENCY') };
  const docs = { tags: ['agency'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    myAgencyEndpoints.one,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary: "The caller's agency with its permit and vetting state (null before onboarding)",
      },
    },
    async (request) => {
      const row = await myAgency.find(request.actor!.userId);
      return { agency: row ? toAgency(row) : null };
    },
  );

  app.endpoint(
    myAgencyEndpoints.create,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary: 'Create the agency (onboarding of its first dispatcher); it waits for vetting',
      },
    },
    async (request, reply) =>
      reply.status(201).send(toAgency(await myAgency.create(request.actor!.userId, request.body))),
  );

  app.endpoint(
    myAgencyEndpoints.updatePermit,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary: 'Update the staff-leasing permit; a changed permit is vetted again',
      },
    },
    async (request) => toAgency(await myAgency.updatePermit(request.actor!.userId, request.body)),
  );

  app.endpoint(
    myAgencyEndpoints.updateBilling,
    {
      ...dispatcher,
      schema: {
        ...docs,
        summary: 'Set the tax number or VAT id and the bank account its invoices name',
      },
    },
    async (request) => toAgency(await myAgency.updateBilling(request.actor!.userId, request.body)),
  );
};
