import { directionOf } from '../direction';
import { formatDate, formatDateTime, formatRelativeTime, toDate, type DateInput } from '../format';
import { useUILocale } from '../i18n';

export interface FormattedDateProps {
  value: DateInput;
  /** Adds the time: '03 Jul 2025, 02:05 PM', '3 ביולי 2025, 14:05'. */
  withTime?: boolean;
  /** IANA zone; UTC by default, so pictures and tests do not depend on the machine. */
  timeZone?: string;
  /** Shown for a missing or invalid date instead of 'Unknown' ('לא ידוע'). */
  fallback?: string;
}

/**
 * A date in the provider's language ('03 Jul 2025', '3 ביולי 2025'), isolated from the text around it.
 * The isolate runs in the language's own direction: a Hebrew date reads right to left (its digits stay left
 * to right by themselves), an English one left to right even inside a Hebrew sentence.
 */
export function FormattedDate({ value, withTime = false, timeZone, fallback }: FormattedDateProps) {
  const locale = useUILocale();
  const format = withTime ? formatDateTime : formatDate;
  return (
    <bdi dir={directionOf(locale)}>
      <time dateTime={toDate(value)?.toISOString()}>{format(value, { locale, timeZone, fallback })}</time>
    </bdi>
  );
}

export interface RelativeTimeProps {
  value: DateInput;
  /** The moment to count from: explicit, so a picture never depends on the clock. */
  now: Date | number;
  fallback?: string;
}

/** How long ago, in the provider's language ('5 minutes ago', 'לפני 5 דקות'), isolated like FormattedDate. */
export function RelativeTime({ value, now, fallback }: RelativeTimeProps) {
  const locale = useUILocale();
  return (
    <bdi dir={directionOf(locale)}>
      <time dateTime={toDate(value)?.toISOString()}>
        {formatRelativeTime(value, now, { locale, fallback })}
      </time>
    </bdi>
  );
}
