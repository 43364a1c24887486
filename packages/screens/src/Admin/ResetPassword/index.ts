export { ResetPassword } from './ResetPassword';
export type {
  ResetLinkRefusal,
  ResetPasswordProps,
  ResetPasswordStatus,
  ResetPasswordValues,
} from './ResetPassword';
