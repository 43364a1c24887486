import { defineMessages } from '../i18n';

export const searchInputMessages = defineMessages({
  en: { search: 'Search', clear: 'Clear search' },
  he: { search: 'חיפוש', clear: 'ניקוי החיפוש' },
});

export type SearchInputMessages = (typeof searchInputMessages)['en'];
