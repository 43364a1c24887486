import type { Transaction } from '@bible-admin/contract';
import { formatAmount } from '@bible-admin/ui';
import { totalSpentFigures } from './totalSpent';

const payer = { _id: 'u1', name: 'Moshe Cohen', email: 'moshe@example.com', profile_pic: null };
const tx = (amount: number, currency: string, status = 'succeeded'): Transaction => ({
  _id: `${amount}${currency}${status}`,
  amount,
  currency,
  status,
  payment_method: 'visa',
  created_at: '2025-07-03T10:00:00Z',
  user_details: payer,
});

describe('totalSpentFigures', () => {
  it("shows the server's total in the one currency paid", () => {
    expect(totalSpentFigures([tx(9.99, 'usd'), tx(10, 'usd')], 19.99)).toEqual([formatAmount(19.99, 'usd')]);
  });

  it('gives one sum per currency when payments span several, counting succeeded ones only', () => {
    expect(totalSpentFigures([tx(9.99, 'usd'), tx(34.9, 'ils'), tx(99, 'usd', 'failed')], 44.89)).toEqual([
      formatAmount(34.9, 'ils'),
      formatAmount(9.99, 'usd'),
    ]);
  });

  it('shows zero in the currency of the history, or dollars without one', () => {
    expect(totalSpentFigures([tx(5, 'ils', 'pending')], 0)).toEqual([formatAmount(0, 'ils')]);
    expect(totalSpentFigures([], 0)).toEqual([formatAmount(0, 'usd')]);
  });
});
