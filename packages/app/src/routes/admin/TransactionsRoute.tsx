import { Transactions } from '@bible-admin/screens';
import { useTransactions } from '../../data/transactions';
import { usePageHead } from '../../head/PageHead';
import { adminMeta } from './adminMeta';
import { catalogue } from '../../api/catalogue';

export function TransactionsRoute() {
  usePageHead(adminMeta(catalogue.pageTitle.transactions));
  const list = useTransactions();
  return <Transactions status={list.status} transactions={list.rows} {...list.pageProps} />;
}
