import { verbs } from '../../words/verbs';
import type { ScreenMessages } from '../../messages';
import { adminTitles } from '@bible-admin/contract/sectionTitles';

export interface DashboardMessages {
  title: string;
  totalChapters: string;
  totalUsers: string;
  iosUsers: string;
  androidUsers: string;
  totalRevenue: string;
  recentUsers: string;
  recentTransactions: string;
  viewAll: string;
  /** 'iOS User': the device label, then 'User'. */
  deviceUser: (device: string) => string;
  noRecentUsers: string;
  noRecentTransactions: string;
  errorTitle: string;
  errorFallback: string;
  /** A recent transaction's title when the plan it paid for has since been deleted. */
  deletedPlan: string;
  /** A recent transaction's title when the payment named no plan. */
  noPlan: string;
  /** The payer of a transaction whose account is deleted. */
  deletedUser: string;
}

export const dashboardMessages: ScreenMessages<DashboardMessages> = {
  en: {
    title: adminTitles.dashboard.en,
    totalChapters: 'Total Chapters',
    totalUsers: 'Total Users',
    iosUsers: 'iOS Users',
    androidUsers: 'Android Users',
    totalRevenue: 'Total Revenue',
    recentUsers: 'Recent Users',
    recentTransactions: 'Recent Transactions',
    viewAll: verbs.en.showAll,
    deviceUser: (device) => `${device} User`,
    noRecentUsers: 'No users yet',
    noRecentTransactions: 'No transactions yet',
    errorTitle: 'Could not load the dashboard',
    errorFallback: 'Please try again.',
    deletedPlan: 'Deleted plan',
    noPlan: 'No plan',
    deletedUser: 'Deleted user',
  },
  he: {
    title: adminTitles.dashboard.he,
    totalChapters: 'סך הפרקים',
    totalUsers: 'סך המשתמשים',
    iosUsers: 'משתמשי iOS',
    androidUsers: 'משתמשי Android',
    totalRevenue: 'סך ההכנסות',
    recentUsers: 'משתמשים אחרונים',
    recentTransactions: 'עסקאות אחרונות',
    viewAll: verbs.he.showAll,
    deviceUser: (device) => `משתמש ${device}`,
    noRecentUsers: 'אין עדיין משתמשים',
    noRecentTransactions: 'אין עדיין עסקאות',
    errorTitle: 'טעינת לוח הבקרה נכשלה',
    errorFallback: 'יש לנסות שוב.',
    deletedPlan: 'מסלול שנמחק',
    noPlan: 'ללא מסלול',
    deletedUser: 'משתמש שנמחק',
  },
};
