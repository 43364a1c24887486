import { defineMessages } from '../i18n';

export const spinnerMessages = defineMessages({
  en: { loading: 'Loading' },
  he: { loading: 'טוען' },
});

export type SpinnerMessages = (typeof spinnerMessages)['en'];
