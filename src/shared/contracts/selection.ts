import { requestIdParamsSchema, requestSchema } from './requests';
import { applicantsResponseSchema, placementSchema } from './job-board';
import { selectBodySchema } from './working-time';
import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * The organisation's side of applications: GET /api/job/:id/applicants answers
 * applicantsResponseSchema (job-board.ts); selecting one answers the filled request and the
 * placement it recorded.
 */
export const applicationParamsSchema = z.object({ id: z.uuid(), applicationId: z.uuid() });

export const selectionResponseSchema = z.object({
  request: requestSchema,
  placement: placementSchema,
});
export type SelectionResponse = z.infer<typeof selectionResponseSchema>;

/** A request's applicants and selecting one. */
export const selectionEndpoints = {
  applicants: endpoint('GET', '/job/:id/applicants', {
    params: requestIdParamsSchema,
    response: applicantsResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  select: endpoint('POST', '/job/:id/applicants/:applicationId/select', {
    params: applicationParamsSchema,
    body: selectBodySchema,
    response: selectionResponseSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
};
