import { authCalls } from '@bible-admin/contract/plain';
import type { CurrentUser } from '@bible-admin/contract';
import { useCall } from '../data/useCall';
import { replaceLoaded } from '../data/versions';
import { useAdminToken } from './useAdminToken';

/** The signed-in admin, loaded once per token (and kept while the session lasts). */
export function useCurrentUser() {
  const token = useAdminToken();
  const result = useCall(authCalls.currentUser, token ? {} : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return {
    user: result.data?.current_user ?? null,
    error: result.error as unknown,
    loading: result.isLoading,
    retry: () => void result.mutate(),
    /** Load theirs: the profile form starts again from the account as stored. */
    replace: (user: CurrentUser) => replaceLoaded(result.mutate, 'current_user', user),
  };
}
