import type { Locale } from '../constants';
import type { UserCsvColumn } from '../exportRows';

/**
 * An end user's fields in each language, keyed by the users export's columns: the CSV's header row. Every
 * language names every field (a missing one does not compile). English is the spec's column names.
 */
export const userLabels: Readonly<Record<Locale, Readonly<Record<UserCsvColumn, string>>>> = {
  en: {
    id: 'ID',
    name: 'User',
    email: 'Email',
    status: 'Status',
    plan: 'Plan',
    device: 'Device',
    created_at: 'Joined',
  },
  he: {
    id: 'מזהה',
    name: 'משתמש',
    email: 'דוא״ל',
    status: 'סטטוס',
    plan: 'מסלול',
    device: 'מכשיר',
    created_at: 'תאריך הצטרפות',
  },
};
