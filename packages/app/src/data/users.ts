import type { User } from '@bible-admin/contract';
import { dashboardCalls, transactionCalls, userCalls } from '@bible-admin/contract/plain';
import { call } from '../api/client';
import { useList, usePagedCall } from './useList';
import { useRevalidate } from './useCall';

/** The users page: searched and paged by the server. */
export const useUsers = () => useList(userCalls.list);

/** One user, a page of their transactions (searched and paged by the server) and what they spent. */
export function useUserTransactions(userId: string) {
  const paged = usePagedCall(userCalls.transactions, { id: userId });
  return { ...paged, data: paged.reply?.data ?? null };
}

/** Removes an end user; the lists that showed them (users, transactions' payers, the totals) are read again. */
export function useRemoveUser() {
  const revalidate = useRevalidate();
  return async (user: User) => {
    await call(userCalls.remove, { params: { id: user._id } });
    await revalidate(userCalls.list, transactionCalls.list, dashboardCalls.dashboard);
  };
}
