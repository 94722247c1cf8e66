import { ORGANISATION_ROLES } from '#shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { selectionEndpoints } from '#shared/contracts/selection';
import type { SelectionService } from './selection.service';

/**
 * The organisation's side of applications, beside /api/job/:id of the requests module and
 * scoped the same way: a request outside the caller's scope is not found.
 */
export const selectionRoutes: FastifyPluginAsyncZod<{ selection: SelectionService }> = async (
  app,
  { selection },
) => {
  const guard = { onRequest: app.requireRole(...ORGANISATION_ROLES) };
  const docs = { tags: ['requests'], security: [{ bearerAuth: [] }] };

  app.endpoint(
    selectionEndpoints.applicants,
    {
      ...guard,
      schema: {
        ...docs,
        summary:
          'Every application of a request (withdrawn and decided ones too) with agency, person, rate, state and documents, and for agency applicants the staff-leasing months at this clinic (aueg, decision 030); download links come from POST /api/documents/:id/link',
      },
    },
    async (request) => selection.applicants(request.actor!, request.params.id),
  );

  app.endpoint(
    selectionEndpoints.select,
    {
      ...guard,
      schema: {
        ...docs,
        summary:
          "Select an applicant: the application is selected, the other applicants are not, the request is filled, a placement is recorded (hours = the sum of the shift durations, order value = rate × hours, commission at the current rate) and everyone is told by e-mail. A filled or cancelled request, or an application no longer applied: 409. A person already booked elsewhere at an overlapping time (any clinic, decision 064): 409 ALREADY_BOOKED, details naming the dates of this request that collide. Working Hours Act across the platform (decision 031): more than 10 hours a day or under 11 hours of rest is 409 WORKING_TIME_REFUSED; a 48-hour average or Sunday warning without overrideReason is 409 WORKING_TIME_WARNINGS (with the reason it is kept in the timeline and audit log). An agency applicant whose shifts would pass 18 months at the clinic (AUEG_LIMIT_PASSED) or whose agency's permit does not cover every shift (AGENCY_PERMIT_INVALID): 422",
      },
    },
    async (request) =>
      selection.select(
        request.actor!,
        request.params.id,
        request.params.applicationId,
        request.body,
      ),
  );
};
