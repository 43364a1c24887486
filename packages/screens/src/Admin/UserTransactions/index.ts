export { UserTransactions } from './UserTransactions';
export type { UserTransactionsData, UserTransactionsProps, UserTransactionsStatus } from './UserTransactions';
