import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveTimesheetsBodySchema,
  confirmTimesheetBodySchema,
  correctTimesheetBodySchema,
  organisationParamsSchema,
  timesheetListSchema,
  timesheetWeekSchema,
  timesheetParamsSchema,
  timesheetSchema,
  timesheetSettingsSchema,
  timesheetsEndpoints,
  timesheetWeekQuerySchema,
} from '#shared/contracts/timesheets';
import { errorResponses } from '#server/lib/openapi';
import type { TimesheetService } from './timesheets.service';

/**
 * Hours after a booked shift (decision 022). Workers (USER) and agency dispatchers confirm;
 * ward managers (ORG_SUB) and HR (ORG_ADMIN) approve or correct in their scope. Someone else's
 * timesheet is not found.
 */
export const timesheetsRoutes: FastifyPluginAsyncZod<{ timesheets: TimesheetService }> = async (
  app,
  { timesheets },
) => {
  const workers = { onRequest: app.requireRole('USER', 'AGENCY') };
  const managers = { onRequest: app.requireRole('ORG_SUB', 'ORG_ADMIN') };
  const docs = { tags: ['timesheets'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    timesheetsEndpoints.toConfirm,
    {
      ...workers,
      schema: {
        ...docs,
        summary:
          "The caller's timesheets of ended shifts (a dispatcher: their agency staff's), those awaiting confirmation first, then those confirmed in the last 14 days",
        response: { 200: timesheetListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => timesheets.toConfirm(request.actor!),
  );

  app.endpoint(
    timesheetsEndpoints.confirm,
    {
      ...workers,
      schema: {
        ...docs,
        summary:
          'Confirm the hours of an ended shift: { asBooked: true } (booked times, the statutory break) or the actual start, end and break. Impossible or implausible times (outside the booking and the organisation’s tolerance, in the future, over 24 hours): 400; approved: 409; not ended yet: 409',
        params: timesheetParamsSchema,
        body: confirmTimesheetBodySchema,
        response: { 200: timesheetSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => timesheets.confirm(request.actor!, request.params.id, request.body),
  );

  app.endpoint(
    timesheetsEndpoints.week,
    {
      ...managers,
      schema: {
        ...docs,
        summary:
          'Every timesheet of a week (its Monday, on the clinic’s clock) in the caller’s stations or organisation',
        querystring: timesheetWeekQuerySchema,
        response: { 200: timesheetWeekSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => timesheets.week(request.actor!, request.query),
  );

  app.endpoint(
    timesheetsEndpoints.approve,
    {
      ...managers,
      schema: {
        ...docs,
        summary:
          'Approve submitted timesheets, all or none: any not in scope 404; any the caller worked or confirmed 403; already approved 409; not confirmed yet 409; Working Hours Act warnings without acknowledgeWarnings 409',
        body: approveTimesheetsBodySchema,
        response: { 200: timesheetListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      timesheets.approve(request.actor!, request.body.ids, request.body.acknowledgeWarnings),
  );

  app.endpoint(
    timesheetsEndpoints.correct,
    {
      ...managers,
      schema: {
        ...docs,
        summary:
          'Correct the hours with a reason and approve them in one step (kept in the timeline and the audit log); implausible times 400; hours the caller worked or confirmed 403',
        params: timesheetParamsSchema,
        body: correctTimesheetBodySchema,
        response: { 200: timesheetSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => timesheets.correct(request.actor!, request.params.id, request.body),
  );

  const hr = { onRequest: app.requireRole('ORG_ADMIN') };
  app.endpoint(
    timesheetsEndpoints.settings,
    {
      ...hr,
      schema: {
        ...docs,
        summary:
          "The organisation's automatic approval of timesheets (days after submission; null: off)",
        params: organisationParamsSchema,
        response: { 200: timesheetSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => timesheets.settings(request.actor!, request.params.orgId),
  );

  app.endpoint(
    timesheetsEndpoints.saveSettings,
    {
      ...hr,
      schema: {
        ...docs,
        summary:
          "Set the organisation's automatic approval of timesheets (1 to 60 days; null: off)",
        params: organisationParamsSchema,
        body: timesheetSettingsSchema,
        response: { 200: timesheetSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => timesheets.saveSettings(request.actor!, request.params.orgId, request.body),
  );
};
