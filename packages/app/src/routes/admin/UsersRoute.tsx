import { Users } from '@bible-admin/screens';
import { useUsers } from '../../data/users';
import { usePageHead } from '../../head/PageHead';
import { adminMeta, pageTitle } from './adminMeta';

export function UsersRoute() {
  usePageHead(adminMeta(pageTitle.users));
  const list = useUsers();
  return <Users status={list.status} users={list.rows} {...list.pageProps} />;
}
