import { useSyncExternalStore } from 'react';
import { adminToken } from './tokenStore';

/** The stored admin token (null when signed out); the component renders again when it changes. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(adminToken.subscribe, adminToken.read);
}
