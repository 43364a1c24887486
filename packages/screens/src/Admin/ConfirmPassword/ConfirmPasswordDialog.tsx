import { useId, useState } from 'react';
import styled from 'styled-components';
import { Banner, Button, Modal, PasswordField } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { confirmPasswordMessages } from './messages';

export interface ConfirmPasswordDialogProps {
  open: boolean;
  /** 'submitting' while the app checks it; an error's words (a wrong password) when it was refused. */
  status: 'idle' | 'submitting' | { error: string };
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Message = styled.p`
  margin: 0;
`;

/**
 * Asks for the current password again before a change that needs it entered in the last five minutes (the
 * server's 403 reauthentication_required); the app retries the change once it is confirmed.
 */
export function ConfirmPasswordDialog({ open, status, onConfirm, onCancel }: ConfirmPasswordDialogProps) {
  const words = useScreenMessages(confirmPasswordMessages);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = useId();
  const submitting = status === 'submitting';
  const refused = typeof status === 'object' ? status.error : null;
  const close = () => {
    setPassword('');
    setMissing(false);
    onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={words.title}
      size="sm"
      dismissible={!submitting}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={submitting}>
            {words.cancel}
          </Button>
          <Button type="submit" form={formId} busy={submitting} busyLabel={words.confirming}>
            {words.confirm}
          </Button>
        </>
      }
    >
      <Body
        id={formId}
        noValidate
        aria-label={words.title}
        onSubmit={(event) => {
          event.preventDefault();
          if (!password) {
            setMissing(true);
            return;
          }
          onConfirm(password);
        }}
      >
        <Message>{words.message}</Message>
        {refused && <Banner type="error">{refused}</Banner>}
        <PasswordField
          label={words.password}
          value={password}
          autoComplete="current-password"
          required
          disabled={submitting}
          error={missing && !password ? words.passwordRequired : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Body>
    </Modal>
  );
}
