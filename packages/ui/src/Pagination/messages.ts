import { defineMessages } from '../i18n';

/** Pagination's words; `range` gets the isolated '1–50' and the total already formatted. */
export const paginationMessages = defineMessages({
  en: {
    navigation: 'Pagination',
    range: (range: string, total: string) => `${range} of ${total}`,
    moreThan: (count: string) => `more than ${count}`,
    previous: 'Previous',
    next: 'Next',
    page: (page: string) => `Page ${page}`,
  },
  he: {
    navigation: 'עימוד',
    range: (range: string, total: string) => `${range} מתוך ${total}`,
    moreThan: (count: string) => `יותר מ־${count}`,
    previous: 'הקודם',
    next: 'הבא',
    page: (page: string) => `עמוד ${page}`,
  },
});

export type PaginationMessages = (typeof paginationMessages)['en'];
