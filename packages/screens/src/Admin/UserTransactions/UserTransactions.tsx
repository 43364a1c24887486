import styled from 'styled-components';
import type { Transaction, User } from '@bible-admin/contract';
import {
  Avatar,
  Breadcrumb,
  Card,
  ErrorState,
  Icon,
  Link,
  Ltr,
  Skeleton,
  useFormat,
  type Format,
  type TableColumn,
} from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { usePageTrail } from '../../internal/trail';
import { TransactionStatusPill } from '../common/TransactionStatusPill';
import {
  ServerListRows,
  ServerListSearch,
  type ServerListProps,
  type ServerListStatus,
} from '../common/ServerList';
import { CardBrandIcon, cardBrandOf } from './CardBrandIcon';
import { paymentMethodLabel } from './paymentMethod';
import { userTransactionsMessages, type UserTransactionsMessages } from './messages';
import { totalSpentFigures } from './totalSpent';

/** The reply's data: the user, one page of their transactions, and what they spent on every page. */
export interface UserTransactionsData {
  user: User;
  transactions: readonly Transaction[];
  /** The spec's one figure (null across currencies); the screen shows `spent_by_currency`. */
  total_spent: number | null;
  spent_by_currency: readonly { currency: string; amount: number }[];
}

/** The history is searched and paged by the server (a payer may have thousands of payments). */
export interface UserTransactionsProps extends ServerListProps {
  status: ServerListStatus;
  data?: UserTransactionsData | null;
}

/** The screen's width (not the window's) decides the phone layout. */
const Page = styled.div`
  container-type: inline-size;
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

const SkeletonLines = styled(Identity)`
  gap: ${({ theme }) => theme.space.sm};
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
  /* On a phone the header stacks: who, then what they spent, each from the start. */
  @container (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-basis: 100%;
    align-items: flex-start;
    text-align: start;
  }
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

const Mono = styled.bdi.attrs({ dir: 'ltr' })`
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

function columns(words: UserTransactionsMessages, format: Format): TableColumn<Transaction>[] {
  return [
    { key: 'id', header: words.transactionId, width: '28%', render: (t) => <Mono>{t._id}</Mono> },
    { key: 'date', header: words.date, render: (t) => <bdi>{format.date(t.created_at)}</bdi> },
    {
      key: 'method',
      header: words.paymentMethod,
      render: (t) => (
        <Method>
          <CardBrandIcon brand={cardBrandOf(t.payment_method)} />
          <Ltr>{paymentMethodLabel(t.payment_method)}</Ltr>
        </Method>
      ),
    },
    { key: 'amount', header: words.amount, render: (t) => <Ltr>{format.amount(t.amount, t.currency)}</Ltr> },
    { key: 'status', header: words.status, render: (t) => <TransactionStatusPill status={t.status} /> },
  ];
}

/** Who the user is and what they spent on every page; placeholders until the first reply. */
function ProfileCard({
  data,
  words,
}: {
  data?: UserTransactionsData | null;
  words: UserTransactionsMessages;
}) {
  const format = useFormat();
  if (!data) {
    return (
      <Card>
        <Profile aria-hidden="true">
          <Skeleton variant="circle" width="64px" />
          <SkeletonLines>
            <Skeleton width="40%" height="1.5em" />
            <Skeleton width="60%" />
            <Skeleton width="30%" />
          </SkeletonLines>
        </Profile>
      </Card>
    );
  }
  const { user } = data;
  return (
    <Card>
      <Profile>
        <Avatar name={user.name} src={user.profile_pic} alt="" size="lg" />
        <Identity>
          <Name>
            <bdi>{user.name}</bdi>
          </Name>
          <Muted>
            <Ltr>{user.email}</Ltr>
          </Muted>
          <Muted>
            {words.joined} <bdi>{format.date(user.created_at)}</bdi>
          </Muted>
        </Identity>
        <Spent>
          <Muted>{words.totalSpent}</Muted>
          <SpentFigures>
            {totalSpentFigures(format, data.spent_by_currency, data.transactions[0]?.currency).map(
              (figure) => (
                <Ltr key={figure}>{figure}</Ltr>
              ),
            )}
          </SpentFigures>
        </Spent>
      </Profile>
    </Card>
  );
}

/** One user's payments: who they are, what they spent, and their history, searched and paged by the server. */
export function UserTransactions({ status, data, ...list }: UserTransactionsProps) {
  const words = useScreenMessages(userTransactionsMessages);
  const format = useFormat();
  // A reply without data is still the first load.
  const shown = status === 'ready' && !data ? 'loading' : status;
  const breadcrumb = usePageTrail('userTransactions', { userName: data?.user.name });
  return (
    <Page>
      <Breadcrumb items={breadcrumb} />
      <Back to="/transactions">
        <Icon name="arrowBack" size={16} />
        {words.back}
      </Back>
      {shown === 'error' ? (
        <ErrorState title={words.errorTitle} message={list.loadError} onRetry={list.onRetry} />
      ) : (
        <>
          <ProfileCard data={data} words={words} />
          <Card>
            {/* The table's region carries the name; a titled Card would be a second landmark of that name. */}
            <HistoryHeader>
              <HistoryTitle>{words.history}</HistoryTitle>
              <HistorySearch>
                <ServerListSearch
                  list={list}
                  label={words.searchLabel}
                  placeholder={words.searchPlaceholder}
                />
              </HistorySearch>
            </HistoryHeader>
            <ServerListRows<Transaction>
              list={list}
              status={shown}
              errorTitle={words.errorTitle}
              table={{
                'aria-label': words.history,
                columns: columns(words, format),
                rows: data?.transactions ?? [],
                getRowKey: (t) => t._id,
              }}
              empty={{ none: words.noTransactions, noResults: words.noResults }}
            />
          </Card>
        </>
      )}
    </Page>
  );
}
