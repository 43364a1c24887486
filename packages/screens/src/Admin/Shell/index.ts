export { AdminShell } from './Shell';
export type { AdminShellProps, AdminShellUser } from './Shell';
