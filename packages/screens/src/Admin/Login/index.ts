export { AdminLogin } from './Login';
export type { AdminLoginProps, LoginStatus, SignedOutReason } from './Login';
export type { LoginValues } from './validateLogin';
