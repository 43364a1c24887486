import type { ScreenMessages } from '../messages';

/**
 * The verbs every screen's buttons say, and the words a busy button shows, once per language: a screen's
 * messages take them from here, so Cancel is one word wherever it is read.
 */
export interface Verbs {
  cancel: string;
  save: string;
  edit: string;
  remove: string;
  delete: string;
  close: string;
  retry: string;
  showAll: string;
  loading: string;
  saving: string;
  updating: string;
}

export const verbs: ScreenMessages<Verbs> = {
  en: {
    cancel: 'Cancel',
    save: 'Save',
    edit: 'Edit',
    remove: 'Remove',
    delete: 'Delete',
    close: 'Close',
    retry: 'Retry',
    showAll: 'View All',
    loading: 'Loading...',
    saving: 'Saving...',
    updating: 'Updating...',
  },
  he: {
    cancel: 'ביטול',
    save: 'שמירה',
    edit: 'עריכה',
    remove: 'הסרה',
    delete: 'מחיקה',
    close: 'סגירה',
    retry: 'ניסיון חוזר',
    showAll: 'הצגת הכול',
    loading: 'טוען...',
    saving: 'שומר...',
    updating: 'מעדכן...',
  },
};
