import { defineMessages } from '../i18n';

export const toastMessages = defineMessages({
  en: { region: 'Notifications', dismiss: 'Dismiss' },
  he: { region: 'התראות', dismiss: 'סגירת ההתראה' },
});

export type ToastMessages = (typeof toastMessages)['en'];
