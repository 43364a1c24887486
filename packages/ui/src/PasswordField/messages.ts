import { defineMessages } from '../i18n';

/** The show/hide toggle's names: what pressing it will do. */
export const passwordFieldMessages = defineMessages({
  en: { show: 'Show password', hide: 'Hide password' },
  he: { show: 'הצגת הסיסמה', hide: 'הסתרת הסיסמה' },
});

export type PasswordFieldMessages = (typeof passwordFieldMessages)['en'];
