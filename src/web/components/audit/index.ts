export { AuditHistory, auditQueryKey } from './AuditHistory';
export type { AuditEntityType, AuditHistoryProps } from './AuditHistory';
