import type { ScreenMessages } from '../../messages';
import { marketingMessages } from '../common/messages';
import type { SocialNetwork } from './SocialIcon';

const he = {
  brand: marketingMessages.he.appName,
  navLabel: 'ניווט ראשי',
  menuOpen: 'פתיחת התפריט',
  menuClose: 'סגירת התפריט',
  nav: [
    { to: '/', label: 'בית' },
    { to: '/experiences', label: 'חוויות' },
    { to: '/about', label: 'אודות' },
    { to: '/support', label: 'תמיכה' },
  ],
  signup: { to: '/signup', label: 'הרשמה' },
  login: { to: '/login', label: 'התחברות' },
  footer: {
    tagline: 'ספר בראשית באיורים, בקריינות ובמצב לימוד, בכיס שלכם.',
    company: {
      heading: 'החברה',
      links: [
        { to: '/about', label: 'אודות' },
        { to: '/services', label: 'שירותים' },
        { to: '/privacy-policy', label: 'מדיניות פרטיות' },
      ],
    },
    help: {
      heading: 'עזרה',
      links: [
        { to: '/faq', label: 'שאלות נפוצות' },
        { to: '/privacy-policy', label: 'מדיניות פרטיות' },
      ],
    },
    contact: {
      heading: 'צרו קשר',
      phone: 'טלפון',
      email: 'דוא״ל',
      loading: 'טוען את פרטי הקשר…',
      failed: 'פרטי הקשר אינם זמינים כרגע.',
      failedLink: 'לעמוד התמיכה',
    },
    socialLabel: 'הרשתות החברתיות שלנו',
    social: [
      { name: 'Facebook', label: 'פייסבוק', href: 'https://www.facebook.com/' },
      { name: 'Instagram', label: 'אינסטגרם', href: 'https://www.instagram.com/' },
      { name: 'YouTube', label: 'יוטיוב', href: 'https://www.youtube.com/' },
    ] satisfies readonly { name: SocialNetwork; label: string; href: string }[],
    copyright: (year: number) => ({
      before: '©',
      year,
      after: `${marketingMessages.he.appName}. כל הזכויות שמורות.`,
    }),
  },
};

/** The public navigation and footer. */
export const layoutMessages: ScreenMessages<typeof he> = {
  en: {
    brand: marketingMessages.en.appName,
    navLabel: 'Main navigation',
    menuOpen: 'Open the menu',
    menuClose: 'Close the menu',
    nav: [
      { to: '/', label: 'Home' },
      { to: '/experiences', label: 'Experiences' },
      { to: '/about', label: 'About' },
      { to: '/support', label: 'Support' },
    ],
    signup: { to: '/signup', label: 'Sign up' },
    login: { to: '/login', label: 'Log in' },
    footer: {
      tagline: 'The Book of Genesis, illustrated, narrated and ready for study, in your pocket.',
      company: {
        heading: 'Company',
        links: [
          { to: '/about', label: 'About' },
          { to: '/services', label: 'Services' },
          { to: '/privacy-policy', label: 'Privacy Policy' },
        ],
      },
      help: {
        heading: 'Help',
        links: [
          { to: '/faq', label: 'FAQ' },
          { to: '/privacy-policy', label: 'Privacy Policy' },
        ],
      },
      contact: {
        heading: 'Contact us',
        phone: 'Phone',
        email: 'Email',
        loading: 'Loading the contact details…',
        failed: 'The contact details are not available right now.',
        failedLink: 'To the support page',
      },
      socialLabel: 'Our social networks',
      social: [
        { name: 'Facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
        { name: 'Instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
        { name: 'YouTube', label: 'YouTube', href: 'https://www.youtube.com/' },
      ],
      copyright: (year: number) => ({
        before: '©',
        year,
        after: `${marketingMessages.en.appName}. All rights reserved.`,
      }),
    },
  },
  he,
};
