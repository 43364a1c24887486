import type { PublicMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

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

export const servicesMessages: PublicMessages<typeof he> = {
  he,
};
