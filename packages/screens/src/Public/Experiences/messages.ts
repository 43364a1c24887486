import type { ScreenMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

// The public site is Hebrew first; English is its faithful translation.
const he = {
  meta: pageMeta({
    title: 'חוויות | תנ״ך מאויר',
    description: 'איך נראית קריאה בתנ״ך מאויר: איורים, קריינות, לימוד והשראה יומית, ומה מספרים הקוראים.',
    lang: 'he',
  }),
  title: 'חוויות',
  lead: 'ככה נראים הבוקר, הנסיעה והערב עם ספר בראשית בכיס.',
};

export const experiencesMessages: ScreenMessages<typeof he> = {
  en: {
    meta: pageMeta({
      title: 'Experiences | The Illustrated Bible',
      description:
        'What reading the Illustrated Bible looks like: illustrations, narration, study and daily inspiration, and what readers say.',
      lang: 'en',
    }),
    title: 'Experiences',
    lead: 'This is what mornings, commutes and evenings look like with the Book of Genesis in your pocket.',
  },
  he,
};
