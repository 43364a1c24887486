import { userCalls } from '../api/calls';
import { readView } from './status';
import { useCall } from './useCall';
import { useList } from './useList';

/** The users page: searched and paged by the server. */
export const useUsers = () => useList(userCalls.list);

/** One user with their transactions and what they spent. */
export function useUserTransactions(userId: string | undefined) {
  const result = useCall(userCalls.transactions, userId ? { params: { id: userId } } : null);
  return { ...readView(result), data: result.data?.data ?? null };
}
