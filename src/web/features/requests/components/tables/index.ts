export { RequestTable } from './RequestTable';
export { DeleteRequestsDialog } from './DeleteRequestsDialog';
export type { DeletableRequest, DeleteResult } from './DeleteRequestsDialog';
export { DeleteNotice, deletedFromState } from './DeleteNotice';
export type { RequestsDeletedState } from './DeleteNotice';
export { MissingValue, StateChip, RequestDetails } from './RequestParts';
export { RequestLabelsContext } from './RequestLabels';
export type { ReferenceLabel } from './RequestLabels';
