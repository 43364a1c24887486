import type { ScreenMessages } from '../../messages';
import { pageMeta } from '../common/PageMeta';

// The public site is Hebrew first; English is its faithful translation.
const he = {
  meta: pageMeta({
    title: 'מדיניות פרטיות | תנ״ך מאויר',
    description:
      'איזה מידע אנו אוספים באפליקציית תנ״ך מאויר, איך אנו משתמשים בו, כמה זמן נשמור אותו ואיך מוחקים אותו.',
    lang: 'he',
  }),
  title: 'מדיניות פרטיות',
  updated: 'עודכן לאחרונה:',
  updatedDate: '03 ביולי 2025',
  tocLabel: 'תוכן העניינים',
  contactFallback: 'דרך עמוד התמיכה',
  contactLead: 'לכל שאלה על מדיניות זו או על המידע שלכם, כתבו לנו בדוא״ל:',
  sections: [
    {
      id: 'intro',
      title: 'מבוא',
      paragraphs: [
        'מדיניות זו מסבירה איזה מידע אנו אוספים כשאתם משתמשים באפליקציית תנ״ך מאויר ובאתר שלה, למה אנו אוספים אותו, עם מי הוא משותף ואילו זכויות יש לכם לגביו.',
        'השימוש באפליקציה מהווה הסכמה למדיניות זו. אם אינכם מסכימים לה, אנא הימנעו משימוש באפליקציה.',
      ],
    },
    {
      id: 'data',
      title: 'המידע שאנו אוספים',
      paragraphs: [
        'פרטי חשבון: שם, כתובת דוא״ל וסיסמה (הסיסמה נשמרת מוצפנת ואיננו יכולים לקרוא אותה), ותמונת פרופיל אם בחרתם להוסיף.',
        'פרטי שימוש: סוג המכשיר (אייפון, אייפד, טאבלט או אנדרואיד), פרקים שקראתם או האזנתם להם, סימניות, הערות ופסוקים שמורים, כדי שנוכל לסנכרן אותם בין המכשירים שלכם.',
        'פרטי מינוי ותשלום: המסלול שבחרתם, סכומי התשלום, המטבע ומועדיהם. פרטי כרטיס האשראי עצמם אינם נשמרים אצלנו: הם מועברים ישירות לספק הסליקה.',
      ],
    },
    {
      id: 'social',
      title: 'התחברות באמצעות רשתות חברתיות',
      paragraphs: [
        'אפשר להירשם ולהתחבר באמצעות חשבון קיים ברשת חברתית. במקרה כזה נקבל מהרשת רק את מה שאישרתם לשתף: בדרך כלל שם, כתובת דוא״ל ותמונת פרופיל. איננו מקבלים את הסיסמה שלכם לרשת ואיננו מפרסמים דבר בשמכם.',
      ],
    },
    {
      id: 'sdks',
      title: 'ערכות פיתוח של צדדים שלישיים',
      paragraphs: [
        'האפליקציה משתמשת בערכות פיתוח (SDK) של צדדים שלישיים לשני צרכים בלבד: התחברות באמצעות רשתות חברתיות, וסליקת תשלומים בכרטיס אשראי עבור מינויים.',
        'ספקים אלה מעבדים את המידע הדרוש להם לפי מדיניות הפרטיות שלהם. אנו משתפים איתם רק את המינימום הנחוץ כדי להשלים את ההתחברות או את התשלום.',
      ],
    },
    {
      id: 'use',
      title: 'איך אנו משתמשים במידע',
      paragraphs: [
        'כדי לתפעל את החשבון ואת המינוי, לשמור ולסנכרן את ההתקדמות, הסימניות וההערות שלכם, לשלוח לכם את פסוק היום אם ביקשתם, לענות לפניות ולשפר את האפליקציה. איננו מוכרים מידע אישי לאיש.',
      ],
    },
    {
      id: 'children',
      title: 'ילדים',
      paragraphs: [
        'האפליקציה מיועדת למשתמשים מגיל 13 ומעלה. איננו אוספים ביודעין מידע אישי מילדים מתחת לגיל 13. הורים שגילו שילדם מתחת לגיל 13 פתח חשבון מתבקשים לפנות אלינו, ואנו נמחק את החשבון ואת המידע שבו.',
      ],
    },
    {
      id: 'retention',
      title: 'שמירת מידע',
      paragraphs: [
        'אנו שומרים את פרטי החשבון כל עוד החשבון פעיל. רשומות תשלום נשמרות גם אחרי מחיקת החשבון, ללא פרטים מזהים, למשך התקופה שהחוק מחייב לצורכי הנהלת חשבונות ומס.',
      ],
    },
    {
      id: 'deletion',
      title: 'מחיקת החשבון והמידע',
      paragraphs: [
        'אפשר למחוק את החשבון בכל עת: באפליקציה, או באתר בעמוד מחיקת החשבון, לאחר התחברות. המחיקה סופית: השם, כתובת הדוא״ל, התמונה, הסימניות וההערות נמחקים, וכל ההתחברויות הפעילות מסתיימות.',
      ],
    },
    {
      id: 'security',
      title: 'אבטחת מידע',
      paragraphs: [
        'המידע מועבר בחיבור מוצפן ונשמר בשרתים מאובטחים. הגישה אליו מוגבלת לאנשי צוות שזקוקים לה לצורך עבודתם. שום מערכת אינה חסינה לחלוטין, ולכן אנו ממליצים לבחור סיסמה חזקה ולא לשתף אותה.',
      ],
    },
    {
      id: 'changes',
      title: 'שינויים במדיניות',
      paragraphs: [
        'אם נשנה את המדיניות, נעדכן את התאריך שבראש העמוד, ועל שינוי מהותי נודיע גם באפליקציה לפני שייכנס לתוקף.',
      ],
    },
  ],
  contactSection: { id: 'contact', title: 'יצירת קשר' },
};

