import { useState } from 'react';
import { useUILocale } from '@bible-admin/ui';
import { twoFactorCalls } from '@bible-admin/contract/plain';
import type {
  AuthenticatorSetupData,
  SecurityAction,
  SecurityCardProps,
  TurnOffProof,
} from '@bible-admin/screens';
import { call } from '../api/client';
import { errorMessage } from '../api/catalogue';
import { copyText, downloadRecoveryCodes } from './recoveryCodes';
import { useCall } from './useCall';

/**
 * Profile's two-factor card (issue 32): the admin's own factors as the server reads them, the authenticator's
 * set-up (key and QR code, a code to confirm), the recovery codes shown once (after the set-up or Generate new
 * codes), and turning the authenticator off with a code or the password. Every change reads the state again.
 * The server has no passkeys yet: the card shows no passkeys section.
 */
export function useSecurityCard(): SecurityCardProps {
  const locale = useUILocale();
  const read = useCall(twoFactorCalls.security, {});
  const [setup, setSetup] = useState<AuthenticatorSetupData | 'loading' | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [pending, setPending] = useState<SecurityAction | null>(null);
  const [error, setError] = useState<SecurityCardProps['error']>(null);
  // "Added …" as of the page's opening (only passkeys have dates, and there are none yet).
  const [now] = useState(() => Date.now());

  /** One action at a time: the card shows it under way, then its refusal in the admin's words. */
  const run = async <T>(action: SecurityAction, send: () => Promise<T>, done: (reply: T) => void) => {
    setPending(action);
    setError(null);
    try {
      done(await send());
      await read.mutate();
    } catch (failure) {
      setError({ action, message: errorMessage(failure, locale) });
      if (action === 'setup') setSetup(null);
    } finally {
      setPending(null);
    }
  };

  const state = read.data;
  return {
    status: state ? 'ready' : read.error ? 'error' : 'loading',
    security: state && {
      totp: state.totp,
      required: state.required,
      // No passkeys on the server yet: the card has no passkeys section.
      passkeys: null,
      rp_ok: true,
    },
    setup,
    recoveryCodes,
    pending,
    error,
    now,
    onRetry: () => void read.mutate(),
    onStartSetup: () => {
      setRecoveryCodes(null);
      setSetup('loading');
      void run(
        'setup',
        () => call(twoFactorCalls.totpSetup),
        (reply) => setSetup({ secret: reply.secret, qrDataUrl: reply.qr_data_url }),
      );
    },
    onCancelSetup: () => {
      setError(null);
      setSetup(null);
    },
    onConfirmSetup: (code) =>
      void run(
        'confirm',
        () => call(twoFactorCalls.totpConfirm, { body: { code } }),
        (reply) => {
          setSetup(null);
          setRecoveryCodes(reply.recovery_codes);
        },
      ),
    onCopy: copyText,
    onDownloadCodes: downloadRecoveryCodes,
    onCodesSaved: () => setRecoveryCodes(null),
    onGenerateCodes: () =>
      void run(
        'generateCodes',
        () => call(twoFactorCalls.recoveryCodes),
        (reply) => setRecoveryCodes(reply.recovery_codes),
      ),
    onTurnOff: (proof: TurnOffProof) =>
      void run(
        'turnOff',
        () => call(twoFactorCalls.totpDisable, { body: proof }),
        () => undefined,
      ),
    // Never called: without passkeys (above) the card offers none.
    onAddPasskey: () => undefined,
    onRenamePasskey: () => undefined,
    onRemovePasskey: () => undefined,
  };
}
