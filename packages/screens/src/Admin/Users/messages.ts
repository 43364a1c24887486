import { verbs } from '../../words/verbs';
import type { ScreenMessages } from '../../messages';
import { adminTitles } from '@bible-admin/contract/sectionTitles';

export interface UsersMessages {
  title: string;
  searchPlaceholder: string;
  searchLabel: string;
  tableLabel: string;
  number: string;
  user: string;
  joined: string;
  email: string;
  status: string;
  plan: string;
  device: string;
  actions: string;
  view: string;
  /** Name of a row's View button for assistive technology: 'View Moshe Cohen'. */
  viewUser: (name: string) => string;
  free: string;
  noResults: string;
  noUsers: string;
  errorTitle: string;
  detailsTitle: string;
  joinedDate: string;
  close: string;
  /** The details dialog's link to the user's transactions page. */
  viewTransactions: string;
  remove: string;
  /** Name of a row's Remove button for assistive technology: 'Remove Moshe Cohen'. */
  removeUser: (name: string) => string;
  /** The spec's Remove User dialog. */
  removeTitle: string;
  removeMessage: (name: string) => string;
  cancel: string;
  removing: string;
}

export const usersMessages: ScreenMessages<UsersMessages> = {
  en: {
    title: adminTitles.users.en,
    searchPlaceholder: 'Search users...',
    searchLabel: 'Search users',
    tableLabel: 'Users',
    number: '#',
    user: 'User',
    joined: 'Joined:',
    email: 'Email',
    status: 'Status',
    plan: 'Plan',
    device: 'Device',
    actions: 'Actions',
    view: 'View',
    viewUser: (name) => `View ${name}`,
    free: 'Free',
    noResults: 'No users found matching your search',
    noUsers: 'No users yet',
    errorTitle: 'Could not load users',
    detailsTitle: 'User Details',
    joinedDate: 'Joined',
    close: verbs.en.close,
    viewTransactions: 'View Transactions',
    remove: verbs.en.remove,
    removeUser: (name) => `Remove ${name}`,
    removeTitle: 'Are you sure?',
    removeMessage: (name) => `You are about to remove ${name}. This action cannot be undone.`,
    cancel: verbs.en.cancel,
    removing: 'Removing...',
  },
  he: {
    title: adminTitles.users.he,
    searchPlaceholder: 'חיפוש משתמשים...',
    searchLabel: 'חיפוש משתמשים',
    tableLabel: 'משתמשים',
    number: '#',
    user: 'משתמש',
    joined: 'הצטרפות:',
    email: 'דוא״ל',
    status: 'סטטוס',
    plan: 'מסלול',
    device: 'מכשיר',
    actions: 'פעולות',
    view: 'הצגה',
    viewUser: (name) => `הצגה: ${name}`,
    free: 'חינם',
    noResults: 'לא נמצאו משתמשים התואמים לחיפוש',
    noUsers: 'אין עדיין משתמשים',
    errorTitle: 'טעינת המשתמשים נכשלה',
    detailsTitle: 'פרטי המשתמש',
    joinedDate: 'תאריך הצטרפות',
    close: verbs.he.close,
    viewTransactions: 'הצגת העסקאות',
    remove: verbs.he.remove,
    removeUser: (name) => `הסרה: ${name}`,
    removeTitle: 'להסיר את המשתמש?',
    removeMessage: (name) => `המשתמש ${name} יוסר. לא ניתן לבטל פעולה זו.`,
    cancel: verbs.he.cancel,
    removing: 'מסיר...',
  },
};
