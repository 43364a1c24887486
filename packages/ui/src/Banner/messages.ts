import { defineMessages } from '../i18n';

export const bannerMessages = defineMessages({
  en: { close: 'Close' },
  he: { close: 'סגירה' },
});

export type BannerMessages = (typeof bannerMessages)['en'];
