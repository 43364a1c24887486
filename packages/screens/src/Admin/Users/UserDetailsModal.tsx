import styled from 'styled-components';
import type { User } from '@bible-admin/contract';
import { Avatar, Button, Icon, Ltr, Modal, StatusPill, useFormat } from '@bible-admin/ui';
import { LinkButton } from '../../internal/LinkButton';
import { userStatusTone } from '../common/userStatus';
import { useStatusLabel } from '../common/useStatusLabel';
import type { UsersMessages } from './messages';

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-block-end: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Name = styled.p`
  margin: 0;
  margin-block-start: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Email = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: end;
  }
`;

export function UserDetailsModal({
  user,
  words,
  onClose,
}: {
  user: User | null;
  words: UsersMessages;
  onClose: () => void;
}) {
  const format = useFormat();
  const statusLabel = useStatusLabel();
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title={words.detailsTitle}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {words.close}
          </Button>
          {user ? (
            <LinkButton to={`/user-transactions/${user._id}`}>
              <Icon name="card" size={16} />
              {words.viewTransactions}
            </LinkButton>
          ) : null}
        </>
      }
    >
      {user && (
        <>
          <Identity>
            <Avatar name={user.name} src={user.profile_pic} alt="" size="lg" />
            <Name>
              <bdi>{user.name}</bdi>
            </Name>
            <Email>
              <Ltr>{user.email}</Ltr>
            </Email>
          </Identity>
          <Facts>
            <dt>{words.status}</dt>
            <dd>
              <StatusPill tone={userStatusTone(user.status)}>{statusLabel(user.status)}</StatusPill>
            </dd>
            <dt>{words.plan}</dt>
            <dd>{user.plan || words.free}</dd>
            <dt>{words.device}</dt>
            <dd>
              <Ltr>{format.device(user.device)}</Ltr>
            </dd>
            <dt>{words.joinedDate}</dt>
            <dd>
              <bdi>{format.date(user.created_at)}</bdi>
            </dd>
          </Facts>
        </>
      )}
    </Modal>
  );
}
