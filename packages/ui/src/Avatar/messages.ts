import { defineMessages } from '../i18n';

export const avatarMessages = defineMessages({
  /** The picture's name when the person has none (initials show '?'). */
  en: { unnamed: 'Unknown user' },
  he: { unnamed: 'משתמש לא ידוע' },
});

export type AvatarMessages = (typeof avatarMessages)['en'];
