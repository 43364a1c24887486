import { defineMessages } from '../i18n';

export const modalMessages = defineMessages({
  en: { close: 'Close' },
  he: { close: 'סגירה' },
});
export type ModalMessages = (typeof modalMessages)['en'];

export const confirmDialogMessages = defineMessages({
  en: { confirm: 'Confirm', cancel: 'Cancel' },
  he: { confirm: 'אישור', cancel: 'ביטול' },
});
export type ConfirmDialogMessages = (typeof confirmDialogMessages)['en'];
