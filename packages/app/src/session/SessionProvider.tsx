import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '@bible-admin/contract';
import { authCalls } from '../api/calls';
import { call } from '../api/client';
import { callUrl } from '../api/url';
import { adminToken } from './tokenStore';

export interface Session {
  /** The stored admin token; null when logged out. */
  token: string | null;
  /** Stores the token from a login and the user it answered with (no second request). */
  signIn: (token: string, remember: boolean, user: User) => Promise<void>;
  /** Forgets the token and every cached read (after a logout or a failed current-user call). */
  forget: () => Promise<void>;
  /** Tells the server, then forgets, whatever the server answered. */
  logout: () => Promise<void>;
  /** Keeps the session going on a new token (a password change ends the old one), in the same storage. */
  replaceToken: (token: string) => void;
}

const SessionContext = createContext<Session | null>(null);

export const currentUserKey = () => callUrl(authCalls.currentUser.path);

/** Owns the admin token: who is signed in, for every route below. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(() => adminToken.read());
  const { mutate } = useSWRConfig();

  const forget = useCallback(async () => {
    adminToken.clear();
    setToken(null);
    // Another admin signing in on this browser must not see this one's cached pages.
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  const signIn = useCallback(
    async (next: string, remember: boolean, user: User) => {
      adminToken.write(next, remember);
      await mutate(
        currentUserKey(),
        { success: true as const, status_code: 200, message: 'OK', current_user: user },
        { revalidate: false },
      );
      setToken(next);
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

  const replaceToken = useCallback((next: string) => {
    adminToken.replace(next);
    setToken(next);
  }, []);

  const value = useMemo(
    () => ({ token, signIn, forget, logout, replaceToken }),
    [token, signIn, forget, logout, replaceToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
