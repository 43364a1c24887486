// The admin area's chunk: the shell and the dashboard, where a sign-in lands. The other pages behind the
// login are the sibling chunk ./pages (and ../chapters for the rich-text editor's pages: see router.tsx).
export { AdminLayoutRoute } from './AdminLayoutRoute';
export { DashboardRoute } from './DashboardRoute';
