import styled, { useTheme } from 'styled-components';
import type { Transaction, User } from '@bible-admin/contract';
import {
  Avatar,
  Card,
  ErrorState,
  Icon,
  Link,
  Spinner,
  StatusPill,
  Table,
  formatAmount,
  formatDate,
  type StatusTone,
  type TableColumn,
} from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { capitalise } from '../common/capitalise';
import type { ServerListProps } from '../common/ListPage';
import { ServerListPager, ServerListSearch } from '../common/ServerList';
import { CardBrandIcon, cardBrandOf } from './CardBrandIcon';
import { userTransactionsMessages, type UserTransactionsMessages } from './messages';
import { totalSpentFigures } from './totalSpent';

export type UserTransactionsStatus = 'loading' | 'error' | 'ready';

/** The reply's data: the user, one page of their transactions, and what they spent on every page. */
export interface UserTransactionsData {
  user: User;
  transactions: readonly Transaction[];
  total_spent: number;
  spent_by_currency: readonly { currency: string; amount: number }[];
}

/** The history is searched and paged by the server (a payer may have thousands of payments). */
export interface UserTransactionsProps extends ServerListProps {
  status: UserTransactionsStatus;
  data?: UserTransactionsData | null;
}

/** succeeded green, pending yellow, anything else red. */
function statusTone(status: string): StatusTone {
  const value = status.toLowerCase();
  if (value === 'succeeded') return 'green';
  if (value === 'pending') return 'yellow';
  return 'red';
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Profile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Identity = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
`;

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spent = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  text-align: end;
`;

const SpentFigures = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Method = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Mono = styled.bdi`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const HistoryHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const HistoryTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const HistorySearch = styled.div`
  flex: 1;
  max-inline-size: ${({ theme }) => theme.sizes.searchBox};
  min-inline-size: ${({ theme }) => theme.sizes.searchBoxMin};
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xxxl};
  color: ${({ theme }) => theme.colors.primary};
`;

function columns(m: UserTransactionsMessages): TableColumn<Transaction>[] {
  return [
    { key: 'id', header: m.transactionId, width: '28%', render: (t) => <Mono>{t._id}</Mono> },
    { key: 'date', header: m.date, render: (t) => <bdi>{formatDate(t.created_at)}</bdi> },
    {
      key: 'method',
      header: m.paymentMethod,
      render: (t) => (
        <Method>
          <CardBrandIcon brand={cardBrandOf(t.payment_method)} />
          <bdi>{capitalise(t.payment_method)}</bdi>
        </Method>
      ),
    },
    { key: 'amount', header: m.amount, render: (t) => <bdi>{formatAmount(t.amount, t.currency)}</bdi> },
    {
      key: 'status',
      header: m.status,
      render: (t) => <StatusPill tone={statusTone(t.status)}>{capitalise(t.status)}</StatusPill>,
    },
  ];
}

/** One user's payments: who they are, what they spent, and their history, searched and paged by the server. */
export function UserTransactions(props: UserTransactionsProps) {
  const { status, data, busy = false, search, onRetry, error } = props;
  const m = useScreenMessages(userTransactionsMessages);
  const theme = useTheme();

  let content;
  if (status === 'loading' || (status === 'ready' && !data)) {
    content = (
      <Centre>
        <Spinner size="lg" label={m.loading} />
      </Centre>
    );
  } else if (status === 'error' || !data) {
    content = <ErrorState title={m.errorTitle} message={error} onRetry={onRetry} />;
  } else {
    const { user } = data;
    content = (
      <>
        <Card>
          <Profile>
            <Avatar name={user.name} src={user.profile_pic} alt="" size="lg" />
            <Identity>
              <Name>
                <bdi>{user.name}</bdi>
              </Name>
              <Muted>
                <bdi>{user.email}</bdi>
              </Muted>
              <Muted>
                {m.joined} <bdi>{formatDate(user.created_at)}</bdi>
              </Muted>
            </Identity>
            <Spent>
              <Muted>{m.totalSpent}</Muted>
              <SpentFigures>
                {totalSpentFigures(
                  data.spent_by_currency,
                  data.total_spent,
                  data.transactions[0]?.currency,
                ).map((figure) => (
                  <bdi key={figure}>{figure}</bdi>
                ))}
              </SpentFigures>
            </Spent>
          </Profile>
        </Card>
        <Card>
          {/* The table's region carries the name; a titled Card would be a second landmark of that name. */}
          <HistoryHeader>
            <HistoryTitle>{m.history}</HistoryTitle>
            <HistorySearch>
              <ServerListSearch list={props} label={m.searchLabel} placeholder={m.searchPlaceholder} />
            </HistorySearch>
          </HistoryHeader>
          <Table<Transaction>
            aria-label={m.history}
            columns={columns(m)}
            rows={data.transactions}
            getRowKey={(t) => t._id}
            busy={busy}
            emptyMessage={search ? m.noResults : m.noTransactions}
            minInlineSize={theme.sizes.adminTable}
          />
          <ServerListPager list={props} />
        </Card>
      </>
    );
  }

  return (
    <Page>
      <Back to="/transactions">
        <Icon name="arrowBack" size={16} />
        {m.back}
      </Back>
      {content}
    </Page>
  );
}
