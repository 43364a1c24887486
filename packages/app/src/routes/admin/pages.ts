// The admin pages besides the dashboard: a chunk of their own, so signing in downloads only the dashboard.
export { UsersRoute } from './UsersRoute';
export { TransactionsRoute } from './TransactionsRoute';
export { UserTransactionsRoute } from './UserTransactionsRoute';
export { PlansRoute } from './PlansRoute';
export { SettingsRoute } from './SettingsRoute';
export { AuditLogRoute } from './AuditLogRoute';
export { ProfileRoute } from './ProfileRoute';
export { TeamRoute } from './TeamRoute';
