import type { PublicMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

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

export const supportMessages: PublicMessages<typeof he> = {
  he,
};
