import { sumByCurrency } from './amounts';

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
