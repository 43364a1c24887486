import { defineMessages } from '../i18n';

export const languageSwitchMessages = defineMessages({
  en: {
    /** The group's visible name. */
    label: 'Language',
  },
  he: {
    label: 'שפה',
  },
});

export type LanguageSwitchMessages = (typeof languageSwitchMessages)['en'];
