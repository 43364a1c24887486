import { formatFor } from '@bible-admin/ui';
import { totalSpentFigures } from './totalSpent';

const en = formatFor('en');
const he = formatFor('he');

describe('totalSpentFigures', () => {
  it('shows the total in the one currency paid', () => {
    expect(totalSpentFigures(en, [{ currency: 'usd', amount: 19.99 }])).toEqual(['$19.99 USD']);
  });

  it('gives one sum per currency when payments span several, ordered by code', () => {
    expect(
      totalSpentFigures(en, [
        { currency: 'usd', amount: 9.99 },
        { currency: 'ils', amount: 34.9 },
      ]),
    ).toEqual(['₪34.90 ILS', '$9.99 USD']);
  });

  it('shows zero in the currency of the history, or dollars without one', () => {
    expect(totalSpentFigures(en, [], 'ils')).toEqual(['₪0.00 ILS']);
    expect(totalSpentFigures(en, [])).toEqual(['$0.00 USD']);
  });

  it('writes the figures in the language it is given', () => {
    expect(totalSpentFigures(he, [{ currency: 'ils', amount: 34.9 }])).toEqual(['₪34.90 ILS']);
  });
});
