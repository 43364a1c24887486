import { useState } from 'react';
import type { User } from '@bible-admin/contract';
import { Users } from '@bible-admin/screens';
import { userCalls } from '@bible-admin/contract/plain';
import { useAdminWords } from '../../api/catalogue/admin';
import { useCsvExport } from '../../data/csvExport';
import { useToastedAction } from '../../data/toastedAction';
import { useRemoveUser, useUsers } from '../../data/users';
import { useMayDo } from '../../session';
import { useAdminHead } from './adminMeta';

export function UsersRoute() {
  useAdminHead((titles) => titles.users);
  const words = useAdminWords().user;
  const list = useUsers();
  const exporting = useCsvExport(userCalls.exportLink, list.search);
  const removeUser = useRemoveUser();
  const [removingId, setRemovingId] = useState<string | null>(null);
  // Only the owner removes accounts: the others' rows have no Remove.
  const mayRemove = useMayDo('people.remove');

  const act = useToastedAction();
  const remove = async (user: User) => {
    setRemovingId(user._id);
    await act(() => removeUser(user), words.removed, words.removeFailed);
    setRemovingId(null);
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
