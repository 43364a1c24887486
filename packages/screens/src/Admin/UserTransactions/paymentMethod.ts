import { capitalise } from '../common/capitalise';

/** A payment method as a key: 'American Express', 'american_express' and 'AmericanExpress' are one. */
export function paymentMethodKey(method: string): string {
  return method.toLowerCase().replace(/[\s_-]/g, '');
}

/**
 * The methods that capitalising gets wrong ('paypal' would read 'Paypal'), as their owners write them. Brand
 * names are the same in every locale, so the table is not a screen message.
 */
const LABELS: Readonly<Record<string, string>> = {
  americanexpress: 'American Express',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
};

/** The payment method's label: its brand's own spelling, or an unknown one capitalised as sent. */
export function paymentMethodLabel(method: string): string {
  return LABELS[paymentMethodKey(method)] ?? capitalise(method);
}
