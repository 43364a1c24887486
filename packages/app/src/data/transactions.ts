import { transactionCalls } from '@bible-admin/contract/plain';
import { useList } from './useList';

/** The transactions page: searched and paged by the server. */
export const useTransactions = () => useList(transactionCalls.list);
