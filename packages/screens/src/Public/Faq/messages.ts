import type { PageMeta } from '../common/PageMeta';

export const faqMessages = {
  meta: {
    title: 'שאלות נפוצות | תנ״ך מאויר',
    description: 'תשובות לשאלות על המינוי, הקריאה ללא חיבור, האיורים והסימניות באפליקציה.',
    lang: 'he',
  } satisfies PageMeta,
  title: 'שאלות נפוצות',
  lead: 'לא מצאתם תשובה? כתבו לנו דרך עמוד התמיכה.',
};
