import styled, { useTheme } from 'styled-components';
import type { Transaction } from '@bible-admin/contract';
import {
  ErrorState,
  Link,
  Spinner,
  StatusPill,
  Table,
  formatAmount,
  formatDate,
  type TableColumn,
} from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { capitalise } from '../common/capitalise';
import { ListPage, type ServerListProps } from '../common/ListPage';
import { ServerListPager, ServerListSearch } from '../common/ServerList';
import { PersonCell } from '../common/PersonCell';
import { transactionsMessages, type TransactionsMessages } from './messages';

/** loading: the first load (a spinner); error: it failed; ready: rows shown (see `busy` for the next ones). */
export type TransactionsStatus = 'loading' | 'error' | 'ready';

export interface TransactionsProps extends ServerListProps {
  status: TransactionsStatus;
  /** The current page, as the server sent it (already searched and paged). */
  transactions: readonly Transaction[];
}

const Centre = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xxxl};
  color: ${({ theme }) => theme.colors.primary};
`;

const UserLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Amount = styled.bdi`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function columns(m: TransactionsMessages, firstNumber: number): TableColumn<Transaction>[] {
  return [
    { key: 'number', header: m.number, width: '7%', render: (_, i) => <bdi>{firstNumber + i}</bdi> },
    {
      key: 'user',
      header: m.user,
      width: '38%',
      render: ({ user_details: user }) => (
        <PersonCell
          name={user.name}
          picture={user.profile_pic}
          primary={
            // A deleted account has no page of its own.
            user._id ? (
              <UserLink to={`/user-transactions/${user._id}`}>
                <bdi>{user.name}</bdi>
              </UserLink>
            ) : (
              <bdi>{user.name}</bdi>
            )
          }
          secondary={user.email && <bdi>{user.email}</bdi>}
        />
      ),
    },
    {
      key: 'amount',
      header: m.amount,
      render: (t) => <Amount>{formatAmount(t.amount, t.currency)}</Amount>,
    },
    // The list shows every status in green, capitalised (the spec); the per-user page colours them.
    {
      key: 'status',
      header: m.status,
      render: (t) => <StatusPill tone="green">{capitalise(t.status)}</StatusPill>,
    },
    { key: 'date', header: m.date, render: (t) => <bdi>{formatDate(t.created_at)}</bdi> },
  ];
}

/** All transactions, searched and paged by the server; a payer's name opens their transactions. */
export function Transactions(props: TransactionsProps) {
  const { status, transactions, busy = false, search, page, pageSize, onRetry, error } = props;
  const m = useScreenMessages(transactionsMessages);
  const theme = useTheme();
  let content;
  if (status === 'loading') {
    content = (
      <Centre>
        <Spinner size="lg" label={m.loading} />
      </Centre>
    );
  } else if (status === 'error') {
    content = <ErrorState title={m.errorTitle} message={error} onRetry={onRetry} />;
  } else {
    content = (
      <div>
        <Table<Transaction>
          aria-label={m.tableLabel}
          columns={columns(m, (page - 1) * pageSize + 1)}
          rows={transactions}
          getRowKey={(t) => t._id}
          rowSize="lg"
          busy={busy}
          emptyMessage={search ? m.noResults : m.noTransactions}
          minInlineSize={theme.sizes.adminTable}
        />
        <ServerListPager list={props} />
      </div>
    );
  }

  return (
    <ListPage
      title={m.title}
      tools={<ServerListSearch list={props} label={m.searchLabel} placeholder={m.searchPlaceholder} />}
    >
      {content}
    </ListPage>
  );
}
