/** A date as the API sends it (ISO string or epoch milliseconds), a Date, or nothing. */
export type DateInput = string | number | Date | null | undefined;

export interface DateFormatOptions {
  /**
   * IANA time zone the date is shown in. Defaults to UTC so that the same data renders the same
   * everywhere (tests, screenshots, servers); the app may pass the viewer's zone.
   */
  timeZone?: string;
  /** Shown for a missing or invalid date. */
  fallback?: string;
}

/** The Date behind an input, or null when it is missing or invalid. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(date: Date, timeZone: string, withTime: boolean): Record<string, string> {
  const formatter = new Intl.DateTimeFormat('en-US', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone,
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: true } : {}),
  });
  // Built from parts: en-US orders them 'Jul 03, 2025'; the spec wants '03 Jul 2025'.
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** '03 Jul 2025': two-digit day, short month, full year; 'Unknown' when missing or invalid. */
export function formatDate(
  value: DateInput,
  { timeZone = 'UTC', fallback = 'Unknown' }: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return fallback;
  const { day, month, year } = parts(date, timeZone, false);
  return `${day} ${month} ${year}`;
}

/** '03 Jul 2025, 02:05 PM': the date, then the time on a 12-hour clock; 'Unknown' when missing or invalid. */
export function formatDateTime(
  value: DateInput,
  { timeZone = 'UTC', fallback = 'Unknown' }: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (!date) return fallback;
  const { day, month, year, hour, minute, dayPeriod } = parts(date, timeZone, true);
  return `${day} ${month} ${year}, ${hour}:${minute} ${dayPeriod}`;
}
