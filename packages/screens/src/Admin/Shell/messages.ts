import type { ScreenMessages } from '../../messages';

export interface ShellMessages {
  brand: string;
  navigation: string;
  openNavigation: string;
  /** Shown when the signed-in user has no name. */
  fallbackName: string;
  userMenu: string;
  logout: string;
}

export const shellMessages: ScreenMessages<ShellMessages> = {
  en: {
    brand: 'Bible Admin',
    navigation: 'Main navigation',
    openNavigation: 'Open navigation',
    fallbackName: 'Admin',
    userMenu: 'User menu',
    logout: 'Logout',
  },
  he: {
    brand: 'ניהול התנ״ך',
    navigation: 'ניווט ראשי',
    openNavigation: 'פתיחת הניווט',
    fallbackName: 'מנהל',
    userMenu: 'תפריט המשתמש',
    logout: 'התנתקות',
  },
};
