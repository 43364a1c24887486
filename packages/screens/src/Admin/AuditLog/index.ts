export { AuditLog, noAuditLogFilters } from './AuditLog';
export type { AuditLogFilters, AuditLogProps } from './AuditLog';
