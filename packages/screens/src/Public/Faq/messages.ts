import type { PublicMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

const he = {
  meta: pageMeta({
    title: 'שאלות נפוצות | תנ״ך מאויר',
    description: 'תשובות לשאלות על המינוי, הקריאה ללא חיבור, האיורים והסימניות באפליקציה.',
    lang: 'he',
  }),
  title: 'שאלות נפוצות',
  lead: 'לא מצאתם תשובה? כתבו לנו דרך עמוד התמיכה.',
};

export const faqMessages: PublicMessages<typeof he> = {
  he,
};
