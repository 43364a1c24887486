import type { ScreenMessages } from '../../messages';

export interface UserTransactionsMessages {
  back: string;
  joined: string;
  totalSpent: string;
  history: string;
  searchPlaceholder: string;
  searchLabel: string;
  transactionId: string;
  date: string;
  paymentMethod: string;
  amount: string;
  status: string;
  noTransactions: string;
  noResults: string;
  errorTitle: string;
}

export const userTransactionsMessages: ScreenMessages<UserTransactionsMessages> = {
  en: {
    back: 'Back to Transactions',
    joined: 'Joined',
    totalSpent: 'Total Spent',
    history: 'Transaction History',
    searchPlaceholder: 'Search transactions...',
    searchLabel: 'Search this user’s transactions',
    transactionId: 'Transaction ID',
    date: 'Date',
    paymentMethod: 'Payment Method',
    amount: 'Amount',
    status: 'Status',
    noTransactions: 'No transactions found',
    noResults: 'No transactions found matching your search',
    errorTitle: 'Could not load this user’s transactions',
  },
  he: {
    back: 'חזרה לעסקאות',
    joined: 'הצטרפות:',
    totalSpent: 'סך התשלומים',
    history: 'היסטוריית עסקאות',
    searchPlaceholder: 'חיפוש עסקאות...',
    searchLabel: 'חיפוש בעסקאות של המשתמש',
    transactionId: 'מזהה עסקה',
    date: 'תאריך',
    paymentMethod: 'אמצעי תשלום',
    amount: 'סכום',
    status: 'סטטוס',
    noTransactions: 'לא נמצאו עסקאות',
    noResults: 'לא נמצאו עסקאות התואמות לחיפוש',
    errorTitle: 'טעינת העסקאות של המשתמש נכשלה',
  },
};
