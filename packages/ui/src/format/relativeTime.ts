import { toDate, type DateInput } from './dates';

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

/**
 * '2 minutes ago', '1 week ago', 'just now' (under 60 seconds, and for times slightly in the future,
 * which clock skew between server and browser produces). `now` is explicit so results are reproducible.
 * Missing or invalid dates give `fallback` ('Unknown').
 */
export function formatRelativeTime(value: DateInput, now: Date | number, fallback = 'Unknown'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  const unit = UNITS.find(({ ms }) => elapsed >= ms);
  if (!unit) return 'just now';
  const count = Math.floor(elapsed / unit.ms);
  return `${count} ${unit.name}${count === 1 ? '' : 's'} ago`;
}
