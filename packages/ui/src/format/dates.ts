import { wordsFor, type LocaleOptions } from './locale';

/** A date as the API sends it (ISO string or epoch milliseconds), a Date, or nothing. */
export type DateInput = string | number | Date | null | undefined;

export interface DateFormatOptions extends LocaleOptions {
  /**
   * IANA time zone the date is shown in. Defaults to UTC so that the same data renders the same
   * everywhere (tests, screenshots, servers); the app may pass the viewer's zone.
   */
  timeZone?: string;
  /** Shown for a missing or invalid date; defaults to 'Unknown' in the locale's words. */
  fallback?: string;
}

/** The Date behind an input, or null when it is missing or invalid. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar fields of a moment in a time zone, as numbers written in ASCII digits. */
function fieldsOf(date: Date, timeZone: string) {
  const formatter = new Intl.DateTimeFormat('en-US', {
    day: '2-digit',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    day: parts.day ?? '',
    month: Number(parts.month),
    year: parts.year ?? '',
    hour: Number(parts.hour),
    minute: parts.minute ?? '',
  };
}

/**
 * A calendar date: '03 Jul 2025' in English (two-digit day, short month, full year),
 * '3 ביולי 2025' in Hebrew; 'Unknown' ('לא ידוע') when missing or invalid.
 */
export function formatDate(
  value: DateInput,
  { timeZone = 'UTC', fallback, locale }: DateFormatOptions = {},
): string {
  const words = wordsFor(locale);
  const date = toDate(value);
  if (!date) return fallback ?? words.unknown;
  const { day, month, year } = fieldsOf(date, timeZone);
  return words.date(day, month, year);
}

/**
 * The date and the time: '03 Jul 2025, 02:05 PM' in English (12-hour clock), '3 ביולי 2025, 14:05' in
 * Hebrew (24-hour clock); 'Unknown' ('לא ידוע') when missing or invalid.
 */
export function formatDateTime(
  value: DateInput,
  { timeZone = 'UTC', fallback, locale }: DateFormatOptions = {},
): string {
  const words = wordsFor(locale);
  const date = toDate(value);
  if (!date) return fallback ?? words.unknown;
  const { day, month, year, hour, minute } = fieldsOf(date, timeZone);
  return `${words.date(day, month, year)}, ${words.time(hour, minute)}`;
}
