import { Dashboard } from '@bible-admin/screens';
import { useDashboard } from '../../data/dashboard';
import { useAdminHead } from './adminMeta';

export function DashboardRoute() {
  useAdminHead((titles) => titles.dashboard);
  const { status, stats, error, retry } = useDashboard();
  return <Dashboard status={status} stats={stats} loadError={error} onRetry={retry} />;
}
