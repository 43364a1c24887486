import { mayDo, type Permission } from '@bible-admin/contract/plain';
import { useCurrentUser } from './useCurrentUser';

/**
 * Whether the signed-in admin's role holds a permission: a page shows only the actions it allows (the
 * server refuses the others all the same).
 */
export function useMayDo(permission: Permission): boolean {
  const role = useCurrentUser().user?.admin_role;
  return role ? mayDo(role, permission) : false;
}
