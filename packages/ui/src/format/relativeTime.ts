import { toDate, type DateInput } from './dates';
import { wordsFor, type LocaleOptions } from './locale';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Largest unit first; the spec counts weeks of 7 days, months of 30 and years of 365.
const UNITS = [
  { name: 'year', ms: 365 * DAY },
  { name: 'month', ms: 30 * DAY },
  { name: 'week', ms: 7 * DAY },
  { name: 'day', ms: DAY },
  { name: 'hour', ms: HOUR },
  { name: 'minute', ms: MINUTE },
] as const;

export interface RelativeTimeOptions extends LocaleOptions {
  /** Shown for a missing or invalid date; defaults to 'Unknown' in the locale's words. */
  fallback?: string;
}

/**
 * How long ago: '2 minutes ago', '1 week ago', 'just now' in English; 'לפני 5 דקות', 'לפני שעתיים',
 * 'לפני רגע' in Hebrew. Under 60 seconds, and for times slightly in the future (clock skew between
 * server and browser), it is 'just now'. `now` is explicit so results are reproducible. The third
 * argument is the options, or (as before) just the fallback text.
 */
export function formatRelativeTime(
  value: DateInput,
  now: Date | number,
  options: RelativeTimeOptions | string = {},
): string {
  const { fallback, locale } =
    typeof options === 'string' ? { fallback: options, locale: undefined } : options;
  const words = wordsFor(locale);
  const date = toDate(value);
  if (!date) return fallback ?? words.unknown;
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  const unit = UNITS.find(({ ms }) => elapsed >= ms);
  if (!unit) return words.justNow;
  return words[unit.name](Math.floor(elapsed / unit.ms));
}
