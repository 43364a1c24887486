import { formatAmount, formatMoney, formatRevenue } from './money';

describe('formatMoney', () => {
  it('always shows two decimals, with thousands separators', () => {
    expect(formatMoney(12)).toBe('12.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(9.999)).toBe('10.00');
    expect(formatMoney(-3.456)).toBe('-3.46');
  });
});

describe('formatRevenue', () => {
  it("prefixes '$'", () => {
    expect(formatRevenue(1234.5)).toBe('$1,234.50');
    expect(formatRevenue(0)).toBe('$0.00');
  });
});

describe('formatAmount', () => {
  it('follows the amount with the currency in upper case', () => {
    expect(formatAmount(12, 'usd')).toBe('12.00 USD');
    expect(formatAmount(1999.9, 'Ils')).toBe('1,999.90 ILS');
  });

  it("prefixes '$' when asked, as the transactions table shows it", () => {
    expect(formatAmount(12, 'usd', { dollarSign: true })).toBe('$12.00 USD');
  });

  it('shows the number alone when the currency is blank', () => {
    expect(formatAmount(5, '')).toBe('5.00');
    expect(formatAmount(5, ' ')).toBe('5.00');
    expect(formatAmount(5, null)).toBe('5.00');
  });
});
