import { createRequestContext, type RequestServiceDeps } from './requests.context';
import { createRequestListing } from './requests.listing';
import { createRequestRemoval } from './requests.removal';
import { createRequestWriting } from './requests.writing';

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
