import { useRef, useState, type ReactNode } from 'react';
import { sessionCalls } from '@bible-admin/contract/plain';
import { ConfirmPasswordDialog, type ConfirmPasswordDialogProps } from '@bible-admin/screens';
import { useUILocale } from '@bible-admin/ui';
import { errorMessage } from '../api/catalogue';
import { call } from '../api/client';
import { isApiError } from '../api/errors';

/**
 * The calls that need the password entered in the last five minutes (the server's 403
 * reauthentication_required): `withRecentPassword(send)` runs the call and, on that refusal, asks for the
 * password in a dialog (`dialog`, rendered by the page), confirms it with the server and runs the call once
 * more. Cancelled, the call fails with the refusal it got.
 */
export function useRecentPassword(): {
  withRecentPassword: <A extends unknown[], R>(
    send: (...args: A) => Promise<R>,
  ) => (...args: A) => Promise<R>;
  dialog: ReactNode;
} {
  const locale = useUILocale();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ConfirmPasswordDialogProps['status']>('idle');
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpen(false);
    setStatus('idle');
  };
  const ask = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setOpen(true);
    });

  const withRecentPassword =
    <A extends unknown[], R>(send: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await send(...args);
      } catch (error) {
        if (!isApiError(error) || error.code !== 'reauthentication_required' || !(await ask())) throw error;
        return send(...args);
      }
    };

  const confirm = async (password: string) => {
    setStatus('submitting');
    try {
      await call(sessionCalls.confirmPassword, { body: { password } });
      settle(true);
    } catch (error) {
      setStatus({ error: errorMessage(error, locale) });
    }
  };

  return {
    withRecentPassword,
    dialog: (
      <ConfirmPasswordDialog
        open={open}
        status={status}
        onConfirm={(password) => void confirm(password)}
        onCancel={() => settle(false)}
      />
    ),
  };
}
