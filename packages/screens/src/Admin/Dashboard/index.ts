export { Dashboard } from './Dashboard';
export type { DashboardProps, DashboardStatus } from './Dashboard';
