export { NoAccess } from './NoAccess';
export type { NoAccessProps } from './NoAccess';
