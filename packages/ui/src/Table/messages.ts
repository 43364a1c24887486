import { defineMessages } from '../i18n';

export const tableMessages = defineMessages({
  en: {
    /** Header of the row-number column. */
    rowNumber: '#',
    /** The empty row when the screen gives no message of its own. */
    noResults: 'No results',
    /** Describes the table while skeleton rows stand in for its data. */
    loading: 'Loading rows',
  },
  he: {
    rowNumber: '#',
    noResults: 'אין תוצאות',
    loading: 'השורות נטענות',
  },
});

export type TableMessages = (typeof tableMessages)['en'];
