import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { useMessages } from '../i18n';
import { confirmDialogMessages, type ConfirmDialogMessages, type ModalMessages } from './messages';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Overrides the built-in words, which follow the provider's locale: `confirm` names the action
   * ('Remove', 'Generate'), `cancel` and `close` rarely change.
   */
  labels?: Partial<ConfirmDialogMessages & ModalMessages>;
  /** 'danger' paints the confirm button red, for actions that cannot be undone. */
  variant?: 'default' | 'danger';
  /** While true the confirm button is disabled and shows `busyLabel` (e.g. 'Removing...'); nothing closes. */
  busy?: boolean;
  busyLabel?: string;
}

const Message = styled.p`
  margin: 0;
`;

/** Asks before an action. Focus starts on Cancel, the choice that changes nothing. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  labels,
  variant = 'default',
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  const words = useMessages(confirmDialogMessages, labels);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      describedBy={messageId}
      dismissible={!busy}
      initialFocus={cancelRef}
      labels={labels}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {words.cancel}
          </Button>
          <Button
            variant={variant === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            busy={busy}
            busyLabel={busyLabel}
          >
            {words.confirm}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{message}</Message>
    </Modal>
  );
}
