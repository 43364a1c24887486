import { Transactions } from '@bible-admin/screens';
import { transactionCalls } from '@bible-admin/contract/plain';
import { useCsvExport } from '../../data/csvExport';
import { useTransactions } from '../../data/transactions';
import { useAdminHead } from './adminMeta';

export function TransactionsRoute() {
  useAdminHead((titles) => titles.transactions);
  const list = useTransactions();
  const exporting = useCsvExport(transactionCalls.exportLink, list.search);
  return <Transactions status={list.status} transactions={list.rows} {...list.pageProps} {...exporting} />;
}
