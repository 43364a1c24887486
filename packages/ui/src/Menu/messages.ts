import { defineMessages } from '../i18n';

export const menuMessages = defineMessages({
  en: {
    /** The name of the menu, and of its trigger when it shows only the three dots. */
    actions: 'More actions',
  },
  he: {
    actions: 'פעולות נוספות',
  },
});

export type MenuMessages = (typeof menuMessages)['en'];
