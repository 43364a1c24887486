/**
 * Money is stored as whole minor units (cents, agorot: integers, never floats); the contract's replies and
 * forms carry major units with at most two decimals, as the spec shows them.
 */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;
