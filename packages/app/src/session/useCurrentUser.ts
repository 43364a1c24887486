import { authCalls } from '../api/calls';
import { useCall } from '../data/useCall';
import { useSession } from './SessionProvider';

/** The signed-in admin, loaded once per token (and kept while the session lasts). */
export function useCurrentUser() {
  const { token } = useSession();
  const result = useCall(authCalls.currentUser, token ? {} : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return {
    user: result.data?.current_user ?? null,
    error: result.error as unknown,
    loading: result.isLoading,
    retry: () => void result.mutate(),
  };
}
