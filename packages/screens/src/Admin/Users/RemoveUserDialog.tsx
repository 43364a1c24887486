import { useId } from 'react';
import styled from 'styled-components';
import type { User } from '@bible-admin/contract';
import { Button, Modal } from '@bible-admin/ui';
import type { UsersMessages } from './messages';

const Message = styled.p`
  margin: 0;
`;

/** The spec's Remove User confirmation: nothing opens it in the product, and Remove only closes it. */
export function RemoveUserDialog({
  user,
  m,
  onClose,
}: {
  user: User | null;
  m: UsersMessages;
  onClose: () => void;
}) {
  const messageId = useId();
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title={m.removeTitle}
      role="alertdialog"
      describedBy={messageId}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button variant="danger" onClick={onClose}>
            {m.remove}
          </Button>
        </>
      }
    >
      <Message id={messageId}>{user && m.removeMessage(<bdi>{user.name}</bdi>)}</Message>
    </Modal>
  );
}
