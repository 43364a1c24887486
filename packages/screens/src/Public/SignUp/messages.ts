import type { PublicMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

const he = {
  meta: pageMeta({
    title: 'הרשמה | תנ״ך מאויר',
    description: 'ההרשמה לתנ״ך מאויר נעשית באפליקציה: הורידו אותה בחינם מ־App Store או מ־Google Play.',
    lang: 'he',
  }),
  title: 'הרשמה',
  lead: 'החשבון נפתח בתוך האפליקציה, בתוך פחות מדקה.',
  steps: [
    'הורידו את האפליקציה בחינם מהחנות של הטלפון שלכם.',
    'פתחו אותה והקישו על "הרשמה": בדוא״ל או בחשבון קיים ברשת חברתית.',
    'בחרו אם להמשיך בחינם או להצטרף למינוי, ומתחילים לקרוא.',
  ],
  stepsLabel: 'איך נרשמים',
};

export const signUpMessages: PublicMessages<typeof he> = {
  he,
};
