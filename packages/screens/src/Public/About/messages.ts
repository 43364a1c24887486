import type { PublicMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

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

export const aboutMessages: PublicMessages<typeof he> = {
  he,
};
