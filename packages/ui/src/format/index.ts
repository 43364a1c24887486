export { formatDate, formatDateTime } from './dates';
export type { DateInput, DateFormatOptions } from './dates';
export { formatRelativeTime } from './relativeTime';
export { formatMoney, formatRevenue, formatAmount } from './money';
export type { AmountOptions } from './money';
export { formatDevice } from './device';
export { initials } from './initials';
