export { AdminLogin } from './Login';
export type { AdminLoginProps, LoginPasskeys, LoginStatus, SignedOutReason } from './Login';
export type { LoginValues } from './validateLogin';
