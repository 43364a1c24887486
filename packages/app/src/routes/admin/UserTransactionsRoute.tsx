import { useParams } from 'react-router-dom';
import { UserTransactions } from '@bible-admin/screens';
import { useUserTransactions } from '../../data/users';
import { useAdminHead } from './adminMeta';

/** Keyed by the user: another user's page starts fresh, never showing the previous user while it loads. */
export function UserTransactionsRoute() {
  const { userId = '' } = useParams();
  return <UserTransactionsPage key={userId} userId={userId} />;
}

function UserTransactionsPage({ userId }: { userId: string }) {
  const { status, data, pageProps } = useUserTransactions(userId);
  useAdminHead((titles) => titles.userTransactions(data?.user.name ?? null));
  return <UserTransactions status={status} data={data} {...pageProps} />;
}
