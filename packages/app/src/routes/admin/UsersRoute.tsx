import { Users } from '@bible-admin/screens';
import { useUsers } from '../../data/users';
import { usePageHead } from '../../head/PageHead';
import { adminMeta } from './adminMeta';

export function UsersRoute() {
  usePageHead(adminMeta('Users'));
  const list = useUsers();
  return (
    <Users
      status={list.status}
      busy={list.busy}
      error={list.error}
      users={list.rows}
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
