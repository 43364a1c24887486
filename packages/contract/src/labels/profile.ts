import type { FieldLabels } from './fieldLabels';

/**
 * An admin's profile fields, as the profile calls and the audit log's changes name them: the e-mail is
 * shown read-only, the language is chosen in the top bar.
 */
export const profileFields = ['first_name', 'last_name', 'email', 'profile_pic', 'locale'] as const;
export type ProfileField = (typeof profileFields)[number];

export const profileLabels: FieldLabels<ProfileField> = {
  en: {
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email',
    profile_pic: 'Profile photo',
    locale: 'Language',
  },
  he: {
    first_name: 'שם פרטי',
    last_name: 'שם משפחה',
    email: 'דוא״ל',
    profile_pic: 'תמונת פרופיל',
    locale: 'שפה',
  },
};
