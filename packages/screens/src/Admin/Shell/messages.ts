import type { ScreenMessages } from '../../messages';
import type { ShellSection } from './activeSection';

export interface ShellMessages {
  brand: string;
  sections: Record<ShellSection, string>;
  navigation: string;
  openNavigation: string;
  /** Shown when the signed-in user has no name. */
  fallbackName: string;
  userMenu: string;
  profile: string;
  logout: string;
}

export const shellMessages: ScreenMessages<ShellMessages> = {
  en: {
    brand: 'Bible Admin',
    sections: {
      dashboard: 'Dashboard',
      chapters: 'Chapters',
      users: 'Users',
      transactions: 'Transactions',
      plans: 'Plans & Pricing',
      settings: 'Settings',
      auditLog: 'Audit log',
    },
    navigation: 'Main navigation',
    openNavigation: 'Open navigation',
    fallbackName: 'Admin',
    userMenu: 'User menu',
    profile: 'Profile',
    logout: 'Logout',
  },
  he: {
    brand: 'ניהול התנ״ך',
    sections: {
      dashboard: 'לוח בקרה',
      chapters: 'פרקים',
      users: 'משתמשים',
      transactions: 'עסקאות',
      plans: 'מסלולים ומחירים',
      settings: 'הגדרות',
      auditLog: 'יומן פעולות',
    },
    navigation: 'ניווט ראשי',
    openNavigation: 'פתיחת הניווט',
    fallbackName: 'מנהל',
    userMenu: 'תפריט המשתמש',
    profile: 'פרופיל',
    logout: 'התנתקות',
  },
};
