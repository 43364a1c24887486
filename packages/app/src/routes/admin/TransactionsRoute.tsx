import { Transactions } from '@bible-admin/screens';
import { useTransactions } from '../../data/transactions';
import { useAdminHead } from './adminMeta';

export function TransactionsRoute() {
  useAdminHead((titles) => titles.transactions);
  const list = useTransactions();
  return <Transactions status={list.status} transactions={list.rows} {...list.pageProps} />;
}
