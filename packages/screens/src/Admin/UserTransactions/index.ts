export { UserTransactions } from './UserTransactions';
export type { UserTransactionsData, UserTransactionsProps, UserTransactionsStatus } from './UserTransactions';
export { filterTransactions } from './filterTransactions';
