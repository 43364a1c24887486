import type { ScreenMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

// The public site is Hebrew first; English is its faithful translation.
const he = {
  meta: pageMeta({
    title: 'שירותים | תנ״ך מאויר',
    description: 'מה האפליקציה מציעה: קריאה מאוירת, תנ״ך בשמע, מצב לימוד וקריאה ללא חיבור.',
    lang: 'he',
  }),
  title: 'שירותים',
  lead: 'כל מה שהאפליקציה מציעה לקוראים, להורים ולמורים.',
  paragraphs: [
    'הקריאה בכל הפרקים חינמית. המינוי מוסיף את התנ״ך בשמע בקול גברי ונשי, כלי לימוד מתקדמים והורדת פרקים לקריאה ללא חיבור.',
    'בקרוב: חבילות לבתי ספר ולקהילות. רוצים לשמוע ראשונים? כתבו לנו דרך עמוד התמיכה.',
  ],
};

export const servicesMessages: ScreenMessages<typeof he> = {
  en: {
    meta: pageMeta({
      title: 'Services | The Illustrated Bible',
      description:
        'What the app offers: illustrated reading, the audio Bible, a study mode and offline reading.',
      lang: 'en',
    }),
    title: 'Services',
    lead: 'Everything the app offers readers, parents and teachers.',
    paragraphs: [
      'Reading every chapter is free. A subscription adds the audio Bible in a male and a female voice, advanced study tools and downloading chapters for offline reading.',
      'Coming soon: packages for schools and communities. Want to hear first? Write to us through the support page.',
    ],
  },
  he,
};
