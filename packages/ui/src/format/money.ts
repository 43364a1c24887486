const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount with thousands separators and exactly two decimals: 1234.5 → '1,234.50'. */
export function formatMoney(amount: number): string {
  return twoDecimals.format(amount);
}

/** Revenue is shown in dollars: formatRevenue(1234.5) → '$1,234.50'. */
export function formatRevenue(amount: number): string {
  return `$${formatMoney(amount)}`;
}

export interface AmountOptions {
  /** Prefix '$' as the transactions table does: '$12.00 USD'. */
  dollarSign?: boolean;
}

/**
 * An amount with its currency code in upper case: formatAmount(12, 'usd') → '12.00 USD'.
 * A blank currency leaves the number alone.
 */
export function formatAmount(
  amount: number,
  currency?: string | null,
  { dollarSign = false }: AmountOptions = {},
): string {
  const code = currency?.trim().toUpperCase();
  const number = dollarSign ? formatRevenue(amount) : formatMoney(amount);
  return code ? `${number} ${code}` : number;
}
