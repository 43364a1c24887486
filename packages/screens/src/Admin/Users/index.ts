export { Users } from './Users';
export type { UsersProps, UsersStatus } from './Users';
