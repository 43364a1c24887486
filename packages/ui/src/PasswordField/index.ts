export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export type { PasswordFieldMessages } from './messages';
