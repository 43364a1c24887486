export { Users } from './Users';
export type { UsersProps } from './Users';
