import type { FieldLabels } from './fieldLabels';

/** The public site's store and social links (an https address, or empty to hide the link). */
export const publicLinkFields = [
  'app_store_url',
  'google_play_url',
  'facebook_url',
  'instagram_url',
  'youtube_url',
] as const;
export type PublicLinkField = (typeof publicLinkFields)[number];

/** The general settings' editable fields, as the settings calls and the audit log's changes name them. */
export const settingsFields = [
  'contact_number',
  'contact_email',
  'description',
  ...publicLinkFields,
] as const;
export type SettingsField = (typeof settingsFields)[number];

export const settingsLabels: FieldLabels<SettingsField> = {
  en: {
    contact_number: 'Contact Number',
    contact_email: 'Contact Email',
    description: 'Description',
    app_store_url: 'App Store Link',
    google_play_url: 'Google Play Link',
    facebook_url: 'Facebook Link',
    instagram_url: 'Instagram Link',
    youtube_url: 'YouTube Link',
  },
  he: {
    contact_number: 'טלפון ליצירת קשר',
    contact_email: 'דוא״ל ליצירת קשר',
    description: 'תיאור',
    app_store_url: 'קישור ל־App Store',
    google_play_url: 'קישור ל־Google Play',
    facebook_url: 'קישור לפייסבוק',
    instagram_url: 'קישור לאינסטגרם',
    youtube_url: 'קישור ליוטיוב',
  },
};
