import type { IconName } from '@bible-admin/ui';
import type { PublicMessages } from '../../messages';

const he = {
  appName: 'תנ״ך מאויר',
  features: {
    heading: 'כל מה שצריך כדי לקרוא, להאזין וללמוד',
    items: [
      {
        icon: 'image',
        title: 'קריאה חזותית בתנ״ך',
        text: 'כל פרק מלווה באיורים שמחיים את הסיפור: הדמויות, הנופים והרגעים הגדולים של ספר בראשית.',
      },
      {
        icon: 'book',
        title: 'מצב לימוד וקריאה ללא חיבור',
        text: 'סמנו פסוקים, כתבו הערות ושמרו פרקים במכשיר, כדי להמשיך ללמוד גם בטיסה או בלי קליטה.',
      },
      {
        icon: 'star',
        title: 'השראה יומית',
        text: 'פסוק ליום עם הסבר קצר, ישר לטלפון שלכם, כדי לפתוח כל בוקר במילה טובה.',
      },
      {
        icon: 'music',
        title: 'תנ״ך בשמע',
        text: 'האזינו לכל פרק בקריינות מקצועית, בקול גברי או נשי: בבית, ברכב או בהליכה.',
      },
    ] satisfies readonly { icon: IconName; title: string; text: string }[],
  },
  testimonials: {
    heading: 'מה אומרים הקוראים שלנו',
    starsLabel: 'דירוג: 5 מתוך 5 כוכבים',
    items: [
      {
        quote: 'סוף סוף הילדים שלי מבקשים לקרוא תנ״ך לפני השינה. האיורים פשוט עושים את העבודה.',
        name: 'מיכל לוי',
        role: 'אמא לשלושה, חיפה',
      },
      {
        quote: 'אני שומע פרק בכל בוקר בדרך לעבודה. הקריינות ברורה ונעימה, והאפליקציה זוכרת בדיוק איפה עצרתי.',
        name: 'דוד כהן',
        role: 'מהנדס, ירושלים',
      },
      {
        quote: 'כך לימוד צריך להיראות: הערות, סימניות ופסוקים שמורים, והכול זמין גם בלי אינטרנט.',
        name: 'רותם אברהם',
        role: 'מורה לתנ״ך, באר שבע',
      },
    ],
  },
  faq: {
    heading: 'שאלות נפוצות',
    items: [
      {
        id: 'free',
        question: 'האם האפליקציה חינמית?',
        answer:
          'כן. ההורדה והקריאה בפרקים חינמיות לגמרי. תנ״ך בשמע, כלי לימוד נוספים והורדת פרקים לקריאה ללא חיבור הם חלק מהמינוי בתשלום.',
      },
      {
        id: 'offline',
        question: 'איך מורידים פרקים לקריאה ללא חיבור?',
        answer:
          'בעמוד הפרק הקישו על כפתור ההורדה. הפרק נשמר במכשיר יחד עם האיורים וההקלטה, ונפתח גם כשאין קליטה. ההורדה זמינה למנויים.',
      },
      {
        id: 'illustrations',
        question: 'על מה מבוססים האיורים?',
        answer:
          'האיורים נשענים על מחקר היסטורי וארכאולוגי: לבוש, כלים, מבנים ונופים של התקופה, כדי שהתמונה תהיה נאמנה לעולם שבו הסיפור מתרחש.',
      },
      {
        id: 'notes',
        question: 'אפשר לשמור סימניות, הערות ופסוקים?',
        answer:
          'בהחלט. סמנו כל פסוק, הוסיפו הערה אישית ושמרו את הפסוקים האהובים עליכם ברשימה משלכם, שמסתנכרנת בין המכשירים שלכם.',
      },
    ],
  },
  stores: {
    appStore: { above: 'להורדה מ־', name: 'App Store' },
    googlePlay: { above: 'זמין ב־', name: 'Google Play' },
  },
};

/** Marketing copy that several public pages share (home, experiences, FAQ, sign up). */
export const marketingMessages: PublicMessages<typeof he> = {
  he,
};

/** Where the store buttons lead: the app's listings once published; the stores' front pages until then. */
export const storeLinks = {
  appStore: 'https://apps.apple.com/',
  googlePlay: 'https://play.google.com/store/apps',
} as const;
