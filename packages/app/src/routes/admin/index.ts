// The admin area's chunk: the shell and the pages behind the login. Chapters, verses, plans, settings and
// profile add their containers here (or in a sibling chunk for the rich-text editor: see router.tsx).
export { AdminLayoutRoute } from './AdminLayoutRoute';
export { DashboardRoute } from './DashboardRoute';
export { UsersRoute } from './UsersRoute';
export { TransactionsRoute } from './TransactionsRoute';
export { UserTransactionsRoute } from './UserTransactionsRoute';
export { PlansRoute } from './PlansRoute';
export { SettingsRoute } from './SettingsRoute';
export { ProfileRoute } from './ProfileRoute';
