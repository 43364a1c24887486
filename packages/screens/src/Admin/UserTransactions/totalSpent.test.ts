import { formatAmount } from '@bible-admin/ui';
import { totalSpentFigures } from './totalSpent';

describe('totalSpentFigures', () => {
  it("shows the server's total in the one currency paid", () => {
    expect(totalSpentFigures([{ currency: 'usd', amount: 19.99 }], 19.99)).toEqual([
      formatAmount(19.99, 'usd'),
    ]);
  });

  it('gives one sum per currency when payments span several, ordered by code', () => {
    expect(
      totalSpentFigures(
        [
          { currency: 'usd', amount: 9.99 },
          { currency: 'ils', amount: 34.9 },
        ],
        44.89,
      ),
    ).toEqual([formatAmount(34.9, 'ils'), formatAmount(9.99, 'usd')]);
  });

  it('shows zero in the currency of the history, or dollars without one', () => {
    expect(totalSpentFigures([], 0, 'ils')).toEqual([formatAmount(0, 'ils')]);
    expect(totalSpentFigures([], 0)).toEqual([formatAmount(0, 'usd')]);
  });
});
