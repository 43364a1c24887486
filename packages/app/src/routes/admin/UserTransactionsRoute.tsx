import { useParams } from 'react-router-dom';
import { UserTransactions } from '@bible-admin/screens';
import { useUserTransactions } from '../../data/users';
import { usePageHead } from '../../head/PageHead';
import { adminMeta } from './adminMeta';

export function UserTransactionsRoute() {
  const { userId } = useParams();
  const { status, data, error, retry } = useUserTransactions(userId);
  usePageHead(adminMeta(data ? `${data.user.name}: transactions` : 'User transactions'));
  return <UserTransactions status={status} data={data} error={error} onRetry={retry} />;
}
