import { formatAmount } from '@bible-admin/ui';
import { figuresByCurrency, sumByCurrency } from './amounts';

describe('figuresByCurrency', () => {
  it('gives one figure per currency, ordered by code', () => {
    expect(figuresByCurrency({ usd: 120.5, ils: 9.9 })).toEqual([
      formatAmount(9.9, 'ILS'),
      formatAmount(120.5, 'USD'),
    ]);
  });

  it('gives nothing for no currencies', () => {
    expect(figuresByCurrency({})).toEqual([]);
  });
});

describe('sumByCurrency', () => {
  it('adds amounts of the same currency only', () => {
    expect(
      sumByCurrency([
        { amount: 9.99, currency: 'usd' },
        { amount: 10, currency: 'USD' },
        { amount: 9.9, currency: 'ils' },
      ]),
    ).toEqual({ usd: 19.99, ils: 9.9 });
  });
});
