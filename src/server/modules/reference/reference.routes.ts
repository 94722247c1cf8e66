import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { referenceEndpoints, type ReferenceKind } from '#shared/contracts/reference';
import type { Endpoint } from '#shared/endpoint';
import { listCountries, type ReferenceService } from './reference.service';

/** Clients may keep reference data for an hour; it changes only with a deployment. */
function cacheable(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=3600');
}

export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  const lists: Array<[Endpoint, ReferenceKind, string]> = [
    [
      referenceEndpoints.contractTypes,
      'contract_type',
      'Contract types (Arbeitnehmerüberlassung is the default)',
    ],
    [
      referenceEndpoints.jobTypes,
      'job_type',
      'Kinds of request: staff request or substitute doctor',
    ],
    [
      referenceEndpoints.shiftTypes,
      'job_shift_type',
      'Shift types: Tagesdienst, Nachtdienst, Bereitschaftsdienst',
    ],
    [referenceEndpoints.positions, 'position', 'Positions'],
    [
      referenceEndpoints.qualifications,
      'qualification',
      'The qualification options of a staff request',
    ],
  ];
  for (const [target, kind, summary] of lists) {
    app.endpoint(
      target,
      { schema: { tags: ['reference data'], summary } },
      async (_request, reply) => {
        cacheable(reply);
        return reference.list(kind);
      },
    );
  }

  app.endpoint(
    referenceEndpoints.jobTitles,
    {
      schema: {
        tags: ['reference data'],
        summary: 'Specialities per language, each with the names of its fields',
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return reference.jobTitles();
    },
  );

  app.endpoint(
    referenceEndpoints.fields,
    {
      schema: {
        tags: ['reference data'],
        summary: 'Medical fields by key, with their specialities and qualification',
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return reference.metaFields();
    },
  );

  app.endpoint(
    referenceEndpoints.countries,
    {
      schema: {
        tags: ['reference data'],
        summary: 'Countries (ISO 3166-1) with English and German names',
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return listCountries();
    },
  );
};
