import { Users } from '@bible-admin/screens';
import { useUsers } from '../../data/users';
import { useAdminHead } from './adminMeta';

export function UsersRoute() {
  useAdminHead((titles) => titles.users);
  const list = useUsers();
  return <Users status={list.status} users={list.rows} {...list.pageProps} />;
}
