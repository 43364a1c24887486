import { useState } from 'react';
import { type UILocale, useUILocale } from '@bible-admin/ui';
import type { CallOf, CallReply } from '@bible-admin/contract';
import { twoFactorCalls } from '@bible-admin/contract/plain';
import { type AuthenticatorSetupData, SetUpSecondFactor, type SetUpStep } from '@bible-admin/screens';
import { call } from '../../api/client';
import { errorMessage } from '../../api/catalogue';
import { isApiError } from '../../api/errors';
import { copyText, downloadRecoveryCodes } from '../../data/recoveryCodes';

type Session = CallReply<CallOf<typeof twoFactorCalls.enrolTotpConfirm>>['session'];

/** The enrol challenge: gone (five minutes, or used) is the screen's expired step, back to the password. */
const expired = (error: unknown) => isApiError(error) && error.code === 'challenge_expired';

/**
 * The forced set-up after the password (the owner requires a second factor and this admin has none): the
 * authenticator's key and QR code, a code to confirm it, then the recovery codes; "saved" signs in with the
 * session the confirmation gave. Passkeys are not on the server yet: the screen offers the authenticator alone.
 */
export function EnrolStep({
  challengeToken,
  onSignedIn,
  onBackToSignIn,
  onLocaleChange,
}: {
  challengeToken: string;
  onSignedIn: (session: Session) => void;
  onBackToSignIn: () => void;
  onLocaleChange: (locale: UILocale) => void;
}) {
  const locale = useUILocale();
  const [step, setStep] = useState<SetUpStep>('choose');
  const [setup, setSetup] = useState<AuthenticatorSetupData | null>(null);
  const [confirmed, setConfirmed] = useState<{ codes: string[]; session: Session } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refused = (failure: unknown) => {
    if (expired(failure)) setStep('expired');
    else setError(errorMessage(failure, locale));
  };

  // The key and QR code, asked for when the authenticator is chosen (a new key each time: the server replaces
  // an unconfirmed one).
  const onChooseAuthenticator = async () => {
    setSetup(null);
    setStep('authenticator');
    try {
      const reply = await call(twoFactorCalls.enrolTotpSetup, {
        body: { challenge_token: challengeToken },
        token: null,
      });
      setSetup({ secret: reply.secret, qrDataUrl: reply.qr_data_url });
    } catch (failure) {
      refused(failure);
    }
  };

  const onConfirmCode = async (code: string) => {
    setBusy(true);
    setError(null);
    try {
      const reply = await call(twoFactorCalls.enrolTotpConfirm, {
        body: { challenge_token: challengeToken, code },
        token: null,
      });
      setConfirmed({ codes: reply.recovery_codes, session: reply.session });
      setStep('recoveryCodes');
    } catch (failure) {
      refused(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SetUpSecondFactor
      step={step}
      passkeysPossible={false}
      passkeysOffered={false}
      setup={setup}
      recoveryCodes={confirmed?.codes}
      busy={busy}
      error={error}
      onChoose={(choice) => {
        setError(null);
        if (choice === 'authenticator') void onChooseAuthenticator();
        else setStep(choice);
      }}
      onChooseAnother={() => {
        setError(null);
        setStep('choose');
      }}
      onConfirmCode={(code) => void onConfirmCode(code)}
      // The server has no passkeys yet (`passkeysOffered` false): never called.
      onAddPasskey={() => undefined}
      onCopy={copyText}
      onDownloadCodes={downloadRecoveryCodes}
      onCodesSaved={() => confirmed && onSignedIn(confirmed.session)}
      onBackToSignIn={onBackToSignIn}
      onLocaleChange={onLocaleChange}
    />
  );
}
