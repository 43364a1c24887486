import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authCalls } from '@bible-admin/contract/plain';
import {
  type ResetLinkRefusal,
  ResetPassword,
  type ResetPasswordStatus,
  type ResetPasswordValues,
} from '@bible-admin/screens';
import { ToastProvider, useUILocale } from '@bible-admin/ui';
import { call } from '../../api/client';
import { errorMessage } from '../../api/catalogue';
import { isApiError } from '../../api/errors';
import { usePasswordStrength } from '../../data/passwordStrength';
import { useChooseAdminLocale } from '../../locale/useAdminLocale';
import { useAdminHead } from '../admin/adminMeta';

/** The server's refusals of a link, by code: the page says which and offers no form. */
const refusals: Record<string, ResetLinkRefusal> = {
  reset_link_expired: 'expired',
  reset_link_used: 'used',
  reset_link_superseded: 'superseded',
  reset_link_invalid: 'invalid',
};
const refusalOf = (error: unknown) => (isApiError(error) && error.code ? refusals[error.code] : undefined);

/**
 * The page a reset e-mail links to (`?token=`): the link is checked first, so a used or expired one says so
 * before anything is typed; then the new password, which ends every session of the admin.
 */
function ResetPasswordPage() {
  useAdminHead((titles) => titles.resetPassword);
  const locale = useUILocale();
  const chooseLocale = useChooseAdminLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<ResetPasswordStatus>('checking');
  const [error, setError] = useState<string>();
  // The link does not say whose account it is: the meter scores the password alone (the server adds the e-mail).
  const [newPassword, setNewPassword] = useState('');
  const score = usePasswordStrength(newPassword, []);

  useEffect(() => {
    if (!token) return setStatus('invalid');
    let current = true;
    call(authCalls.checkResetLink, { body: { token }, token: null }).then(
      () => current && setStatus('ready'),
      (failure: unknown) => {
        if (!current) return;
        setError(errorMessage(failure, locale));
        setStatus(refusalOf(failure) ?? 'error');
      },
    );
    return () => {
      current = false;
    };
  }, [token, locale]);

  const onSubmit = async (values: ResetPasswordValues) => {
    setStatus('saving');
    try {
      await call(authCalls.resetPassword, { body: { token, ...values }, token: null });
      setStatus('done');
    } catch (failure) {
      setError(errorMessage(failure, locale));
      setStatus(refusalOf(failure) ?? 'error');
    }
  };

  return (
    <ResetPassword
      status={status}
      error={error}
      onSubmit={(values) => void onSubmit(values)}
      onLocaleChange={chooseLocale}
      onNewPasswordChange={setNewPassword}
      newPasswordScore={score}
    />
  );
}

export function ResetPasswordRoute() {
  return (
    <ToastProvider>
      <ResetPasswordPage />
    </ToastProvider>
  );
}
