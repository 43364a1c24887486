import { defineMessages } from '@bible-admin/ui';

/** The unsaved-changes dialog's words. */
export const unsavedChangesMessages = defineMessages({
  en: {
    title: 'Leave this page?',
    message: 'Your changes will be lost.',
    stay: 'Stay',
    leave: 'Leave',
  },
  he: {
    title: 'לעזוב את הדף?',
    message: 'השינויים שלא נשמרו יאבדו.',
    stay: 'להישאר',
    leave: 'לעזוב',
  },
});
