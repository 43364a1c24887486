import type { ScreenMessages } from '../../messages';
import { adminTitles } from '@bible-admin/contract/sectionTitles';

export interface TransactionsMessages {
  title: string;
  searchPlaceholder: string;
  searchLabel: string;
  tableLabel: string;
  number: string;
  user: string;
  /** The payer of a deleted account (the server sends it with no id). */
  deletedUser: string;
  amount: string;
  status: string;
  date: string;
  noResults: string;
  noTransactions: string;
  errorTitle: string;
}

export const transactionsMessages: ScreenMessages<TransactionsMessages> = {
  en: {
    title: adminTitles.transactions.en,
    searchPlaceholder: 'Search transactions...',
    searchLabel: 'Search transactions',
    tableLabel: 'Transactions',
    number: '#',
    user: 'User',
    deletedUser: 'Deleted user',
    amount: 'Amount',
    status: 'Status',
    date: 'Date',
    noResults: 'No transactions found matching your search',
    noTransactions: 'No transactions yet',
    errorTitle: 'Could not load transactions',
  },
  he: {
    title: adminTitles.transactions.he,
    searchPlaceholder: 'חיפוש עסקאות...',
    searchLabel: 'חיפוש עסקאות',
    tableLabel: 'עסקאות',
    number: '#',
    user: 'משתמש',
    deletedUser: 'משתמש שנמחק',
    amount: 'סכום',
    status: 'סטטוס',
    date: 'תאריך',
    noResults: 'לא נמצאו עסקאות התואמות לחיפוש',
    noTransactions: 'אין עדיין עסקאות',
    errorTitle: 'טעינת העסקאות נכשלה',
  },
};
