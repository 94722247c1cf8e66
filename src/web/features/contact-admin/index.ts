export { useContactRequest, useContactRequests, contactAdminKeys } from './api';
export type { ContactRequestPage } from './api';
export * from './list-params';
export { useDebouncedValue } from './useDebouncedValue';
export { formatDateTime, formatIsoDay } from './format';
