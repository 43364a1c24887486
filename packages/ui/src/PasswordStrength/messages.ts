import { defineMessages } from '../i18n';

/** The meter's words: its name, and each of the five levels (zxcvbn's scores 0 to 4). */
export const passwordStrengthMessages = defineMessages({
  en: {
    name: 'Password strength',
    level0: 'Very weak',
    level1: 'Weak',
    level2: 'Fair',
    level3: 'Strong',
    level4: 'Very strong',
  },
  he: {
    name: 'חוזק הסיסמה',
    level0: 'חלשה מאוד',
    level1: 'חלשה',
    level2: 'בינונית',
    level3: 'חזקה',
    level4: 'חזקה מאוד',
  },
});

export type PasswordStrengthMessages = (typeof passwordStrengthMessages)['en'];
