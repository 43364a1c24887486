// Story-only: fixtures and a decorator that puts a public page inside its layout.
import type { Decorator } from '@storybook/react-vite';
import { PublicLayout } from '../Public/PublicLayout';
import type { ContactState, PublicLinks } from '../Public/common/contact';

/** The copyright year in pictures: fixed, so baselines do not change on New Year's Day. */
export const STORY_YEAR = 2026;

/** The store and social links as an admin set them in the general settings. */
export const linksReady: PublicLinks = {
  app_store_url: 'https://apps.apple.com/app/id1234567890',
  google_play_url: 'https://play.google.com/store/apps/details?id=com.example.bible',
  facebook_url: 'https://www.facebook.com/illustrated.bible',
  instagram_url: 'https://www.instagram.com/illustrated.bible',
  youtube_url: 'https://www.youtube.com/@illustrated.bible',
};

export const contactReady: ContactState = {
  status: 'ready',
  contact_number: '+972-3-555-0123',
  contact_email: 'support@example.com',
  description: 'צוות התמיכה זמין בימים א׳–ה׳ בין 09:00 ל־17:00, ועונה לכל פנייה בדוא״ל בתוך יום עסקים אחד.',
  links: linksReady,
};

/** Renders the story's page inside the public layout at `path`. */
export function inPublicLayout(path: string, contact: ContactState = contactReady): Decorator {
  return (Story) => (
    <PublicLayout currentPath={path} contact={contact} year={STORY_YEAR}>
      <Story />
    </PublicLayout>
  );
}

/** Every public page story reads right to left, full screen. */
export const publicParameters = { layout: 'fullscreen' } as const;
export const rtlGlobals = { dir: 'rtl' } as const;
export const PHONE = { viewportWidth: 375 } as const;
