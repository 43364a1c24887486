import type { LoginMessages } from './messages';

export interface LoginValues {
  /** The e-mail address, sent as `username`. */
  username: string;
  password: string;
  /** Keep the session after the browser closes. */
  remember: boolean;
}

// An e-mail input's rule, simplified: no spaces, one @, and a dot in the host.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Both fields required; the username must look like an e-mail address. */
export function validateLogin(values: Partial<LoginValues>, words: LoginMessages) {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const username = values.username?.trim() ?? '';
  if (!username) errors.username = words.emailRequired;
  else if (!EMAIL.test(username)) errors.username = words.emailInvalid;
  if (!values.password) errors.password = words.passwordRequired;
  return errors;
}
