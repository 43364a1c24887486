import { Users } from '@bible-admin/screens';
import { useUsers } from '../../data/users';
import { usePageHead } from '../../head/PageHead';
import { adminMeta } from './adminMeta';
import { catalogue } from '../../api/catalogue';

export function UsersRoute() {
  usePageHead(adminMeta(catalogue.pageTitle.users));
  const list = useUsers();
  return <Users status={list.status} users={list.rows} {...list.pageProps} />;
}
