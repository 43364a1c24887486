import type { Locale } from '@bible-admin/contract';
import { composeMessage, type MailMessage } from './message';

/** The reset e-mail's words, in each language an account may choose (the spec has none for it). */
const words: Record<Locale, { subject: string; paragraphs: (minutes: number) => string[]; action: string }> =
  {
    en: {
      subject: 'Reset your password',
      paragraphs: (minutes) => [
        'Someone asked to reset the password of your Bible Admin account. If it was you, choose a new password with the link below.',
        `The link works once, for ${minutes} minutes. Setting a new password signs you out everywhere.`,
        'If you did not ask, ignore this e-mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
    he: {
      subject: 'איפוס הסיסמה שלך',
      paragraphs: (minutes) => [
        'התקבלה בקשה לאפס את הסיסמה של חשבון הניהול שלך. אם הבקשה שלך, בחרו סיסמה חדשה בקישור שלמטה.',
        `הקישור פועל פעם אחת, במשך ${minutes} דקות. בחירת סיסמה חדשה מנתקת אותך מכל המכשירים.`,
        'אם לא ביקשת, אפשר להתעלם מהודעה זו: הסיסמה שלך לא תשתנה.',
      ],
      action: 'בחירת סיסמה חדשה',
    },
  };

/** The message that carries a reset link to an admin, in the account's language. */
export function passwordResetMail(to: string, locale: Locale, url: string, minutes: number): MailMessage {
  const { subject, paragraphs, action } = words[locale];
  return composeMessage({
    to,
    locale,
    subject,
    paragraphs: paragraphs(minutes),
    action: { label: action, url },
  });
}
