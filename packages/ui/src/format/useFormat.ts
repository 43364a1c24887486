import { useMemo } from 'react';
import { useUILocale, type UILocale } from '../i18n';
import { formatDate, formatDateTime, type DateInput } from './dates';
import { formatDevice } from './device';
import { formatAmount, formatAmountsByCurrency, formatMoney, formatNumber } from './money';
import { formatRelativeTime } from './relativeTime';

/** Options of the date formatters other than the language, which the binding fixes. */
interface DateOptions {
  timeZone?: string;
  fallback?: string;
}

/** Every formatter of the module, bound to one language. */
export interface Format {
  locale: UILocale;
  /** '03 Jul 2025', '3 ביולי 2025'. */
  date: (value: DateInput, options?: DateOptions) => string;
  /** '03 Jul 2025, 02:05 PM', '3 ביולי 2025, 14:05'. */
  dateTime: (value: DateInput, options?: DateOptions) => string;
  /** '2 hours ago', 'לפני שעתיים'. */
  relativeTime: (value: DateInput, now: Date | number, options?: { fallback?: string }) => string;
  /** '1,234.50'. */
  money: (amount: number) => string;
  /** '1,024'. */
  number: (value: number) => string;
  /** '$9.99 USD', '9.99 $ USD'. */
  amount: (amount: number, currency?: string | null) => string;
  /** One figure per currency, ordered by code. */
  amountsByCurrency: (byCurrency: Readonly<Record<string, number>>) => string[];
  /** 'iOS', 'Tablet', 'טאבלט'. */
  device: (device: string | null | undefined) => string;
}

/** The formatters bound to a language: for code outside React (and tests); components use `useFormat()`. */
export function formatFor(locale: UILocale): Format {
  return {
    locale,
    date: (value, options) => formatDate(value, { ...options, locale }),
    dateTime: (value, options) => formatDateTime(value, { ...options, locale }),
    relativeTime: (value, now, options) => formatRelativeTime(value, now, { ...options, locale }),
    money: (amount) => formatMoney(amount, { locale }),
    number: (value) => formatNumber(value, { locale }),
    amount: (amount, currency) => formatAmount(amount, currency, { locale }),
    amountsByCurrency: (byCurrency) => formatAmountsByCurrency(byCurrency, { locale }),
    device: (device) => formatDevice(device, { locale }),
  };
}

/** The formatters in `UIProvider`'s language: a screen never formats without the locale. */
export function useFormat(): Format {
  const locale = useUILocale();
  return useMemo(() => formatFor(locale), [locale]);
}
