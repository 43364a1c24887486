import type { AdminRole, Locale } from '@bible-admin/contract';
import { composeMessage, type MailMessage } from '../mail/message';

/** The invitation e-mail's words, in each admin language. */
const words: Record<
  Locale,
  {
    subject: string;
    roles: Record<AdminRole, string>;
    body: (inviter: string, role: string, hours: number) => string[];
    action: string;
  }
> = {
  en: {
    subject: 'You are invited to Bible Admin',
    roles: { owner: 'Owner', editor: 'Editor', support: 'Support' },
    body: (inviter, role, hours) => [
      `${inviter} invited you to the Bible Admin team as ${role}.`,
      `Open the link to choose your name and password. It works once, for ${hours} hours.`,
    ],
    action: 'Accept the invitation',
  },
  he: {
    subject: 'הוזמנת לצוות ניהול התנ״ך',
    roles: { owner: 'בעלים', editor: 'עריכה', support: 'תמיכה' },
    body: (inviter, role, hours) => [
      `${inviter} הזמין/ה אותך לצוות ניהול התנ״ך בתפקיד ${role}.`,
      `פתחו את הקישור כדי לבחור שם וסיסמה. הוא פועל פעם אחת, במשך ${hours} שעות.`,
    ],
    action: 'קבלת ההזמנה',
  },
};

/** The invitation to `to`, in the language the inviting owner chose for it, with its one link. */
export function invitationMessage(input: {
  to: string;
  locale: Locale;
  role: AdminRole;
  inviter: string;
  url: string;
  hours: number;
}): MailMessage {
  const text = words[input.locale];
  return composeMessage({
    to: input.to,
    locale: input.locale,
    subject: text.subject,
    paragraphs: text.body(input.inviter, text.roles[input.role], input.hours),
    action: { label: text.action, url: input.url },
  });
}
