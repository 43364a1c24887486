import type { PublicMessages } from '../../messages';
import { marketingMessages } from '../common/messages';
import type { PublicLinkField } from '@bible-admin/contract/labels';
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
  login: { to: '/account', label: 'התחברות' },
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
        { to: '/delete-account', label: 'מחיקת החשבון' },
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
    // Each network's address is the general settings' (an empty one hides its link).
    social: [
      { name: 'Facebook', label: 'פייסבוק', link: 'facebook_url' },
      { name: 'Instagram', label: 'אינסטגרם', link: 'instagram_url' },
      { name: 'YouTube', label: 'יוטיוב', link: 'youtube_url' },
    ] satisfies readonly { name: SocialNetwork; label: string; link: PublicLinkField }[],
    copyright: (year: number) => ({
      before: '©',
      year,
      after: `${marketingMessages.he.appName}. כל הזכויות שמורות.`,
    }),
  },
};

/** The public navigation and footer. */
export const layoutMessages: PublicMessages<typeof he> = {
  he,
};
