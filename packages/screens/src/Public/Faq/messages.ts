import type { ScreenMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

// The public site is Hebrew first; English is its faithful translation.
const he = {
  meta: pageMeta({
    title: 'שאלות נפוצות | תנ״ך מאויר',
    description: 'תשובות לשאלות על המינוי, הקריאה ללא חיבור, האיורים והסימניות באפליקציה.',
    lang: 'he',
  }),
  title: 'שאלות נפוצות',
  lead: 'לא מצאתם תשובה? כתבו לנו דרך עמוד התמיכה.',
};

export const faqMessages: ScreenMessages<typeof he> = {
  en: {
    meta: pageMeta({
      title: 'FAQ | The Illustrated Bible',
      description:
        'Answers to questions about the subscription, offline reading, the illustrations and bookmarks in the app.',
      lang: 'en',
    }),
    title: 'Frequently asked questions',
    lead: 'Did not find an answer? Write to us through the support page.',
  },
  he,
};
