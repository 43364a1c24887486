import { paymentMethodLabel } from './paymentMethod';

describe('paymentMethodLabel', () => {
  it('writes each brand as its owner does, however the provider sends it', () => {
    expect(paymentMethodLabel('paypal')).toBe('PayPal');
    expect(paymentMethodLabel('PAYPAL')).toBe('PayPal');
    expect(paymentMethodLabel('american_express')).toBe('American Express');
    expect(paymentMethodLabel('apple-pay')).toBe('Apple Pay');
    expect(paymentMethodLabel('visa')).toBe('Visa');
  });

  it('capitalises a method it does not know, keeping the rest as sent', () => {
    expect(paymentMethodLabel('bankTransfer')).toBe('BankTransfer');
  });
});
