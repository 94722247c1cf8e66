import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  externalReportSchema,
  fillReportSchema,
  poolReportSchema,
  reportQuerySchema,
  reportsEndpoints,
} from '#shared/contracts/reports';
import { errorResponses } from '#server/lib/openapi';
import type { ReportsService } from './reports.service';

/** HR, ward managers and administrators; which organisations and wards is decided per call. */
const REPORT_ROLES = ['ORG_SUB', 'ORG_ADMIN', 'ADMIN'] as const;

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  const guard = { onRequest: app.requireRole(...REPORT_ROLES) };
  const docs = {
    tags: ['reports'],
    security: [{ bearerAuth: [] }],
    querystring: reportQuerySchema,
  };
  const refusals = errorResponses(400, 401, 403, 404);

  app.endpoint(
    reportsEndpoints.fill,
    {
      ...guard,
      schema: {
        ...docs,
        summary: 'Requests posted in a period: fill rate, who filled them, time to fill and to the first answer, per Berlin month',
        response: { 200: fillReportSchema, ...refusals },
      },
    },
    async (request) => reports.fill(request.actor!, request.query),
  );

  app.endpoint(
    reportsEndpoints.pool,
    {
      ...guard,
      schema: {
        ...docs,
        summary: 'Pool offers of a period per ward (asked, accepted, declined, no answer) and per pool member (asked, taken)',
        response: { 200: poolReportSchema, ...refusals },
      },
    },
    async (request) => reports.pool(request.actor!, request.query),
  );

  app.endpoint(
    reportsEndpoints.external,
    {
      ...guard,
      schema: {
        ...docs,
        summary: 'Agency hours and cost of a period per month and agency; commission for administrators only',
        response: { 200: externalReportSchema, ...refusals },
      },
    },
    async (request) => reports.external(request.actor!, request.query),
  );
};
