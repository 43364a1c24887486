import { Transactions } from '@bible-admin/screens';
import { useTransactions } from '../../data/transactions';
import { usePageHead } from '../../head/PageHead';
import { adminMeta } from './adminMeta';

export function TransactionsRoute() {
  usePageHead(adminMeta('Transactions'));
  const list = useTransactions();
  return (
    <Transactions
      status={list.status}
      busy={list.busy}
      error={list.error}
      transactions={list.rows}
      search={list.search}
      page={list.page}
      pageSize={list.pageSize}
      total={list.total}
      onSearchChange={list.setSearch}
      onPageChange={list.setPage}
      onRetry={list.retry}
    />
  );
}
