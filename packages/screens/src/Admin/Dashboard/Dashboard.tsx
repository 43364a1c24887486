import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DashboardStats, DashboardTransaction, User } from '@bible-admin/contract';
import { Avatar, Card, ErrorState, Icon, Link, Ltr, Skeleton, StatCard, useFormat } from '@bible-admin/ui';
import { useScreenMessages } from '../../messages';
import { TransactionStatusPill } from '../common/TransactionStatusPill';
import { dashboardMessages, type DashboardMessages } from './messages';

export type DashboardStatus = 'loading' | 'error' | 'ready';

export interface DashboardProps {
  status: DashboardStatus;
  /** Present when status is 'ready'. */
  stats?: DashboardStats | null;
  /** The stored load error, shown in the error state. */
  loadError?: string | null;
  onRetry: () => void;
}

/** The spec's 5 skeleton rows while a list loads. */
const SKELETON_ROWS = 5;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

/** Its width (beside the sidebar or not) decides how the four counts are laid out. */
const StatsFrame = styled.div`
  container-type: inline-size;
`;

/** The four counts: four across, two by two, or one above another; never three and one left over. */
const Stats = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  @container (min-width: ${({ theme }) => `calc(2 * ${theme.sizes.statCard} + ${theme.space.lg})`}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @container (min-width: ${({ theme }) => `calc(4 * ${theme.sizes.statCard} + 3 * ${theme.space.lg})`}) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

/* Revenue takes a row of its own under the four counts: its figures (one per currency) need the room. */
const Revenue = styled.div`
  grid-column: 1 / -1;
`;

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.dashboardList}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-block-size: ${({ theme }) => theme.rowHeights.lg}px;
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-block-end: none;
  }
`;

const Lines = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

const Primary = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Trailing = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The amount over its status, at the row's end. */
const Payment = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Amount = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const TransactionIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.avatarMd};
  block-size: ${({ theme }) => theme.sizes.avatarMd};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

const Empty = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ViewAll = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/* One figure per currency, side by side while they fit, then one a line. */
const Figures = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.xxl};
  white-space: nowrap;
`;

function SkeletonRows() {
  return (
    <Rows aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Row key={i}>
          <Skeleton variant="circle" />
          <Lines>
            <Skeleton width="50%" />
            <Secondary>
              <Skeleton width="30%" height="0.8em" />
            </Secondary>
          </Lines>
          <Skeleton width="15%" />
        </Row>
      ))}
    </Rows>
  );
}

function List<T>({
  items,
  loading,
  empty,
  render,
}: {
  items: readonly T[];
  loading: boolean;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (loading) return <SkeletonRows />;
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return <Rows>{items.map(render)}</Rows>;
}

function UserRow({ user, words }: { user: User; words: DashboardMessages }) {
  const format = useFormat();
  const device = format.device(user.device);
  return (
    <Row>
      <Avatar name={user.name} src={user.profile_pic} alt="" />
      <Lines>
        <Primary>
          <bdi>{user.name}</bdi>
        </Primary>
        <Secondary>{device ? words.deviceUser(device) : words.deviceUser('').trim()}</Secondary>
      </Lines>
      <Trailing>
        <bdi>{format.date(user.created_at)}</bdi>
      </Trailing>
    </Row>
  );
}

/** The plan a payment was for, by name; a deleted plan or none said so. */
function planTitle(transaction: DashboardTransaction, words: DashboardMessages) {
  if (!transaction.plan) return words.noPlan;
  return transaction.plan.name === null ? words.deletedPlan : <bdi>{transaction.plan.name}</bdi>;
}

function TransactionRow({
  transaction,
  words,
}: {
  transaction: DashboardTransaction;
  words: DashboardMessages;
}) {
  const format = useFormat();
  const payer = transaction.user_details;
  const payerName = payer._id ? payer.name || payer.email : words.deletedUser;
  return (
    <Row>
      <TransactionIcon>
        <Icon name="card" />
      </TransactionIcon>
      <Lines>
        <Primary>{planTitle(transaction, words)}</Primary>
        <Secondary>
          <bdi>{payerName}</bdi> · <bdi>{format.date(transaction.created_at)}</bdi>
        </Secondary>
      </Lines>
      <Payment>
        <Amount>
          <Ltr>{format.amount(transaction.amount, transaction.currency)}</Ltr>
        </Amount>
        <TransactionStatusPill status={transaction.status} />
      </Payment>
    </Row>
  );
}

/** Totals, users by device, revenue per currency, and the latest users and transactions. */
export function Dashboard({ status, stats, loadError, onRetry }: DashboardProps) {
  const words = useScreenMessages(dashboardMessages);
  const format = useFormat();
  if (status === 'error') {
    return (
      <Page>
        <Title>{words.title}</Title>
        <ErrorState title={words.errorTitle} message={loadError || words.errorFallback} onRetry={onRetry} />
      </Page>
    );
  }
  const loading = status === 'loading' || !stats;
  const revenue = stats ? format.amountsByCurrency(stats.revenue_by_currency) : [];
  // Nothing to show while loading: the card shows its skeleton.
  const count = (value: number | undefined) => (value === undefined ? '' : format.number(value));

  return (
    <Page>
      <Title>{words.title}</Title>
      <StatsFrame>
        <Stats>
          <StatCard
            label={words.totalChapters}
            icon="book"
            loading={loading}
            value={count(stats?.totalBooks)}
          />
          <StatCard
            label={words.totalUsers}
            icon="users"
            loading={loading}
            value={count(stats?.total_users)}
          />
          <StatCard
            label={words.iosUsers}
            icon="user"
            loading={loading}
            value={count(stats?.users_by_device.ios_users)}
          />
          <StatCard
            label={words.androidUsers}
            icon="user"
            loading={loading}
            value={count(stats?.users_by_device.android_users)}
          />
          <Revenue>
            <StatCard
              label={words.totalRevenue}
              icon="card"
              loading={loading}
              value={
                <Figures>
                  {(revenue.length > 0 ? revenue : [format.amount(stats?.total_revenue ?? 0, 'usd')]).map(
                    (figure) => (
                      <Ltr key={figure}>{figure}</Ltr>
                    ),
                  )}
                </Figures>
              }
            />
          </Revenue>
        </Stats>
      </StatsFrame>
      <Lists>
        <Card
          title={words.recentUsers}
          aria-busy={loading}
          actions={<ViewAll to="/users">{words.viewAll}</ViewAll>}
        >
          <List
            items={stats?.recent_users ?? []}
            loading={loading}
            empty={words.noRecentUsers}
            render={(user) => <UserRow key={user._id} user={user} words={words} />}
          />
        </Card>
        <Card
          title={words.recentTransactions}
          aria-busy={loading}
          actions={<ViewAll to="/transactions">{words.viewAll}</ViewAll>}
        >
          <List
            items={stats?.recent_transactions ?? []}
            loading={loading}
            empty={words.noRecentTransactions}
            render={(transaction) => (
              <TransactionRow key={transaction._id} transaction={transaction} words={words} />
            )}
          />
        </Card>
      </Lists>
    </Page>
  );
}
