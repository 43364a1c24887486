import type { SignedOutReason } from '@bible-admin/screens';

/**
 * Why the stored admin session ended without a sign-out of the admin's own, as the server's 401 said it
 * (its code), kept in memory from the refused call to the login page, which says it. A new sign-in forgets it.
 */
const reasonOfCode: Partial<Record<string, SignedOutReason>> = {
  session_ended_password_changed: 'passwordChanged',
  session_ended: 'sessionEnded',
};

let reason: SignedOutReason | null = null;

export const signedOut = {
  /** A 401 on a call with the stored token: the session is over, for the reason its code names (if any). */
  record(code: string | null) {
    reason = code ? (reasonOfCode[code] ?? null) : null;
  },
  read: (): SignedOutReason | null => reason,
  clear() {
    reason = null;
  },
};

/** The login page's address after a session ended, its reason in the query (`?signed_out=passwordChanged`). */
export function loginPath(why: SignedOutReason | null): string {
  return why ? `/login?signed_out=${why}` : '/login';
}

/** The reason a login page's query names, if it is one the page knows. */
export function signedOutReasonOf(search: URLSearchParams): SignedOutReason | undefined {
  const named = search.get('signed_out');
  return Object.values(reasonOfCode).find((known) => known === named);
}
