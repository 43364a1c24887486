import { useState } from 'react';
import type { User } from '@bible-admin/contract';
import { Users } from '@bible-admin/screens';
import { userCalls } from '@bible-admin/contract/plain';
import { useToast, useUILocale } from '@bible-admin/ui';
import { serverMessageOr } from '../../api/catalogue';
import { useAdminWords } from '../../api/catalogue/admin';
import { useCsvExport } from '../../data/csvExport';
import { useRemoveUser, useUsers } from '../../data/users';
import { useMayDo } from '../../session';
import { useAdminHead } from './adminMeta';

export function UsersRoute() {
  useAdminHead((titles) => titles.users);
  const locale = useUILocale();
  const words = useAdminWords().user;
  const toast = useToast();
  const list = useUsers();
  const exporting = useCsvExport(userCalls.exportLink, list.search);
  const removeUser = useRemoveUser();
  const [removingId, setRemovingId] = useState<string | null>(null);
  // Only the owner removes accounts: the others' rows have no Remove.
  const mayRemove = useMayDo('people.remove');

  const remove = async (user: User) => {
    setRemovingId(user._id);
    try {
      await removeUser(user);
      toast.success(words.removed);
    } catch (error) {
      toast.error(serverMessageOr(error, words.removeFailed, locale));
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <Users
      status={list.status}
      users={list.rows}
      {...list.pageProps}
      {...exporting}
      onRemove={mayRemove ? (user) => void remove(user) : undefined}
      removingId={removingId}
    />
  );
}
