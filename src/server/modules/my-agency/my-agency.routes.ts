import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencySchema } from '#shared/contracts/admin';
import {
  billingDetailsBodySchema,
  createMyAgencyBodySchema,
  myAgencyEndpoints,
  myAgencyResponseSchema,
  permitBodySchema,
} from '#shared/contracts/my-agency';
import { errorResponses } from '#server/lib/openapi';
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
        response: { 200: myAgencyResponseSchema, ...errorResponses(401, 403) },
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
        body: createMyAgencyBodySchema,
        response: { 201: agencySchema, ...errorResponses(400, 401, 403, 409) },
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
        body: permitBodySchema,
        response: { 200: agencySchema, ...errorResponses(400, 401, 403, 404) },
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
        body: billingDetailsBodySchema,
        response: { 200: agencySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toAgency(await myAgency.updateBilling(request.actor!.userId, request.body)),
  );
};
