import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsEndpoints } from '#shared/contracts/reports';
import type { ReportsService } from './reports.service';

/** HR, ward managers and administrators; which organisations and wards is decided per call. */
const REPORT_ROLES = ['ORG_SUB', 'ORG_ADMIN', 'ADMIN'] as const;

/** The three reports take the same query and guard; they differ in answer and summary. */
const REPORTS = {
  fill: {
    summary:
      'Requests posted in a period: fill rate, who filled them, time to fill and to the first answer, per Berlin month (and per organisation for administrators)',
  },
  pool: {
    summary:
      'Pool offers of a period per ward (asked, accepted, declined, no answer) and per pool member (asked, taken)',
  },
  external: {
    summary:
      "Agency hours and cost of a period per month and agency, and the same hours at the organisation's internal hourly cost; commission and the breakdown per organisation for administrators only",
  },
  promise: {
    summary:
      "Promise kept? The period's median time to fill against 2 hours before and 5 minutes promised, and the agencies' share of the fills against the first three Berlin months of the scope (70 % less promised)",
  },
} as const;

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  { reports },
) => {
  for (const name of ['fill', 'pool', 'external', 'promise'] as const) {
    const { summary } = REPORTS[name];
    app.endpoint(
      reportsEndpoints[name],
      {
        onRequest: app.requireRole(...REPORT_ROLES),
        schema: {
          tags: ['reports'],
          security: [{ bearerAuth: [] }],
          summary,
        },
      },
      async (request) => reports[name](request.actor!, request.query),
    );
  }
};
