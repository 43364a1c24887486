import { useFormat } from '../format';
import { Ltr } from './Ltr';

export interface AmountProps {
  amount: number;
  /** ISO code, any case ('usd', 'ILS'); blank shows the number alone. */
  currency?: string | null;
}

/** An amount in its own currency ('$9.99 USD', '₪9.90 ILS'), left to right in any page. */
export function Amount({ amount, currency }: AmountProps) {
  return <Ltr>{useFormat().amount(amount, currency)}</Ltr>;
}

export interface FormattedNumberProps {
  value: number;
}

/** A count with thousands separators ('1,024'), left to right in any page. */
export function FormattedNumber({ value }: FormattedNumberProps) {
  return <Ltr>{useFormat().number(value)}</Ltr>;
}
