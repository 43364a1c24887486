export * from './Public';
export * from './Admin/Shell';
export * from './Admin/Login';
export * from './Admin/Dashboard';
export * from './Admin/Users';
export * from './Admin/Transactions';
export * from './Admin/UserTransactions';
