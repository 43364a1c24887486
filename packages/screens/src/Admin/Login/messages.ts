import type { ScreenMessages } from '../../messages';
import type { SignedOutReason } from './Login';

export interface LoginMessages {
  title: string;
  subtitle: string;
  email: string;
  password: string;
  rememberMe: string;
  signIn: string;
  signingIn: string;
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  invalidCredentials: string;
  /** Not in the spec: a deactivated admin's right password. */
  deactivated: string;
  unreachable: string;
  /** Not in the spec: the way to a forgotten password's page. */
  forgotPassword: string;
  /** A passkey instead of the e-mail and password (issue 32). */
  signInWithPasskey: string;
  /** The notice when a session ended by itself (the spec has no words: ours). */
  signedOut: Record<SignedOutReason, string>;
}

export const loginMessages: ScreenMessages<LoginMessages> = {
  en: {
    title: 'Welcome back',
    subtitle: 'Sign in to access the admin panel',
    email: 'Email address',
    password: 'Password',
    rememberMe: 'Remember me',
    signIn: 'Sign in',
    signingIn: 'Signing in...',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Please enter your password',
    invalidCredentials: 'Invalid username or password. Please try again.',
    deactivated: 'This account has been deactivated. Ask an owner of your team to reactivate it.',
    unreachable: 'Server unreachable. Please try again later.',
    forgotPassword: 'Forgot password?',
    signInWithPasskey: 'Sign in with a passkey',
    signedOut: {
      passwordChanged:
        'You were signed out because your password was changed. Sign in with the new password.',
      sessionEnded: 'You were signed out because this session was ended from another one. Sign in again.',
    },
  },
  he: {
    title: 'ברוכים השבים',
    subtitle: 'יש להתחבר כדי להיכנס לממשק הניהול',
    email: 'כתובת דוא״ל',
    password: 'סיסמה',
    rememberMe: 'לזכור אותי',
    signIn: 'התחברות',
    signingIn: 'מתחבר...',
    emailRequired: 'יש להזין כתובת דוא״ל',
    emailInvalid: 'יש להזין כתובת דוא״ל תקינה',
    passwordRequired: 'יש להזין סיסמה',
    invalidCredentials: 'שם המשתמש או הסיסמה שגויים. יש לנסות שוב.',
    deactivated: 'החשבון הזה הושבת. יש לפנות לבעלים של הצוות כדי להפעיל אותו מחדש.',
    unreachable: 'אין חיבור לשרת. יש לנסות שוב מאוחר יותר.',
    forgotPassword: 'שכחת את הסיסמה?',
    signInWithPasskey: 'התחברות עם מפתח גישה',
    signedOut: {
      passwordChanged: 'נותקת מהמערכת כי הסיסמה שלך שונתה. יש להתחבר עם הסיסמה החדשה.',
      sessionEnded: 'נותקת מהמערכת כי החיבור הזה נותק מחיבור אחר. יש להתחבר שוב.',
    },
  },
};
