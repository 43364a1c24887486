import type { PageMeta } from '../common/PageMeta';

export const signUpMessages = {
  meta: {
    title: 'הרשמה | תנ״ך מאויר',
    description: 'ההרשמה לתנ״ך מאויר נעשית באפליקציה: הורידו אותה בחינם מ־App Store או מ־Google Play.',
    lang: 'he',
  } satisfies PageMeta,
  title: 'הרשמה',
  lead: 'החשבון נפתח בתוך האפליקציה, בתוך פחות מדקה.',
  steps: [
    'הורידו את האפליקציה בחינם מהחנות של הטלפון שלכם.',
    'פתחו אותה והקישו על "הרשמה": בדוא״ל או בחשבון קיים ברשת חברתית.',
    'בחרו אם להמשיך בחינם או להצטרף למינוי, ומתחילים לקרוא.',
  ],
  stepsLabel: 'איך נרשמים',
};
