export { useContactRequest, useContactRequests, contactAdminKeys } from './api';
export type { ContactRequestPage } from './api';
export * from './list-params';
export { formatDateTime, formatIsoDay } from './format';
