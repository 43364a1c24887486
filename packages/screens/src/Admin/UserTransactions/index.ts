export { UserTransactions } from './UserTransactions';
export type { UserTransactionsData, UserTransactionsProps } from './UserTransactions';
