import type { LocaleOptions } from './locale';

/*
 * Amounts read the same in English and Hebrew: Israel writes Western digits with the same separators,
 * and an amount always sits in a left-to-right isolate. The `locale` option is accepted so every
 * formatter has one call shape.
 */

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeOrDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An amount with thousands separators and exactly two decimals: 1234.5 → '1,234.50'. */
export function formatMoney(amount: number, _options: LocaleOptions = {}): string {
  return twoDecimals.format(amount);
}

/** A count or figure with thousands separators: 1024 → '1,024', 2.5 → '2.5'. */
export function formatNumber(value: number, _options: LocaleOptions = {}): string {
  return wholeOrDecimal.format(value);
}

const symbolFormatters = new Map<string, Intl.NumberFormat | null>();

/** The formatter that writes a currency's own symbol ('$', '₪', '€'), or null for a currency without one. */
function symbolFormatter(code: string): Intl.NumberFormat | null {
  if (!symbolFormatters.has(code)) {
    let formatter: Intl.NumberFormat | null = null;
    try {
      formatter = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      // Intl writes the code itself ('CHF', 'XYZ') where it knows no symbol: the code follows anyway.
      const symbol = formatter.formatToParts(0).find((part) => part.type === 'currency')?.value;
      if (!symbol || symbol.toUpperCase() === code) formatter = null;
    } catch {
      // Not a well-formed ISO 4217 code: the number and the code still say it.
    }
    symbolFormatters.set(code, formatter);
  }
  return symbolFormatters.get(code) ?? null;
}

/** The upper-case currency code, or '' when the currency is blank. */
function currencyCode(currency: string | null | undefined): string {
  return currency?.trim().toUpperCase() ?? '';
}

/**
 * An amount in its own currency: the currency's symbol, two decimals with thousands separators, and the
 * code in upper case. formatAmount(9.99, 'usd') → '$9.99 USD', formatAmount(9.9, 'ILS') → '₪9.90 ILS'.
 * A currency without a symbol shows the number and the code ('12.00 XYZ'); a blank one, the number alone.
 */
export function formatAmount(amount: number, currency?: string | null, options: LocaleOptions = {}): string {
  const code = currencyCode(currency);
  if (!code) return formatMoney(amount, options);
  const withSymbol = symbolFormatter(code);
  return `${withSymbol ? withSymbol.format(amount) : formatMoney(amount, options)} ${code}`;
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
