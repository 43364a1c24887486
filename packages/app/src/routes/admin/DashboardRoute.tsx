import { Dashboard } from '@bible-admin/screens';
import { useDashboard } from '../../data/dashboard';
import { usePageHead } from '../../head/PageHead';
import { adminMeta } from './adminMeta';

export function DashboardRoute() {
  usePageHead(adminMeta('Dashboard'));
  const { status, stats, error, retry } = useDashboard();
  return <Dashboard status={status} stats={stats} error={error} onRetry={retry} />;
}
