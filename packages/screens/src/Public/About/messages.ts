import type { ScreenMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

// The public site is Hebrew first; English is its faithful translation.
const he = {
  meta: pageMeta({
    title: 'אודות | תנ״ך מאויר',
    description: 'מי אנחנו ולמה בנינו אפליקציה שמחיה את ספר בראשית באיורים ובקריינות.',
    lang: 'he',
  }),
  title: 'אודות',
  lead: 'צוות קטן של מפתחים, מאיירים וחובבי תנ״ך.',
  paragraphs: [
    'התחלנו מתוך רצון פשוט: שכל אחד, בכל גיל, יוכל לפתוח את ספר בראשית ולהרגיש את הסיפורים. לכן כל פרק באפליקציה מלווה באיורים מקוריים, בקריינות מקצועית ובכלי לימוד נוחים.',
    'העמוד הזה עוד בבנייה. בקרוב נספר כאן יותר על הצוות, על המאיירים ועל המחקר שמאחורי כל תמונה.',
  ],
};

export const aboutMessages: ScreenMessages<typeof he> = {
  en: {
    meta: pageMeta({
      title: 'About | The Illustrated Bible',
      description:
        'Who we are and why we built an app that brings the Book of Genesis to life with illustrations and narration.',
      lang: 'en',
    }),
    title: 'About',
    lead: 'A small team of developers, illustrators and Bible lovers.',
    paragraphs: [
      'We started from a simple wish: that anyone, of any age, could open the Book of Genesis and feel its stories. That is why every chapter in the app comes with original illustrations, professional narration and handy study tools.',
      'This page is still being built. Soon we will tell you more here about the team, the illustrators and the research behind every picture.',
    ],
  },
  he,
};
