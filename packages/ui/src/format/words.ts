import { defineMessages } from '../i18n';

/** '2 minutes ago': English counts every unit the same way. */
const englishAgo = (unit: string) => (count: number) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * Hebrew says one of a unit without the number ('לפני שעה'), two with the dual form ('לפני שעתיים')
 * and counts the rest with the plural ('לפני 5 שעות').
 */
const hebrewAgo = (one: string, two: string, many: string) => (count: number) => {
  if (count === 1) return `לפני ${one}`;
  if (count === 2) return `לפני ${two}`;
  return `לפני ${count} ${many}`;
};

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HEBREW_MONTHS = [
  'ינואר',
  'פברואר',
  'מרץ',
  'אפריל',
  'מאי',
  'יוני',
  'יולי',
  'אוגוסט',
  'ספטמבר',
  'אוקטובר',
  'נובמבר',
  'דצמבר',
];

/**
 * The formatting module's words per language. Month names are written here rather than taken from the
 * browser's Intl data, so Node (unit tests) and Chromium (screenshots) always agree.
 */
export const formatWords = defineMessages({
  en: {
    unknown: 'Unknown',
    justNow: 'just now',
    minute: englishAgo('minute'),
    hour: englishAgo('hour'),
    day: englishAgo('day'),
    week: englishAgo('week'),
    month: englishAgo('month'),
    year: englishAgo('year'),
    /** '03 Jul 2025' (the spec's day, short month, full year). */
    date: (day: string, month: number, year: string) => `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`,
    /** '02:05 PM': a 12-hour clock, as the spec says. */
    time: (hour: number, minute: string) =>
      `${String(hour % 12 || 12).padStart(2, '0')}:${minute} ${hour < 12 ? 'AM' : 'PM'}`,
    tablet: 'Tablet',
  },
  he: {
    unknown: 'לא ידוע',
    justNow: 'לפני רגע',
    minute: hebrewAgo('דקה', 'שתי דקות', 'דקות'),
    hour: hebrewAgo('שעה', 'שעתיים', 'שעות'),
    day: hebrewAgo('יום', 'יומיים', 'ימים'),
    week: hebrewAgo('שבוע', 'שבועיים', 'שבועות'),
    month: hebrewAgo('חודש', 'חודשיים', 'חודשים'),
    year: hebrewAgo('שנה', 'שנתיים', 'שנים'),
    /** '3 ביולי 2025': the day as said (no leading zero in Hebrew), 'in' + the month's name, the full year. */
    date: (day: string, month: number, year: string) => `${Number(day)} ב${HEBREW_MONTHS[month - 1]} ${year}`,
    /** '14:05': Israel reads a 24-hour clock. */
    time: (hour: number, minute: string) => `${String(hour).padStart(2, '0')}:${minute}`,
    tablet: 'טאבלט',
  },
});

export type FormatWords = (typeof formatWords)['en'];
