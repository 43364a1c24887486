import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accountCalls } from '../../api/calls';
import {
  DeleteAccount,
  deleteAccountMeta,
  type DeleteAccountLogin,
  type DeleteAccountState,
} from '@bible-admin/screens';
import { call } from '../../api/client';
import { errorMessage } from '../../api/catalogue';
import { accountCatalogue } from '../../api/catalogue/account';
import { isApiError } from '../../api/errors';
import { usePageHead } from '../../head/PageHead';
import { deletionToken } from '../../session';
import { usePageLocale } from '../../usePageLocale';
import { SignedOutOnly } from '../SignedOutOnly';

/** The spec's words for a failed end-user login: a reply that is not one, the server's detail, or a fallback. */
function loginError(error: unknown): string {
  if (isApiError(error) && error.kind === 'invalid') return accountCatalogue.login.invalidResponse;
  if (isApiError(error) && error.kind === 'http') return error.detail || accountCatalogue.login.failed;
  return errorMessage(error, accountCatalogue.login.failed);
}

/**
 * An end user deletes their own account: log in on the app's auth base (or arrive with `?token=`), confirm,
 * done. The token lives under the page's own key, never the admin's.
 */
function DeleteAccountPage() {
  const [params] = useSearchParams();
  const [locale, setLocale] = usePageLocale();
  usePageHead(deleteAccountMeta(locale));
  const [token, setToken] = useState(() => params.get('token') || deletionToken.read());
  const [state, setState] = useState<DeleteAccountState>(() =>
    token ? { step: 'confirm' } : { step: 'login' },
  );

  const onLogin = async ({ email, password }: DeleteAccountLogin) => {
    setState({ step: 'login', submitting: true });
    try {
      const reply = await call(accountCalls.login, { body: { username: email, password }, token: null });
      if (!reply.access_token) {
        setState({ step: 'login', error: accountCatalogue.login.invalidResponse });
        return;
      }
      deletionToken.write(reply.access_token, true);
      setToken(reply.access_token);
      setState({ step: 'confirm' });
    } catch (error) {
      setState({ step: 'login', error: loginError(error) });
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
      setState({ step: 'confirm', error: errorMessage(error) });
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
