export { formatDate, formatDateTime, toDate } from './dates';
export type { DateInput, DateFormatOptions } from './dates';
export { formatRelativeTime } from './relativeTime';
export type { RelativeTimeOptions } from './relativeTime';
export { formatMoney, formatNumber, formatAmount, formatAmountsByCurrency } from './money';
export type { LocaleOptions } from './locale';
export { formatDevice } from './device';
export { initials } from './initials';
