import { verbs } from '../../../words/verbs';
import type { ScreenMessages } from '../../../messages';

export interface ExportMessages {
  /** The button that downloads the list's current search, every page of it. */
  export: string;
  /** While it downloads: how many rows have arrived ('12,345'). */
  exporting: (rows: string) => string;
  cancel: string;
  /** The Cancel button's name for assistive technology. */
  cancelExport: string;
  failed: string;
}

export const exportMessages: ScreenMessages<ExportMessages> = {
  en: {
    export: 'Export CSV',
    exporting: (rows) => `Exporting: ${rows} rows so far`,
    cancel: verbs.en.cancel,
    cancelExport: 'Cancel the export',
    failed: 'The export failed.',
  },
  he: {
    export: 'ייצוא לקובץ',
    exporting: (rows) => `מייצאים: ${rows} שורות עד כה`,
    cancel: verbs.he.cancel,
    cancelExport: 'ביטול הייצוא',
    failed: 'הייצוא נכשל.',
  },
};
