import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accountCalls } from '@bible-admin/contract/plain';
import {
  DeleteAccount,
  deleteAccountMeta,
  type DeleteAccountLogin,
  type DeleteAccountProps,
  type DeleteAccountState,
} from '@bible-admin/screens';
import { call } from '../../api/client';
import { errorMessage, refusalWords } from '../../api/catalogue';
import { accountWords } from '../../api/catalogue/account';
import { isApiError } from '../../api/errors';
import { usePageHead } from '../../head/PageHead';
import { deletionToken } from '../../session';
import { readerEmail } from './readerEmail';
import { usePageLocale } from '../../usePageLocale';
import { SignedOutOnly } from '../SignedOutOnly';
import type { PageLocale } from '@bible-admin/screens';

/**
 * The spec's words for a failed end-user login, in the page's language: a reply that is not one, the refusal
 * (by its code, else the server's detail), or a fallback.
 */
function loginError(error: unknown, locale: PageLocale): string {
  const words = accountWords[locale].login;
  if (isApiError(error) && error.kind === 'invalid') return words.invalidResponse;
  if (isApiError(error) && error.kind === 'http')
    return refusalWords(error, locale) ?? (error.detail || words.failed);
  return errorMessage(error, locale, words.failed);
}

/** Signed in: the account page shows the account, the deletion page asks to confirm. */
function signedIn(page: DeleteAccountProps['page'], email: string | undefined): DeleteAccountState {
  return page === 'account' ? { step: 'account', email } : { step: 'confirm', email };
}

/**
 * A reader (an app user, not an admin) and their account, on the app's auth base: log in (or arrive at the
 * deletion page with `?token=`), see which account is signed in, delete it or sign out. The token lives under
 * the page's own key, never the admin's.
 */
function ReaderAccountPage({ page }: { page: DeleteAccountProps['page'] }) {
  const [params, setParams] = useSearchParams();
  const [locale, setLocale] = usePageLocale();
  usePageHead(deleteAccountMeta(locale));
  const [token, setToken] = useState(() => params.get('token') || deletionToken.read());

  // A link's token is read once, kept for this tab (a reload stays on the confirmation), and taken out of
  // the address (replaceState): history, bookmarks and a shared screen never hold it.
  useEffect(() => {
    const linked = params.get('token');
    if (!linked) return;
    deletionToken.write(linked, false);
    const rest = new URLSearchParams(params);
    rest.delete('token');
    setParams(rest, { replace: true });
  }, [params, setParams]);
  const [state, setState] = useState<DeleteAccountState>(() =>
    token ? signedIn(page, readerEmail.read() ?? undefined) : { step: 'login' },
  );

  const forget = () => {
    deletionToken.clear();
    readerEmail.clear();
    setToken(null);
  };

  const onLogin = async ({ email, password }: DeleteAccountLogin) => {
    setState({ step: 'login', submitting: true });
    try {
      const reply = await call(accountCalls.login, { body: { username: email, password }, token: null });
      if (!reply.access_token) {
        setState({ step: 'login', error: accountWords[locale].login.invalidResponse });
        return;
      }
      deletionToken.write(reply.access_token, true);
      // The account as the server names it, not as typed.
      readerEmail.write(reply.user.email, true);
      setToken(reply.access_token);
      setState(signedIn(page, reply.user.email));
    } catch (error) {
      setState({ step: 'login', error: loginError(error, locale) });
    }
  };

  const onDelete = async () => {
    const email = state.step === 'confirm' ? state.email : undefined;
    setState({ step: 'confirm', email, deleting: true });
    try {
      await call(accountCalls.deleteAccount, { token });
      forget();
      setState({ step: 'deleted' });
    } catch (error) {
      // The spec only logs it; the page stays on the confirmation and says why.
      console.warn('Account deletion failed', error);
      setState({ step: 'confirm', email, error: errorMessage(error, locale) });
    }
  };

  return (
    <DeleteAccount
      page={page}
      state={state}
      locale={locale}
      onLocaleChange={setLocale}
      onLogin={(values) => void onLogin(values)}
      onDelete={() => void onDelete()}
      onSignOut={() => {
        forget();
        setState({ step: 'login' });
      }}
    />
  );
}

/** The public site's "login": a reader's account page. */
export function AccountRoute() {
  return (
    <SignedOutOnly>
      <ReaderAccountPage page="account" />
    </SignedOutOnly>
  );
}

export function DeleteAccountRoute() {
  return (
    <SignedOutOnly>
      <ReaderAccountPage page="delete" />
    </SignedOutOnly>
  );
}
