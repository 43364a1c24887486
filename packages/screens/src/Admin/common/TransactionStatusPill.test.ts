import { transactionStatusTone } from './TransactionStatusPill';

describe('transactionStatusTone', () => {
  it('colours a status by its meaning, whatever its case', () => {
    expect(['succeeded', 'Failed', 'mismatch', 'PENDING', 'refunded'].map(transactionStatusTone)).toEqual([
      'green',
      'red',
      'red',
      'yellow',
      'neutral',
    ]);
  });

  it('claims neither success nor failure for a status it does not know', () => {
    expect(transactionStatusTone('chargeback')).toBe('neutral');
  });
});
