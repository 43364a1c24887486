export { Transactions } from './Transactions';
export type { TransactionsProps, TransactionsStatus } from './Transactions';
