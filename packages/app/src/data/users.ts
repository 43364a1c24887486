import { userCalls } from '@bible-admin/contract/plain';
import { useList, usePagedCall } from './useList';

/** The users page: searched and paged by the server. */
export const useUsers = () => useList(userCalls.list);

/** One user, a page of their transactions (searched and paged by the server) and what they spent. */
export function useUserTransactions(userId: string) {
  const paged = usePagedCall(userCalls.transactions, { id: userId });
  return { ...paged, data: paged.reply?.data ?? null };
}
