import type { Locale } from '../constants';
import type { TransactionCsvColumn } from '../exportRows';

/**
 * A transaction's fields in each language, keyed by the transactions export's columns: the CSV's header
 * row. Every language names every field (a missing one does not compile). English is the spec's column names.
 */
export const transactionLabels: Readonly<Record<Locale, Readonly<Record<TransactionCsvColumn, string>>>> = {
  en: {
    id: 'ID',
    user_name: 'User',
    user_email: 'Email',
    amount: 'Amount',
    currency: 'Currency',
    status: 'Status',
    payment_method: 'Payment Method',
    created_at: 'Date',
  },
  he: {
    id: 'מזהה',
    user_name: 'משתמש',
    user_email: 'דוא״ל',
    amount: 'סכום',
    currency: 'מטבע',
    status: 'סטטוס',
    payment_method: 'אמצעי תשלום',
    created_at: 'תאריך',
  },
};