export const privacyMessages: ScreenMessages<typeof he> = {
  en: {
    meta: pageMeta({
      title: 'Privacy Policy | The Illustrated Bible',
      description:
        'What information we collect in the Illustrated Bible app, how we use it, how long we keep it and how to delete it.',
      lang: 'en',
    }),
    title: 'Privacy Policy',
    updated: 'Last updated:',
    updatedDate: 'July 03, 2025',
    tocLabel: 'Contents',
    contactFallback: 'through the support page',
    contactLead: 'For any question about this policy or about your information, e-mail us:',
    sections: [
      {
        id: 'intro',
        title: 'Introduction',
        paragraphs: [
          'This policy explains what information we collect when you use the Illustrated Bible app and its website, why we collect it, whom it is shared with and what rights you have over it.',
          'Using the app means you agree to this policy. If you do not agree with it, please do not use the app.',
        ],
      },
      {
        id: 'data',
        title: 'The information we collect',
        paragraphs: [
          'Account details: name, e-mail address and password (the password is stored encrypted and we cannot read it), and a profile picture if you chose to add one.',
          'Usage details: the type of device (iPhone, iPad, tablet or Android), chapters you read or listened to, bookmarks, notes and saved verses, so that we can sync them across your devices.',
          'Subscription and payment details: the plan you chose, the amounts paid, their currency and dates. Your card details themselves are not stored by us: they go directly to the payment processor.',
        ],
      },
      {
        id: 'social',
        title: 'Signing in with social networks',
        paragraphs: [
          'You can sign up and sign in with an existing social network account. In that case the network gives us only what you agreed to share: usually your name, e-mail address and profile picture. We do not receive your password for the network and we never post anything on your behalf.',
        ],
      },
      {
        id: 'sdks',
        title: 'Third-party SDKs',
        paragraphs: [
          'The app uses third-party software development kits (SDKs) for two purposes only: signing in with social networks, and processing card payments for subscriptions.',
          'These providers process the information they need under their own privacy policies. We share with them only the minimum needed to complete the sign-in or the payment.',
        ],
      },
      {
        id: 'use',
        title: 'How we use the information',
        paragraphs: [
          'To run your account and subscription, to save and sync your progress, bookmarks and notes, to send you the verse of the day if you asked for it, to answer your messages and to improve the app. We do not sell personal information to anyone.',
        ],
      },
      {
        id: 'children',
        title: 'Children',
        paragraphs: [
          'The app is meant for users aged 13 and over. We do not knowingly collect personal information from children under 13. Parents who find that their child under 13 has opened an account are asked to contact us, and we will delete the account and its information.',
        ],
      },
      {
        id: 'retention',
        title: 'Keeping information',
        paragraphs: [
          'We keep account details for as long as the account is active. Payment records are kept after an account is deleted, without identifying details, for the period the law requires for accounting and tax purposes.',
        ],
      },
      {
        id: 'deletion',
        title: 'Deleting your account and information',
        paragraphs: [
          'You can delete your account at any time: in the app, or on the website on the account deletion page, after signing in. Deletion is final: your name, e-mail address, picture, bookmarks and notes are deleted, and every active session ends.',
        ],
      },
      {
        id: 'security',
        title: 'Information security',
        paragraphs: [
          'Information travels over an encrypted connection and is stored on secured servers. Access to it is limited to staff who need it for their work. No system is completely immune, so we recommend choosing a strong password and not sharing it.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        paragraphs: [
          'If we change this policy, we will update the date at the top of the page, and we will announce a material change in the app before it takes effect.',
        ],
      },
    ],
    contactSection: { id: 'contact', title: 'Contact us' },
  },
  he,
};
