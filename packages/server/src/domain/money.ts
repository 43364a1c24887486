/**
 * Money is stored as whole minor units (cents, agorot: integers, never floats); the contract's replies and
 * forms carry major units with at most two decimals, as the spec shows them.
 */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;

/**
 * The spec's one figure for amounts in minor units per currency: their sum in major units when they are all
 * in one currency (0 for none), null when there are several: dollars and shekels are never added together.
 */
export function oneCurrencyTotal(minorByCurrency: Readonly<Record<string, number>>): number | null {
  const amounts = Object.values(minorByCurrency);
  return amounts.length > 1 ? null : fromMinor(amounts[0] ?? 0);
}
