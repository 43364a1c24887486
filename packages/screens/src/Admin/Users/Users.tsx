import { useState } from 'react';
import type { User } from '@bible-admin/contract';
import { Button, ConfirmDialog, StatusPill, useFormat, type Format, type TableColumn } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { ExportControl, type ExportProps } from '../common/export/ExportControl';
import { ServerListPage, type ServerListProps, type ServerListStatus } from '../common/ServerList';
import { LtrCell } from '../common/LtrCell';
import { PersonCell } from '../common/PersonCell';
import { RowActions } from '../common/RowActions';
import { userStatusTone } from '../common/userStatus';
import { useStatusLabel } from '../common/useStatusLabel';
import { usersMessages, type UsersMessages } from './messages';
import { UserDetailsModal } from './UserDetailsModal';

export interface UsersProps extends ServerListProps, ExportProps {
  status: ServerListStatus;
  /** The current page's users, as the server sent them (already searched and paged). */
  users: readonly User[];
  /** Remove, once confirmed in the spec's dialog; without it the rows offer no Remove. */
  onRemove?: (user: User) => void;
  /** The user the app is removing: the dialog stays open, busy, until it is done or failed. */
  removingId?: string | null;
}

function userColumns(
  words: UsersMessages,
  format: Format,
  statusLabel: (status: string) => string,
  onView: (user: User) => void,
  onRemove: ((user: User) => void) | null,
): TableColumn<User>[] {
  return [
    {
      key: 'user',
      header: words.user,
      width: '22%',
      render: (user) => (
        <PersonCell
          name={user.name}
          picture={user.profile_pic}
          primary={<bdi>{user.name}</bdi>}
          secondary={
            <>
              {words.joined} <bdi>{format.date(user.created_at)}</bdi>
            </>
          }
        />
      ),
    },
    { key: 'email', header: words.email, width: '20%', render: (user) => <LtrCell>{user.email}</LtrCell> },
    {
      key: 'status',
      header: words.status,
      render: (user) => (
        <StatusPill tone={userStatusTone(user.status)}>{statusLabel(user.status)}</StatusPill>
      ),
    },
    { key: 'plan', header: words.plan, render: (user) => user.plan || words.free },
    {
      key: 'device',
      header: words.device,
      render: (user) => <LtrCell>{format.device(user.device)}</LtrCell>,
    },
    {
      key: 'actions',
      header: words.actions,
      // View and Remove side by side.
      width: '17%',
      align: 'end',
      stacked: 'actions',
      render: (user) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            aria-label={words.viewUser(user.name)}
            onClick={() => onView(user)}
          >
            {words.view}
          </Button>
          {onRemove && (
            <Button
              size="sm"
              variant="danger"
              aria-label={words.removeUser(user.name)}
              onClick={() => onRemove(user)}
            >
              {words.remove}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
}

/**
 * The users list, searched and paged by the server; View opens the User Details modal, Remove the spec's
 * confirmation, and the app removes the user once confirmed.
 */
export function Users({
  status,
  users,
  exportState,
  onExport,
  onRemove,
  removingId = null,
  ...list
}: UsersProps) {
  const words = useScreenMessages(usersMessages);
  const format = useFormat();
  const statusLabel = useStatusLabel();
  const [viewed, setViewed] = useState<User | null>(null);
  const [confirming, setConfirming] = useState<User | null>(null);
  const removing = users.find((user) => user._id === removingId) ?? null;
  const toRemove = confirming ?? removing;

  return (
    <ServerListPage<User>
      title={words.title}
      searchLabel={words.searchLabel}
      searchPlaceholder={words.searchPlaceholder}
      actions={<ExportControl exportState={exportState} onExport={onExport} />}
      list={list}
      status={status}
      errorTitle={words.errorTitle}
      table={{
        'aria-label': words.tableLabel,
        columns: userColumns(words, format, statusLabel, setViewed, onRemove ? setConfirming : null),
        rows: users,
        getRowKey: (user) => user._id,
        numbered: true,
        labels: { rowNumber: words.number },
        rowSize: 'lg',
      }}
      empty={{ none: words.noUsers, noResults: words.noResults }}
    >
      <UserDetailsModal user={viewed} words={words} onClose={() => setViewed(null)} />
      <ConfirmDialog
        open={toRemove !== null}
        variant="danger"
        title={words.removeTitle}
        message={toRemove ? words.removeMessage(toRemove.name) : ''}
        labels={{ confirm: words.remove, cancel: words.cancel }}
        busy={removing !== null}
        busyLabel={words.removing}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!toRemove || !onRemove) return;
          onRemove(toRemove);
          // While the app removes the user, `removingId` keeps the dialog open and busy.
          setConfirming(null);
        }}
      />
    </ServerListPage>
  );
}
