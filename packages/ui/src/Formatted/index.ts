export { Ltr } from './Ltr';
export type { LtrProps } from './Ltr';
export { Amount, FormattedNumber } from './Amount';
export type { AmountProps, FormattedNumberProps } from './Amount';
export { AmountsByCurrency } from './AmountsByCurrency';
export type { AmountsByCurrencyProps } from './AmountsByCurrency';
export { FormattedDate, RelativeTime } from './FormattedDate';
export type { FormattedDateProps, RelativeTimeProps } from './FormattedDate';
