import type { ScreenMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

// The public site is Hebrew first; English is its faithful translation.
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

export const signUpMessages: ScreenMessages<typeof he> = {
  en: {
    meta: pageMeta({
      title: 'Sign up | The Illustrated Bible',
      description:
        'You sign up for the Illustrated Bible in the app: download it for free from the App Store or Google Play.',
      lang: 'en',
    }),
    title: 'Sign up',
    lead: 'Your account is opened inside the app, in less than a minute.',
    steps: [
      'Download the app for free from your phone’s store.',
      'Open it and tap "Sign up": with your e-mail or an existing social network account.',
      'Choose whether to continue for free or to subscribe, and start reading.',
    ],
    stepsLabel: 'How to sign up',
  },
  he,
};
