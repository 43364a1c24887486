export { defineMessages, uiLocaleOf, useUILocale, useMessages } from './messages';
export type { UILocale, Messages, MessageTable } from './messages';
