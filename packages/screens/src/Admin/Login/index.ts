export { AdminLogin } from './Login';
export type { AdminLoginProps, LoginStatus } from './Login';
export type { LoginValues } from './validateLogin';
