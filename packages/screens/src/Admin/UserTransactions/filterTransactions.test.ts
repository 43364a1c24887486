import type { Transaction } from '@bible-admin/contract';
import { filterTransactions } from './filterTransactions';
import { cardBrandOf } from './CardBrandIcon';

const payer = { _id: 'u1', name: 'Moshe Cohen', email: 'moshe@example.com', profile_pic: null };
const rows: Transaction[] = [
  {
    _id: 'pi_1',
    amount: 9.99,
    currency: 'usd',
    status: 'succeeded',
    payment_method: 'visa',
    created_at: '2025-07-03T10:00:00Z',
    user_details: payer,
  },
  {
    _id: 'pi_2',
    amount: 34.9,
    currency: 'ils',
    status: 'pending',
    payment_method: 'mastercard',
    created_at: '2025-06-28T10:00:00Z',
    user_details: payer,
  },
];

const ids = (list: readonly Transaction[]) => list.map((t) => t._id);

describe('filterTransactions', () => {
  it('keeps every row for a blank query', () => {
    expect(filterTransactions(rows, '   ')).toBe(rows);
  });

  it('matches method, status, currency, amount, date and id, ignoring case', () => {
    expect(ids(filterTransactions(rows, 'VISA'))).toEqual(['pi_1']);
    expect(ids(filterTransactions(rows, 'pending'))).toEqual(['pi_2']);
    expect(ids(filterTransactions(rows, 'ils'))).toEqual(['pi_2']);
    expect(ids(filterTransactions(rows, '9.99'))).toEqual(['pi_1']);
    expect(ids(filterTransactions(rows, 'jun 2025'))).toEqual(['pi_2']);
    expect(ids(filterTransactions(rows, 'pi_2'))).toEqual(['pi_2']);
  });

  it('needs every word to match', () => {
    expect(ids(filterTransactions(rows, 'visa pending'))).toEqual([]);
    expect(ids(filterTransactions(rows, 'usd succeeded'))).toEqual(['pi_1']);
  });
});

describe('cardBrandOf', () => {
  it.each([
    ['visa', 'visa'],
    ['Visa Debit', 'visa'],
    ['MasterCard', 'mastercard'],
    ['master_card', 'mastercard'],
    ['amex', 'amex'],
    ['american_express', 'amex'],
    ['paypal', 'other'],
    ['', 'other'],
  ])('%s is %s', (method, brand) => {
    expect(cardBrandOf(method)).toBe(brand);
  });
});
