import type { PageMeta } from '../common/PageMeta';

export const supportMessages = {
  meta: {
    title: 'תמיכה | תנ״ך מאויר',
    description: 'איך יוצרים איתנו קשר: טלפון ודוא״ל של צוות התמיכה של תנ״ך מאויר.',
    lang: 'he',
  } satisfies PageMeta,
  title: 'תמיכה',
  lead: 'יש שאלה, הצעה או תקלה? נשמח לעזור.',
  phone: 'טלפון',
  email: 'דוא״ל',
  loading: 'טוען את פרטי הקשר…',
  failed: 'לא הצלחנו לטעון את פרטי הקשר. נסו לרענן את העמוד בעוד רגע.',
  faqHint: 'אולי התשובה כבר מחכה לכם בשאלות הנפוצות:',
  faqLink: 'לשאלות הנפוצות',
};
