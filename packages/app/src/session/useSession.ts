import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { CurrentUser } from '@bible-admin/contract';
import { authCalls } from '@bible-admin/contract/plain';
import { call } from '../api/client';
import { callUrl } from '../api/url';
import { signedOut } from './signedOut';
import { adminToken } from './tokenStore';
import { useAdminToken } from './useAdminToken';

export interface Session {
  /** The stored admin token; null when logged out. */
  token: string | null;
  /** Stores the token from a login and the user it answered with (no second request). */
  signIn: (token: string, remember: boolean, user: CurrentUser) => Promise<void>;
  /** Forgets the token and every cached read (after a logout or a failed current-user call). */
  forget: () => Promise<void>;
  /** Tells the server, then forgets, whatever the server answered. */
  logout: () => Promise<void>;
  /** Keeps the session going on a new token (a password change ends the old one), in the same storage. */
  replaceToken: (token: string) => void;
}

export const currentUserKey = () => callUrl(authCalls.currentUser.path);

/**
 * The admin's session: the token and what changes it (sign in, forget, logout). No provider holds it: the
 * token store is the one truth, so only the pages that sign in or out download this.
 */
export function useSession(): Session {
  const token = useAdminToken();
  const { mutate } = useSWRConfig();

  const forget = useCallback(async () => {
    adminToken.clear();
    // Another admin signing in on this browser must not see this one's cached pages.
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  const signIn = useCallback(
    async (next: string, remember: boolean, user: CurrentUser) => {
      // The user first: the admin area, let in by the token, then finds it without asking the server.
      await mutate(
        currentUserKey(),
        { success: true as const, status_code: 200, message: 'OK', current_user: user },
        { revalidate: false },
      );
      signedOut.clear();
      adminToken.write(next, remember);
    },
    [mutate],
  );

  const logout = useCallback(async () => {
    try {
      await call(authCalls.logout);
    } catch {
      // The spec: a failed logout is only logged; the browser forgets the token all the same.
      console.warn('Logout call failed; the token is forgotten anyway.');
    }
    await forget();
  }, [forget]);

  return useMemo(
    () => ({ token, signIn, forget, logout, replaceToken: adminToken.replace }),
    [token, signIn, forget, logout],
  );
}
