import { defineMessages } from '../i18n';

export const errorStateMessages = defineMessages({
  en: { title: 'Something went wrong', retry: 'Retry' },
  he: { title: 'משהו השתבש', retry: 'ניסיון חוזר' },
});

export type ErrorStateMessages = (typeof errorStateMessages)['en'];
