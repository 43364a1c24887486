import type { ScreenMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

// The public site is Hebrew first; English is its faithful translation.
const he = {
  meta: pageMeta({
    title: 'תמיכה | תנ״ך מאויר',
    description: 'איך יוצרים איתנו קשר: טלפון ודוא״ל של צוות התמיכה של תנ״ך מאויר.',
    lang: 'he',
  }),
  title: 'תמיכה',
  lead: 'יש שאלה, הצעה או תקלה? נשמח לעזור.',
  phone: 'טלפון',
  email: 'דוא״ל',
  loading: 'טוען את פרטי הקשר…',
  failed: 'לא הצלחנו לטעון את פרטי הקשר. נסו לרענן את העמוד בעוד רגע.',
  faqHint: 'אולי התשובה כבר מחכה לכם בשאלות הנפוצות:',
  faqLink: 'לשאלות הנפוצות',
};

export const supportMessages: ScreenMessages<typeof he> = {
  en: {
    meta: pageMeta({
      title: 'Support | The Illustrated Bible',
      description: 'How to reach us: the phone number and e-mail of the Illustrated Bible support team.',
      lang: 'en',
    }),
    title: 'Support',
    lead: 'A question, a suggestion or a problem? We are happy to help.',
    phone: 'Phone',
    email: 'Email',
    loading: 'Loading the contact details…',
    failed: 'We could not load the contact details. Try refreshing the page in a moment.',
    faqHint: 'Perhaps the answer is already waiting for you in the FAQ:',
    faqLink: 'To the FAQ',
  },
  he,
};
