import type { Locale } from '@bible-admin/contract/plain';
import type { ScreenMessages } from '../../messages';
import { loginMessages } from '../Login/messages';
import { profileMessages } from '../Profile/messages';

// The spec has no words for this page: ours, in both languages; the password fields and their rules are the
// Profile's "Change Password" ones, so a new password is asked for in one way.
export interface ResetPasswordMessages {
  title: string;
  subtitle: string;
  checking: string;
  newPassword: string;
  newPasswordHelp: string;
  confirmPassword: string;
  newRequired: string;
  newTooShort: string;
  newTooLong: string;
  confirmRequired: string;
  mismatch: string;
  save: string;
  saving: string;
  doneTitle: string;
  done: string;
  signIn: string;
  /** Why the link opens nothing: each said, nothing else offered. */
  linkTitle: string;
  expired: string;
  used: string;
  superseded: string;
  invalid: string;
  backToSignIn: string;
  unreachable: string;
}

const shared = (locale: Locale) => {
  const profile = profileMessages[locale];
  return {
    newPassword: profile.newPassword,
    newPasswordHelp: profile.newPasswordHelp,
    confirmPassword: profile.confirmPassword,
    newRequired: profile.newRequired,
    newTooShort: profile.newTooShort,
    newTooLong: profile.newTooLong,
    confirmRequired: profile.confirmRequired,
    mismatch: profile.rules.password_confirmation_mismatch,
    signIn: loginMessages[locale].signIn,
    unreachable: loginMessages[locale].unreachable,
  };
};

export const resetPasswordMessages: ScreenMessages<ResetPasswordMessages> = {
  en: {
    ...shared('en'),
    title: 'Choose a new password',
    subtitle: 'Setting it signs you out everywhere you are signed in.',
    checking: 'Checking the link...',
    save: 'Set password',
    saving: 'Saving...',
    doneTitle: 'Password changed',
    done: 'Your password was changed. Sign in with the new one.',
    linkTitle: 'This link cannot be used',
    expired: 'This link has expired: links work for 30 minutes. Ask for a new one from the sign-in page.',
    used: 'This link has already been used. Each link works once.',
    superseded: 'A newer link was sent since this one. Use the latest e-mail.',
    invalid: 'This link is not valid. Check that it was copied whole.',
    backToSignIn: 'Back to sign in',
  },
  he: {
    ...shared('he'),
    title: 'בחירת סיסמה חדשה',
    subtitle: 'בחירת סיסמה חדשה מנתקת אותך מכל המכשירים שבהם התחברת.',
    checking: 'בודק את הקישור...',
    save: 'שמירת הסיסמה',
    saving: 'שומר...',
    doneTitle: 'הסיסמה שונתה',
    done: 'הסיסמה שלך שונתה. אפשר להתחבר עם הסיסמה החדשה.',
    linkTitle: 'לא ניתן להשתמש בקישור הזה',
    expired: 'פג תוקפו של הקישור: קישור פועל 30 דקות. אפשר לבקש קישור חדש מדף ההתחברות.',
    used: 'בקישור הזה כבר נעשה שימוש. כל קישור פועל פעם אחת.',
    superseded: 'מאז נשלח קישור חדש יותר. השתמשו בהודעה האחרונה.',
    invalid: 'הקישור אינו תקין. בדקו שהועתק במלואו.',
    backToSignIn: 'חזרה להתחברות',
  },
};
