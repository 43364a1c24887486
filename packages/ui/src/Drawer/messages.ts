import { defineMessages } from '../i18n';

export const drawerMessages = defineMessages({
  en: { close: 'Close' },
  he: { close: 'סגירה' },
});

export type DrawerMessages = (typeof drawerMessages)['en'];
