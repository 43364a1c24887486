/**
 * Where a token is kept in the browser. The admin's token lives in local storage when Remember me is
 * ticked (it outlives the browser) and in session storage otherwise; the account-deletion page keeps the
 * end user's token under its own key so the two never mix.
 */
export const ADMIN_TOKEN_KEY = 'bible-admin.token';
export const DELETION_TOKEN_KEY = 'bible-admin.delete-account-token';

export interface TokenStore {
  read(): string | null;
  write(token: string, remember: boolean): void;
  /** A new token for the same sign-in (after a password change), kept where the old one was. */
  replace(token: string): void;
  clear(): void;
  /** Calls `listener` after every change made through this store; returns what stops it. */
  subscribe(listener: () => void): () => void;
}

/** Storage can be missing (private modes, blocked cookies): a token then lives only as long as the page. */
function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function tokenStore(key: string): TokenStore {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  // The token when no storage can keep it.
  let inMemory: string | null = null;
  const noStorage = () => !storage('local') && !storage('session');
  const write = (token: string, remember: boolean) => {
    // One place only: a token left in the other storage would come back after a logout.
    storage(remember ? 'session' : 'local')?.removeItem(key);
    storage(remember ? 'local' : 'session')?.setItem(key, token);
    inMemory = token;
    changed();
  };
  return {
    read: () =>
      noStorage() ? inMemory : (storage('session')?.getItem(key) ?? storage('local')?.getItem(key) ?? null),
    write,
    replace: (token) => write(token, storage('local')?.getItem(key) != null),
    clear() {
      storage('local')?.removeItem(key);
      storage('session')?.removeItem(key);
      inMemory = null;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const adminToken = tokenStore(ADMIN_TOKEN_KEY);
export const deletionToken = tokenStore(DELETION_TOKEN_KEY);
