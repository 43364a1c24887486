import { useState } from 'react';
import { useTheme } from 'styled-components';
import type { User } from '@bible-admin/contract';
import {
  Button,
  ErrorState,
  StatusPill,
  Table,
  formatDate,
  formatDevice,
  type TableColumn,
} from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { ListPage, type ServerListProps } from '../common/ListPage';
import { ServerListPager, ServerListSearch } from '../common/ServerList';
import { PersonCell } from '../common/PersonCell';
import { userStatusTone } from '../common/userStatus';
import { usersMessages, type UsersMessages } from './messages';
import { RemoveUserDialog } from './RemoveUserDialog';
import { UserDetailsModal } from './UserDetailsModal';

/** loading: the first load (skeletons); error: it failed; ready: rows shown (see `busy` for the next ones). */
export type UsersStatus = 'loading' | 'error' | 'ready';

export interface UsersProps extends ServerListProps {
  status: UsersStatus;
  /** The current page's users, as the server sent them (already searched and paged). */
  users: readonly User[];
  /** The Remove User confirmation (the product never opens it; stories and a future delete may). */
  removeCandidate?: User | null;
  onRemoveClose?: () => void;
}

function userColumns(
  m: UsersMessages,
  firstNumber: number,
  onView: (user: User) => void,
): TableColumn<User>[] {
  return [
    { key: 'number', header: m.number, width: '6%', render: (_, i) => <bdi>{firstNumber + i}</bdi> },
    {
      key: 'user',
      header: m.user,
      width: '26%',
      render: (user) => (
        <PersonCell
          name={user.name}
          picture={user.profile_pic}
          primary={<bdi>{user.name}</bdi>}
          secondary={
            <>
              {m.joined} <bdi>{formatDate(user.created_at)}</bdi>
            </>
          }
        />
      ),
    },
    { key: 'email', header: m.email, width: '24%', render: (user) => <bdi>{user.email}</bdi> },
    {
      key: 'status',
      header: m.status,
      render: (user) => <StatusPill tone={userStatusTone(user.status)}>{user.status}</StatusPill>,
    },
    { key: 'plan', header: m.plan, render: (user) => user.plan || m.free },
    { key: 'device', header: m.device, render: (user) => <bdi>{formatDevice(user.device)}</bdi> },
    {
      key: 'actions',
      header: m.actions,
      align: 'end',
      render: (user) => (
        <Button size="sm" variant="secondary" aria-label={m.viewUser(user.name)} onClick={() => onView(user)}>
          {m.view}
        </Button>
      ),
    },
  ];
}

/** The users list, searched and paged by the server; View opens the User Details modal. */
export function Users(props: UsersProps) {
  const {
    status,
    users,
    busy = false,
    search,
    page,
    pageSize,
    onRetry,
    error,
    removeCandidate = null,
    onRemoveClose = () => {},
  } = props;
  const m = useScreenMessages(usersMessages);
  const theme = useTheme();
  const [viewed, setViewed] = useState<User | null>(null);
  const firstNumber = (page - 1) * pageSize + 1;

  return (
    <ListPage
      title={m.title}
      tools={<ServerListSearch list={props} label={m.searchLabel} placeholder={m.searchPlaceholder} />}
    >
      {status === 'error' ? (
        <ErrorState title={m.errorTitle} message={error} onRetry={onRetry} />
      ) : (
        <div>
          <Table<User>
            aria-label={m.tableLabel}
            columns={userColumns(m, firstNumber, setViewed)}
            rows={users}
            getRowKey={(user) => user._id}
            rowSize="lg"
            loading={status === 'loading'}
            busy={busy}
            emptyMessage={search ? m.noResults : m.noUsers}
            minInlineSize={theme.sizes.adminTable}
          />
          {status === 'ready' && <ServerListPager list={props} />}
        </div>
      )}
      <UserDetailsModal user={viewed} m={m} onClose={() => setViewed(null)} />
      <RemoveUserDialog user={removeCandidate} m={m} onClose={onRemoveClose} />
    </ListPage>
  );
}
