import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accountCalls } from '@bible-admin/contract/plain';
import {
  DeleteAccount,
  deleteAccountMeta,
  type DeleteAccountLogin,
  type DeleteAccountState,
} from '@bible-admin/screens';
import { call } from '../../api/client';
import { errorMessage, refusalWords } from '../../api/catalogue';
import { accountWords } from '../../api/catalogue/account';
import { isApiError } from '../../api/errors';
import { usePageHead } from '../../head/PageHead';
import { deletionToken } from '../../session';
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

/**
 * An end user deletes their own account: log in on the app's auth base (or arrive with `?token=`), confirm,
 * done. The token lives under the page's own key, never the admin's.
 */
function DeleteAccountPage() {
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
    token ? { step: 'confirm' } : { step: 'login' },
  );

  const onLogin = async ({ email, password }: DeleteAccountLogin) => {
    setState({ step: 'login', submitting: true });
    try {
      const reply = await call(accountCalls.login, { body: { username: email, password }, token: null });
      if (!reply.access_token) {
        setState({ step: 'login', error: accountWords[locale].login.invalidResponse });
        return;
      }
      deletionToken.write(reply.access_token, true);
      setToken(reply.access_token);
      setState({ step: 'confirm' });
    } catch (error) {
      setState({ step: 'login', error: loginError(error, locale) });
    }
  };

  const onDelete = async () => {
    setState({ step: 'confirm', deleting: true });
    try {
      await call(accountCalls.deleteAccount, { token });
      deletionToken.clear();
      setToken(null);
      setState({ step: 'deleted' });
    } catch (error) {
      // The spec only logs it; the page stays on the confirmation and says why.
      console.warn('Account deletion failed', error);
      setState({ step: 'confirm', error: errorMessage(error, locale) });
    }
  };

  return (
    <DeleteAccount
      state={state}
      locale={locale}
      onLocaleChange={setLocale}
      onLogin={(values) => void onLogin(values)}
      onDelete={() => void onDelete()}
    />
  );
}

export function DeleteAccountRoute() {
  return (
    <SignedOutOnly>
      <DeleteAccountPage />
    </SignedOutOnly>
  );
}
