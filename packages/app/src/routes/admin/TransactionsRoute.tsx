import { Transactions } from '@bible-admin/screens';
import { useTransactions } from '../../data/transactions';
import { usePageHead } from '../../head/PageHead';
import { adminMeta, pageTitle } from './adminMeta';

export function TransactionsRoute() {
  usePageHead(adminMeta(pageTitle.transactions));
  const list = useTransactions();
  return <Transactions status={list.status} transactions={list.rows} {...list.pageProps} />;
}
