import type { ScreenMessages } from '../../../messages';

export interface ExportMessages {
  /** The button that downloads the list's current search, every page of it. */
  export: string;
  /** While the server prepares the file's download link. */
  preparing: string;
  /** Once the browser has the link: the file and its progress are the browser's. */
  started: string;
  failed: string;
}

export const exportMessages: ScreenMessages<ExportMessages> = {
  en: {
    export: 'Export CSV',
    preparing: 'Preparing the file…',
    started: 'The download has started: your browser shows its progress.',
    failed: 'The export failed.',
  },
  he: {
    export: 'ייצוא לקובץ',
    preparing: 'מכינים את הקובץ…',
    started: 'ההורדה התחילה: הדפדפן מציג את ההתקדמות.',
    failed: 'הייצוא נכשל.',
  },
};
