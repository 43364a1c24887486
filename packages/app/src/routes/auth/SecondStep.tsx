import { useState } from 'react';
import { type UILocale, useToast, useUILocale } from '@bible-admin/ui';
import type { CallOf, CallReply } from '@bible-admin/contract';
import { twoFactorCalls } from '@bible-admin/contract/plain';
import {
  SecondFactor,
  type SecondFactorMethod,
  type SecondFactorStatus,
  type SecondFactorSubmission,
} from '@bible-admin/screens';
import { call } from '../../api/client';
import { errorMessage } from '../../api/catalogue';
import { isApiError } from '../../api/errors';

/** The second step's refusals as the screen names them (the sign-in limit is the server's `rate_limited`). */
const secondStepRefusals: Partial<Record<string, SecondFactorStatus>> = {
  invalid_code: 'invalid_code',
  challenge_expired: 'challenge_expired',
  rate_limited: 'too_many_attempts',
};

function secondStepStatus(error: unknown): SecondFactorStatus | null {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') return 'unreachable';
  return (error.code ? secondStepRefusals[error.code] : undefined) ?? null;
}

/** The password was right and a second factor follows: the challenge token and the ways offered. */
export interface SecondStep {
  challengeToken: string;
  methods: SecondFactorMethod[];
  remember: boolean;
}

type SignedIn = CallReply<CallOf<typeof twoFactorCalls.secondFactor>>;

/** The sign-in's second step: a code from the authenticator app or a recovery code, checked by the server. */
export function SecondStep({
  step,
  onSignedIn,
  onBackToSignIn,
  onLocaleChange,
}: {
  step: SecondStep;
  onSignedIn: (reply: SignedIn) => void;
  onBackToSignIn: () => void;
  onLocaleChange: (locale: UILocale) => void;
}) {
  const locale = useUILocale();
  const toast = useToast();
  const [status, setStatus] = useState<SecondFactorStatus>('idle');

  const onSubmitCode = async ({ method, code }: SecondFactorSubmission) => {
    setStatus('verifying');
    try {
      onSignedIn(
        await call(twoFactorCalls.secondFactor, {
          body: { challenge_token: step.challengeToken, method, code },
          token: null,
        }),
      );
    } catch (error) {
      const failure = secondStepStatus(error);
      if (!failure) toast.error(errorMessage(error, locale));
      setStatus(failure ?? 'idle');
    }
  };

  return (
    <SecondFactor
      status={status}
      methods={step.methods}
      passkeysPossible={false}
      onSubmitCode={(submission) => void onSubmitCode(submission)}
      // The server offers no passkeys yet (`methods` never names one), so the screen shows no passkey button.
      onUsePasskey={() => undefined}
      onBackToSignIn={onBackToSignIn}
      onLocaleChange={onLocaleChange}
    />
  );
}
