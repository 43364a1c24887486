import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button, TextField, type UILocale } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { twoFactorRefusals, type TwoFactorRefusal } from '../../words/twoFactor';
import { SignInCard, SignInFields } from '../common/SignInCard';
import { CodeField } from './CodeField';
import { isRecoveryCode, isTotpCode, recoveryCode, totpCode } from './codes';
import { twoFactorMessages } from './messages';
import { ExpiredStep } from './StepParts';
import { PasskeysImpossible } from './PasskeyParts';
import { TextButton } from './TextButton';

/** The ways the server offers for the second step (its `methods`). */
export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery_code';

/**
 * idle; a code being checked; the browser's passkey prompt open; or how the last try ended: the server's
 * refusal code (`challenge_expired` shows the expired step), the browser's `passkey_cancelled`, or no server.
 */
export type SecondFactorStatus =
  | 'idle'
  | 'verifying'
  | 'waitingForPasskey'
  | 'unreachable'
  | Exclude<TwoFactorRefusal, 'two_factor_setup_required'>;

export interface SecondFactorSubmission {
  method: 'totp' | 'recovery_code';
  code: string;
}

export interface SecondFactorProps {
  status: SecondFactorStatus;
  /** What the login reply's `methods` offers (recovery_code while codes are left). */
  methods: readonly SecondFactorMethod[];
  /** False when the app is served from an IP address: the passkey is explained, not offered. */
  passkeysPossible: boolean;
  onSubmitCode: (submission: SecondFactorSubmission) => void;
  onUsePasskey: () => void;
  /** The step expired (or the admin gives up): back to the password. */
  onBackToSignIn: () => void;
  onLocaleChange?: (locale: UILocale) => void;
}

const Or = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The second step of signing in, after a correct password: a code from the authenticator app, a recovery code
 * ("Use a recovery code"), or a passkey; the wrong code, the expired step and the wait for the passkey.
 */
export function SecondFactor({
  status,
  methods,
  passkeysPossible,
  onSubmitCode,
  onUsePasskey,
  onBackToSignIn,
  onLocaleChange,
}: SecondFactorProps) {
  const words = useScreenMessages(twoFactorMessages);
  const refusals = useScreenMessages(twoFactorRefusals);
  const codeMethods = methods.filter((method) => method !== 'passkey');
  const [method, setMethod] = useState<SecondFactorSubmission['method'] | null>(codeMethods[0] ?? null);
  const [typed, setTyped] = useState('');
  const [formatError, setFormatError] = useState(false);
  const busy = status === 'verifying' || status === 'waitingForPasskey';

  if (status === 'challenge_expired') {
    return <ExpiredStep words={words} onBackToSignIn={onBackToSignIn} onLocaleChange={onLocaleChange} />;
  }

  const code = method === 'totp' ? totpCode(typed) : recoveryCode(typed);
  const valid = method === 'totp' ? isTotpCode(code) : isRecoveryCode(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormatError(!valid);
    if (method && valid) onSubmitCode({ method, code });
  };
  const switchTo = (next: SecondFactorSubmission['method']) => {
    setMethod(next);
    setTyped('');
    setFormatError(false);
  };
  const failure =
    status === 'unreachable' ? words.unreachable : status === 'idle' || busy ? null : refusals[status];
  const subtitle =
    method === 'totp'
      ? words.secondStepTotp
      : method === 'recovery_code'
        ? words.secondStepRecovery
        : words.secondStepPasskey;
  const other = codeMethods.find((each) => each !== method);
  const fieldProps = {
    required: true,
    value: typed,
    disabled: busy,
    onChange: (event: { target: { value: string } }) => {
      setTyped(event.target.value);
      setFormatError(false);
    },
  };

  return (
    <SignInCard title={words.secondStepTitle} subtitle={subtitle} onLocaleChange={onLocaleChange}>
      {failure && (
        <Banner type="error" closable={false} autoCloseMs={null}>
          {failure}
        </Banner>
      )}
      {method && (
        <SignInFields noValidate onSubmit={submit} aria-label={words.secondStepTitle}>
          {method === 'totp' ? (
            <CodeField
              key="totp"
              label={words.authenticatorCode}
              error={formatError ? words.codeFormat : undefined}
              {...fieldProps}
            />
          ) : (
            <TextField
              key="recovery"
              label={words.recoveryCode}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              translate="no"
              error={formatError ? words.recoveryCodeFormat : undefined}
              {...fieldProps}
            />
          )}
          <Button
            type="submit"
            fullWidth
            busy={status === 'verifying'}
            busyLabel={words.verifying}
            disabled={busy}
          >
            {words.verify}
          </Button>
          {other && (
            <TextButton disabled={busy} onClick={() => switchTo(other)}>
              {other === 'recovery_code' ? words.useRecoveryCode : words.useAuthenticator}
            </TextButton>
          )}
        </SignInFields>
      )}
      {methods.includes('passkey') && (
        <Or>
          {passkeysPossible ? (
            <Button
              type="button"
              variant={method ? 'secondary' : 'primary'}
              fullWidth
              busy={status === 'waitingForPasskey'}
              busyLabel={words.waitingForPasskey}
              disabled={busy}
              onClick={onUsePasskey}
            >
              {words.usePasskey}
            </Button>
          ) : (
            <PasskeysImpossible words={words} />
          )}
        </Or>
      )}
      <TextButton disabled={busy} onClick={onBackToSignIn}>
        {words.backToSignIn}
      </TextButton>
    </SignInCard>
  );
}
