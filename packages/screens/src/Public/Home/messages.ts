import type { ScreenMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

// The public site is Hebrew first; English is its faithful translation.
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

export const homeMessages: ScreenMessages<typeof he> = {
  en: {
    meta: pageMeta({
      title: 'The Illustrated Bible: read, listen to and study the Book of Genesis',
      description:
        'A free app for reading the Book of Genesis with stunning illustrations, narration in a male and a female voice, a study mode and offline reading.',
      lang: 'en',
    }),
    hero: {
      eyebrow: 'The Book of Genesis as you have never seen it',
      title: 'The Bible comes to life',
      lead: 'Read the Book of Genesis chapter by chapter, with illustrations that bring every story to life, professional narration and a study mode that works even without a connection.',
      cta: 'Download the app for free',
      note: 'Free to download · iPhone and Android',
    },
    download: {
      heading: 'Start reading today',
      text: 'The app is free on the App Store and Google Play. You can sign up inside the app in less than a minute.',
    },
  },
  he,
};
