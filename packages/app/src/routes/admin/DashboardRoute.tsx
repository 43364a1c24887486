import { Dashboard } from '@bible-admin/screens';
import { useDashboard } from '../../data/dashboard';
import { usePageHead } from '../../head/PageHead';
import { adminMeta, pageTitle } from './adminMeta';

export function DashboardRoute() {
  usePageHead(adminMeta(pageTitle.dashboard));
  const { status, stats, error, retry } = useDashboard();
  return <Dashboard status={status} stats={stats} loadError={error} onRetry={retry} />;
}
