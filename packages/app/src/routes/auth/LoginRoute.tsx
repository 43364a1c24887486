import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authCalls } from '@bible-admin/contract/plain';
import { AdminLogin, type LoginStatus, type LoginValues } from '@bible-admin/screens';
import type { SecondStep as SecondStepData } from './SecondStep';
import { ToastProvider, useToast, useUILocale } from '@bible-admin/ui';
import { call } from '../../api/client';
import { errorMessage } from '../../api/catalogue';
import { isApiError } from '../../api/errors';
import { useSession } from '../../session';
import { signedOutReasonOf } from '../../session/signedOut';
import { signInLocale, useChooseAdminLocale } from '../../locale/useAdminLocale';
import { useAdminHead } from '../admin/adminMeta';
import { SignedOutOnly } from '../SignedOutOnly';

/**
 * What the login form shows for a failure: the spec's two messages, or a deactivated account; other refusals
 * (too many attempts) as a toast.
 */
function failureStatus(error: unknown): LoginStatus | null {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') return 'unreachable';
  if (error.status === 401)
    return error.code === 'account_deactivated' ? 'deactivated' : 'invalidCredentials';
  return null;
}

// Loaded only by an admin with a second factor (or required to set one up): a sign-in without one carries none
// of it.
const SecondStep = lazy(async () => ({ default: (await import('./SecondStep')).SecondStep }));
const EnrolStep = lazy(async () => ({ default: (await import('./EnrolStep')).EnrolStep }));

/**
 * Admin sign-in: on success the session starts (in the language picked here, else the account's) and the
 * dashboard opens, without a reload.
 */
function LoginPage() {
  useAdminHead((titles) => titles.signIn);
  const locale = useUILocale();
  const chooseLocale = useChooseAdminLocale();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [status, setStatus] = useState<LoginStatus>('idle');
  const [search] = useSearchParams();
  const [secondStep, setSecondStep] = useState<SecondStepData | null>(null);
  const [enrol, setEnrol] = useState<{ challengeToken: string; remember: boolean } | null>(null);

  const startSession = async (
    reply: { access_token: string; user: Parameters<typeof signInLocale>[0] },
    remember: boolean,
  ) => {
    const user = await signInLocale(reply.user, reply.access_token);
    await signIn(reply.access_token, remember, user);
    void navigate('/dashboard', { replace: true });
  };

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
      if (reply.step === 'second_factor' && reply.challenge_token) {
        setSecondStep({
          challengeToken: reply.challenge_token,
          methods: reply.methods ?? ['totp'],
          remember: submitted.remember,
        });
        setStatus('idle');
        return;
      }
      if (reply.step === 'enrol' && reply.challenge_token) {
        setEnrol({ challengeToken: reply.challenge_token, remember: submitted.remember });
        setStatus('idle');
        return;
      }
      if (reply.step !== 'signed_in' || !reply.access_token || !reply.user) {
        setStatus('idle');
        return;
      }
      await startSession({ access_token: reply.access_token, user: reply.user }, submitted.remember);
    } catch (error) {
      const failure = failureStatus(error);
      if (!failure) toast.error(errorMessage(error, locale));
      setStatus(failure ?? 'idle');
    }
  };

  if (secondStep)
    return (
      <Suspense fallback={null}>
        <SecondStep
          step={secondStep}
          onSignedIn={(reply) => void startSession(reply, secondStep.remember)}
          onBackToSignIn={() => setSecondStep(null)}
          onLocaleChange={chooseLocale}
        />
      </Suspense>
    );

  if (enrol)
    return (
      <Suspense fallback={null}>
        <EnrolStep
          challengeToken={enrol.challengeToken}
          onSignedIn={(session) => void startSession(session, enrol.remember)}
          onBackToSignIn={() => setEnrol(null)}
          onLocaleChange={chooseLocale}
        />
      </Suspense>
    );

  return (
    <AdminLogin
      status={status}
      signedOutBecause={signedOutReasonOf(search)}
      onSubmit={(v) => void onSubmit(v)}
      onLocaleChange={chooseLocale}
    />
  );
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
