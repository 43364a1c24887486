import type { IconName } from '@bible-admin/ui';
import type { ScreenMessages } from '../../messages';

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
export const marketingMessages: ScreenMessages<typeof he> = {
  en: {
    appName: 'The Illustrated Bible',
    features: {
      heading: 'Everything you need to read, listen and study',
      items: [
        {
          icon: 'image',
          title: 'Visual Bible reading',
          text: 'Every chapter comes with illustrations that bring the story to life: the people, the landscapes and the great moments of the Book of Genesis.',
        },
        {
          icon: 'book',
          title: 'Study mode and offline reading',
          text: 'Highlight verses, write notes and keep chapters on your device, to keep studying on a flight or without reception.',
        },
        {
          icon: 'star',
          title: 'Daily inspiration',
          text: 'A verse a day with a short explanation, straight to your phone, to open every morning with a good word.',
        },
        {
          icon: 'music',
          title: 'Audio Bible',
          text: 'Listen to every chapter with professional narration, in a male or a female voice: at home, in the car or on a walk.',
        },
      ],
    },
    testimonials: {
      heading: 'What our readers say',
      starsLabel: 'Rating: 5 out of 5 stars',
      items: [
        {
          quote: 'At last my children ask to read the Bible before bed. The illustrations simply do the job.',
          name: 'Michal Levi',
          role: 'Mother of three, Haifa',
        },
        {
          quote:
            'I listen to a chapter every morning on my way to work. The narration is clear and pleasant, and the app remembers exactly where I stopped.',
          name: 'David Cohen',
          role: 'Engineer, Jerusalem',
        },
        {
          quote:
            'This is how study should look: notes, bookmarks and saved verses, all available even without the internet.',
          name: 'Rotem Avraham',
          role: 'Bible teacher, Be’er Sheva',
        },
      ],
    },
    faq: {
      heading: 'Frequently asked questions',
      items: [
        {
          id: 'free',
          question: 'Is the app free?',
          answer:
            'Yes. Downloading the app and reading the chapters are completely free. The audio Bible, extra study tools and downloading chapters for offline reading are part of the paid subscription.',
        },
        {
          id: 'offline',
          question: 'How do I download chapters for offline reading?',
          answer:
            'On the chapter page, tap the download button. The chapter is saved on your device with its illustrations and recording, and opens even without reception. Downloading is available to subscribers.',
        },
        {
          id: 'illustrations',
          question: 'What are the illustrations based on?',
          answer:
            'The illustrations rest on historical and archaeological research: the clothing, tools, buildings and landscapes of the period, so that the picture is faithful to the world in which the story takes place.',
        },
        {
          id: 'notes',
          question: 'Can I keep bookmarks, notes and verses?',
          answer:
            'Certainly. Highlight any verse, add a personal note and keep your favourite verses in a list of your own, synced across your devices.',
        },
      ],
    },
    stores: {
      appStore: { above: 'Download on the', name: 'App Store' },
      googlePlay: { above: 'Get it on', name: 'Google Play' },
    },
  },
  he,
};

/** Where the store buttons lead: the app's listings once published; the stores' front pages until then. */
export const storeLinks = {
  appStore: 'https://apps.apple.com/',
  googlePlay: 'https://play.google.com/store/apps',
} as const;
