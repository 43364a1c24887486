import type { ScreenMessages } from '../../messages';

/** The password asked again before a guarded change (issue 31; the spec has no words for it: ours). */
export interface ConfirmPasswordMessages {
  title: string;
  message: string;
  password: string;
  passwordRequired: string;
  confirm: string;
  confirming: string;
  cancel: string;
}

export const confirmPasswordMessages: ScreenMessages<ConfirmPasswordMessages> = {
  en: {
    title: 'Confirm your password',
    message: 'For your security, enter your current password to make this change.',
    password: 'Current Password',
    passwordRequired: 'Current Password is required',
    confirm: 'Confirm',
    confirming: 'Confirming...',
    cancel: 'Cancel',
  },
  he: {
    title: 'אישור הסיסמה',
    message: 'לשם אבטחה, יש להזין את הסיסמה הנוכחית כדי לבצע את השינוי.',
    password: 'סיסמה נוכחית',
    passwordRequired: 'יש להזין את הסיסמה הנוכחית',
    confirm: 'אישור',
    confirming: 'מאשר...',
    cancel: 'ביטול',
  },
};
