export { ForgotPassword } from './ForgotPassword';
export type { ForgotPasswordProps, ForgotPasswordStatus } from './ForgotPassword';
