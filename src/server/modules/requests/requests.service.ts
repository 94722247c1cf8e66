import { createRequestContext, type RequestServiceDeps } from './requests.context';
import { createRequestListing } from './requests.listing';
import { createRequestRemoval } from './requests.removal';
import { createRequestWriting } from './requests.writing';

// What other modules use of this module's parts.
export { millis, outerRequestId, shiftsJson, toShifts } from './requests.nested.queries';
export { findRequestsForUpdate, listShiftsOf } from './requests.queries';
export {
  cancelActiveApplications,
  cancelRequests,
  updateRequest,
} from './requests.writing.queries';
// The port the requests and selection services call when a request is created, edited or closed.
export { MATCHING_CHANGES, type MatchingChange, type RequestLifecycle } from './requests.ports';

// The request service, composed of its parts on one shared context: listing (tables, calendar,
// one request), writing (create, edit) and removal (delete, cancel).
export {
  APPLICANTS_PER_ROW,
  CLOCK_SKEW_MS,
  MAX_CALENDAR_SHIFTS,
  REQUEST_CHECK_KEYS,
  narrowScope,
  type RequestActor,
  type RequestServiceDeps,
} from './requests.context';

/** `lifecycle`: the engine, told in the same transaction when requests are created, edited or closed. */
export function createRequestService(deps: RequestServiceDeps) {
  const context = createRequestContext(deps);
  return {
    ...createRequestListing(context),
    ...createRequestWriting(context),
    ...createRequestRemoval(context),
  };
}

export type RequestService = ReturnType<typeof createRequestService>;
