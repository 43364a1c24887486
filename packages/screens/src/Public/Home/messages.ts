import type { PublicMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

const he = {
  meta: pageMeta({
    title: 'תנ״ך מאויר: לקרוא, להאזין וללמוד את ספר בראשית',
    description:
      'אפליקציה חינמית לקריאת ספר בראשית עם איורים מרהיבים, קריינות בקול גברי ונשי, מצב לימוד וקריאה ללא חיבור.',
    lang: 'he',
  }),
  hero: {
    eyebrow: 'ספר בראשית, כמו שלא ראיתם אותו',
    title: 'התנ״ך מתעורר לחיים',
    lead: 'קראו את ספר בראשית פרק אחר פרק, עם איורים שמחיים כל סיפור, קריינות מקצועית ומצב לימוד שעובד גם בלי חיבור לרשת.',
    cta: 'הורידו את האפליקציה בחינם',
    note: 'חינם להורדה · אייפון ואנדרואיד',
  },
  download: {
    heading: 'מתחילים לקרוא עוד היום',
    text: 'האפליקציה חינמית ב־App Store וב־Google Play. אפשר להירשם בתוך האפליקציה בתוך פחות מדקה.',
  },
};

export const homeMessages: PublicMessages<typeof he> = {
  he,
};
