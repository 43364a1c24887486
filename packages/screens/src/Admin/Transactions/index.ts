export { Transactions } from './Transactions';
export type { TransactionsProps } from './Transactions';
