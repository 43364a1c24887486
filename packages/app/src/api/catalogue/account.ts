import type { UILocale } from '@bible-admin/ui';

/** The account-deletion page's words, per language: its end-user login failed (see ./index.ts). */
export const accountWords: Record<UILocale, { login: { invalidResponse: string; failed: string } }> = {
  en: {
    login: {
      invalidResponse: 'Invalid response from server.',
      failed: 'Login failed. Please try again.',
    },
  },
  he: {
    login: {
      invalidResponse: 'התשובה מהשרת אינה תקינה.',
      failed: 'ההתחברות נכשלה. נסו שוב.',
    },
  },
};
