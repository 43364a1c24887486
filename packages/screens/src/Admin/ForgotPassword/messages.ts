import type { ScreenMessages } from '../../messages';
import { loginMessages } from '../Login/messages';

// The spec has no words for these pages: ours, in both languages; the field and its rules are the sign-in's.
export interface ForgotPasswordMessages {
  title: string;
  subtitle: string;
  email: string;
  emailRequired: string;
  emailInvalid: string;
  send: string;
  sending: string;
  sentTitle: string;
  /** The same words whatever the address: whether it is an admin's is never said. */
  sent: string;
  backToSignIn: string;
  unreachable: string;
}

const login = (locale: 'en' | 'he') => {
  const { email, emailRequired, emailInvalid, unreachable } = loginMessages[locale];
  return { email, emailRequired, emailInvalid, unreachable };
};

export const forgotPasswordMessages: ScreenMessages<ForgotPasswordMessages> = {
  en: {
    ...login('en'),
    title: 'Forgot your password?',
    subtitle:
      'Enter the e-mail address of your admin account and we will send you a link to choose a new password.',
    send: 'Send link',
    sending: 'Sending...',
    sentTitle: 'Check your e-mail',
    sent: 'If an admin account uses this address, an e-mail with a link to choose a new password is on its way. The link works once, for 30 minutes.',
    backToSignIn: 'Back to sign in',
  },
  he: {
    ...login('he'),
    title: 'שכחת את הסיסמה?',
    subtitle: 'יש להזין את כתובת הדוא״ל של חשבון הניהול, ונשלח קישור לבחירת סיסמה חדשה.',
    send: 'שליחת קישור',
    sending: 'שולח...',
    sentTitle: 'כדאי לבדוק את הדוא״ל',
    sent: 'אם חשבון ניהול משתמש בכתובת הזו, נשלחה אליה הודעה עם קישור לבחירת סיסמה חדשה. הקישור פועל פעם אחת, במשך 30 דקות.',
    backToSignIn: 'חזרה להתחברות',
  },
};
