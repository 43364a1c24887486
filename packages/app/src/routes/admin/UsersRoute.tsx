import { Users } from '@bible-admin/screens';
import { userCalls } from '@bible-admin/contract/plain';
import { useCsvExport } from '../../data/csvExport';
import { useUsers } from '../../data/users';
import { useAdminHead } from './adminMeta';

export function UsersRoute() {
  useAdminHead((titles) => titles.users);
  const list = useUsers();
  const exporting = useCsvExport(userCalls.exportLink, list.search);
  return <Users status={list.status} users={list.rows} {...list.pageProps} {...exporting} />;
}
