import type { UILocale } from '../i18n';
import type { LocaleOptions } from './locale';

/*
 * Both languages write Western digits with the same separators ('1,234.50'). An amount reads left to right
 * in both, like the card digits and codes beside it, so its symbol stays before the number ('₪9.90 ILS') in
 * Hebrew too: Intl's 'he-IL' order ('9.90 ₪') next to the code would read '9.90 ₪ ILS'. Intl's bidi marks are
 * dropped: an amount always sits in a left-to-right isolate.
 */

const INTL_LOCALE: Record<UILocale, string> = { en: 'en-US', he: 'he-IL' };

// Left-to-right, right-to-left and Arabic letter marks that Intl puts around Hebrew figures.
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl's formatter for a language and options, made once. */
function intlFormat(locale: UILocale = 'en', options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** An amount with thousands separators and exactly two decimals: 1234.5 → '1,234.50'. */
export function formatMoney(amount: number, { locale }: LocaleOptions = {}): string {
  return intlFormat(locale, TWO_DECIMALS).format(amount).replace(BIDI_MARKS, '');
}

/** A count or figure with thousands separators: 1024 → '1,024', 2.5 → '2.5'. */
export function formatNumber(value: number, { locale }: LocaleOptions = {}): string {
  return intlFormat(locale, { maximumFractionDigits: 2 }).format(value).replace(BIDI_MARKS, '');
}

const symbolFormatters = new Map<string, Intl.NumberFormat | null>();

/** The formatter that writes a currency's own symbol ('$', '₪', '€') before the number, or null for a currency without one. */
function symbolFormatter(code: string): Intl.NumberFormat | null {
  const key = code;
  if (!symbolFormatters.has(key)) {
    let formatter: Intl.NumberFormat | null = null;
    try {
      formatter = intlFormat('en', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        ...TWO_DECIMALS,
      });
      // Intl writes the code itself ('CHF', 'XYZ') where it knows no symbol: the code follows anyway.
      const symbol = formatter.formatToParts(0).find((part) => part.type === 'currency')?.value;
      if (!symbol || symbol.toUpperCase() === code) formatter = null;
    } catch {
      // Not a well-formed ISO 4217 code: the number and the code still say it.
    }
    symbolFormatters.set(key, formatter);
  }
  return symbolFormatters.get(key) ?? null;
}

/** The upper-case currency code, or '' when the currency is blank. */
function currencyCode(currency: string | null | undefined): string {
  return currency?.trim().toUpperCase() ?? '';
}

/**
 * An amount in its own currency: the currency's symbol, two decimals with thousands separators, and the
 * code in upper case, the same in both languages: formatAmount(9.99, 'usd') → '$9.99 USD',
 * formatAmount(9.9, 'ILS') → '₪9.90 ILS'.
 * A currency without a symbol shows the number and the code ('12.00 XYZ'); a blank one, the number alone.
 */
export function formatAmount(amount: number, currency?: string | null, options: LocaleOptions = {}): string {
  const code = currencyCode(currency);
  if (!code) return formatMoney(amount, options);
  const withSymbol = symbolFormatter(code);
  const figure = withSymbol
    ? withSymbol.format(amount).replace(BIDI_MARKS, '')
    : formatMoney(amount, options);
  return `${figure} ${code}`;
}

/**
 * Amounts by currency (as the API's `revenue_by_currency`: `{ usd: 120.5, ils: 99 }`), one figure per
 * currency and never added together, ordered by currency code so the same data always reads the same:
 * ['₪99.00 ILS', '$120.50 USD']. Keys that differ only in case are one currency.
 */
export function formatAmountsByCurrency(
  byCurrency: Readonly<Record<string, number>>,
  options: LocaleOptions = {},
): string[] {
  const totals = new Map<string, number>();
  for (const [currency, amount] of Object.entries(byCurrency)) {
    const code = currencyCode(currency);
    totals.set(code, (totals.get(code) ?? 0) + amount);
  }
  return [...totals.keys()].sort().map((code) => formatAmount(totals.get(code) ?? 0, code, options));
}
