import { dashboardCalls } from '@bible-admin/contract/plain';
import { useReadView } from './status';
import { useCall } from './useCall';

/** The dashboard's figures and recent lists. */
export function useDashboard() {
  const result = useCall(dashboardCalls.dashboard, {});
  return { ...useReadView(result), stats: result.data?.data ?? null };
}
