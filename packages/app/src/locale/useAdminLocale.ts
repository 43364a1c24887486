import { useCallback, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import type { CurrentUser } from '@bible-admin/contract';
import { useToast, type UILocale } from '@bible-admin/ui';
import { profileCalls } from '@bible-admin/contract/plain';
import { call } from '../api/client';
import { adminWords } from '../api/catalogue/admin';
import { currentUserKey } from '../session/useSession';
import { useAdminToken } from '../session/useAdminToken';
import { useCurrentUser } from '../session/useCurrentUser';
import { browserPageLocale } from '../usePageLocale';
import { localeChoice } from './localeChoice';

/**
 * The admin's language: the account's once signed in (it follows the admin to another browser); before that the
 * browser's choice, then the browser's language.
 */
export function useAdminLocale(): UILocale {
  const token = useAdminToken();
  const { user } = useCurrentUser();
  const chosen = useSyncExternalStore(localeChoice.subscribe, localeChoice.read);
  return (token ? user?.locale : null) ?? chosen ?? browserPageLocale();
}

type CurrentUserReply = { success: true; status_code: number; message: string; current_user: CurrentUser };

/**
 * Switches the admin's language. Signed out, the browser remembers it (and signing in saves it to the account);
 * signed in, the page switches at once and the account keeps it, or switches back with a toast if the server
 * refuses.
 */
export function useChooseAdminLocale(): (locale: UILocale) => void {
  const token = useAdminToken();
  const { user } = useCurrentUser();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  return useCallback(
    (locale: UILocale) => {
      if (!token || !user) {
        localeChoice.write(locale, true);
        return;
      }
      const previous = user.locale;
      const showing = (next: UILocale) =>
        mutate<CurrentUserReply>(
          currentUserKey(),
          (reply) => reply && { ...reply, current_user: { ...reply.current_user, locale: next } },
          { revalidate: false },
        );
      localeChoice.write(locale, false);
      void showing(locale);
      call(profileCalls.updateLocale, { body: { locale } }).catch(() => {
        localeChoice.write(previous, false);
        void showing(previous);
        toast.error(adminWords[previous].profile.localeFailed);
      });
    },
    [token, user, mutate, toast],
  );
}

/**
 * The account as it signs in, in the right language: a language picked on the login page is saved to the account
 * (the admin asked for it just now); otherwise the account's language becomes the browser's. A refused save
 * leaves the account's language as it was.
 */
export async function signInLocale(user: CurrentUser, token: string): Promise<CurrentUser> {
  const picked = localeChoice.chosenBeforeSignIn() ? localeChoice.read() : null;
  let account = user;
  if (picked && picked !== user.locale) {
    try {
      account = (await call(profileCalls.updateLocale, { body: { locale: picked }, token })).data;
    } catch {
      // The account keeps its language; the page follows it.
    }
  }
  localeChoice.write(account.locale, false);
  return account;
}
