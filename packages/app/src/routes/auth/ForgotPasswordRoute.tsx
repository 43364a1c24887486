import { useState } from 'react';
import { authCalls } from '@bible-admin/contract/plain';
import { ForgotPassword, type ForgotPasswordStatus } from '@bible-admin/screens';
import { ToastProvider, useUILocale } from '@bible-admin/ui';
import { call } from '../../api/client';
import { errorMessage } from '../../api/catalogue';
import { useChooseAdminLocale } from '../../locale/useAdminLocale';
import { useAdminHead } from '../admin/adminMeta';
import { SignedOutOnly } from '../SignedOutOnly';

/** "Forgot password?": the server's one answer for every address, or why it could not be asked. */
function ForgotPasswordPage() {
  useAdminHead((titles) => titles.forgotPassword);
  const locale = useUILocale();
  const chooseLocale = useChooseAdminLocale();
  const [status, setStatus] = useState<ForgotPasswordStatus>('idle');
  const [error, setError] = useState<string>();

  const onSubmit = async (email: string) => {
    setStatus('sending');
    try {
      await call(authCalls.forgotPassword, { body: { email }, token: null });
      setStatus('sent');
    } catch (failure) {
      setError(errorMessage(failure, locale));
      setStatus('error');
    }
  };

  return (
    <ForgotPassword
      status={status}
      error={error}
      onSubmit={(email) => void onSubmit(email)}
      onLocaleChange={chooseLocale}
    />
  );
}

export function ForgotPasswordRoute() {
  return (
    <SignedOutOnly>
      {/* The language switch reports a failure to save the choice as a toast. */}
      <ToastProvider>
        <ForgotPasswordPage />
      </ToastProvider>
    </SignedOutOnly>
  );
}
