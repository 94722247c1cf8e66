import { z } from 'zod';
import { placementSchema } from './job-board';
import { requestSchema } from './requests';
import { endpoint, returns } from '../endpoint';
import type { applicantsResponseSchema } from './job-board';

/**
 * The organisation's side of applications (issue #6): GET /api/job/:id/applicants answers
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
  applicants: endpoint('GET', '/job/:id/applicants', returns<typeof applicantsResponseSchema>()),
  select: endpoint(
    'POST',
    '/job/:id/applicants/:applicationId/select',
    returns<typeof selectionResponseSchema>(),
  ),
};
