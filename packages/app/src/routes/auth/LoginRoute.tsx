import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authCalls } from '../../api/calls';
import { AdminLogin, type LoginStatus, type LoginValues } from '@bible-admin/screens';
import { ToastProvider, useToast } from '@bible-admin/ui';
import { call } from '../../api/client';
import { errorMessage } from '../../api/catalogue';
import { isApiError } from '../../api/errors';
import { usePageHead } from '../../head/PageHead';
import { useSession } from '../../session';
import { adminMeta, pageTitle } from '../admin/adminMeta';
import { SignedOutOnly } from '../SignedOutOnly';

/** What the login form shows for a failure: the spec's two messages; other refusals (too many attempts) as a toast. */
function failureStatus(error: unknown): LoginStatus | null {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') return 'unreachable';
  if (error.status === 401) return 'invalidCredentials';
  return null;
}

/** Admin sign-in: on success the session starts and the dashboard opens, without a reload. */
function LoginPage() {
  usePageHead(adminMeta(pageTitle.signIn));
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [status, setStatus] = useState<LoginStatus>('idle');

  const onSubmit = async (submitted: LoginValues) => {
    setStatus('submitting');
    try {
      const reply = await call(authCalls.login, {
        body: {
          username: submitted.username.trim(),
          password: submitted.password,
          remember: submitted.remember,
        },
        token: null,
      });
      await signIn(reply.access_token, submitted.remember, reply.user);
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      const failure = failureStatus(error);
      if (!failure) toast.error(errorMessage(error));
      setStatus(failure ?? 'idle');
    }
  };

  return <AdminLogin status={status} onSubmit={(v) => void onSubmit(v)} />;
}

export function LoginRoute() {
  return (
    <SignedOutOnly>
      <ToastProvider>
        <LoginPage />
      </ToastProvider>
    </SignedOutOnly>
  );
}
