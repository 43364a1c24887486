import { formatAmount, formatAmountsByCurrency, formatMoney, formatNumber } from './money';

describe('formatMoney', () => {
  it('always shows two decimals, with thousands separators', () => {
    expect(formatMoney(12)).toBe('12.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(9.999)).toBe('10.00');
    expect(formatMoney(-3.456)).toBe('-3.46');
  });

  it('writes the same digits in Hebrew, with no bidi marks around a negative figure', () => {
    expect(formatMoney(1234.5, { locale: 'he' })).toBe('1,234.50');
    expect(formatMoney(-3.456, { locale: 'he' })).toBe('-3.46');
  });
});

describe('formatNumber', () => {
  it('adds thousands separators and keeps up to two decimals', () => {
    expect(formatNumber(1024)).toBe('1,024');
    expect(formatNumber(50)).toBe('50');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(1234567, { locale: 'he' })).toBe('1,234,567');
    expect(formatNumber(-2.5, { locale: 'he' })).toBe('-2.5');
  });
});

describe('formatAmount', () => {
  it("shows the amount in its own currency: the currency's symbol, two decimals, the code in upper case", () => {
    expect(formatAmount(9.99, 'usd')).toBe('$9.99 USD');
    expect(formatAmount(9.9, 'ILS')).toBe('₪9.90 ILS');
    expect(formatAmount(1999.9, 'Ils')).toBe('₪1,999.90 ILS');
    expect(formatAmount(1234.5, 'eur')).toBe('€1,234.50 EUR');
    expect(formatAmount(12, 'gbp')).toBe('£12.00 GBP');
  });

  it("never shows '$' for a currency that is not dollars", () => {
    expect(formatAmount(9.9, 'ils')).not.toContain('$');
    expect(formatAmount(9.9, 'eur')).not.toContain('$');
  });

  it('keeps the sign before the symbol', () => {
    expect(formatAmount(-3.456, 'usd')).toBe('-$3.46 USD');
  });

  it('shows the number and the code for a currency without a symbol, or an unknown one', () => {
    expect(formatAmount(12, 'xyz')).toBe('12.00 XYZ');
    expect(formatAmount(12, 'chf')).toBe('12.00 CHF');
    expect(formatAmount(1234.5, 'dollars')).toBe('1,234.50 DOLLARS');
  });

  it('shows the number alone when the currency is blank', () => {
    expect(formatAmount(5, '')).toBe('5.00');
    expect(formatAmount(5, ' ')).toBe('5.00');
    expect(formatAmount(5, null)).toBe('5.00');
    expect(formatAmount(5)).toBe('5.00');
  });

  it('writes an amount the same in Hebrew: left to right, the symbol before the number, then the code', () => {
    expect(formatAmount(9.9, 'ils', { locale: 'he' })).toBe('₪9.90 ILS');
    expect(formatAmount(1234.5, 'usd', { locale: 'he' })).toBe('$1,234.50 USD');
    expect(formatAmount(-3.456, 'eur', { locale: 'he' })).toBe('-€3.46 EUR');
  });

  it('shows the number and the code in Hebrew for a currency without a symbol, or the number alone', () => {
    expect(formatAmount(12, 'chf', { locale: 'he' })).toBe('12.00 CHF');
    expect(formatAmount(5, null, { locale: 'he' })).toBe('5.00');
  });
});

describe('formatAmountsByCurrency', () => {
  it('gives one figure per currency, never a sum, ordered by currency code', () => {
    expect(formatAmountsByCurrency({ usd: 120.5, ils: 99 })).toEqual(['₪99.00 ILS', '$120.50 USD']);
    expect(formatAmountsByCurrency({ ils: 99, usd: 120.5 })).toEqual(['₪99.00 ILS', '$120.50 USD']);
  });

  it('treats codes that differ only in case as one currency', () => {
    expect(formatAmountsByCurrency({ usd: 10, USD: 2.5 })).toEqual(['$12.50 USD']);
  });

  it('gives nothing for no currencies', () => {
    expect(formatAmountsByCurrency({})).toEqual([]);
  });

  it('writes each figure the same in Hebrew, in the same order', () => {
    expect(formatAmountsByCurrency({ usd: 20.99, ils: 37 }, { locale: 'he' })).toEqual([
      '₪37.00 ILS',
      '$20.99 USD',
    ]);
  });
});
