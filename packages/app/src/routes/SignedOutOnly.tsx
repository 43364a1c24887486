import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAdminToken } from '../session';

/** Login and the deletion page are for visitors: a signed-in admin goes to the dashboard. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  return token ? <Navigate to="/dashboard" replace /> : children;
}
