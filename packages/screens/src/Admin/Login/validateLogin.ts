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

/** What is wrong with a typed e-mail address (required, e-mail-like), or undefined. */
export function emailError(
  value: string | undefined,
  words: Pick<LoginMessages, 'emailRequired' | 'emailInvalid'>,
) {
  const email = value?.trim() ?? '';
  if (!email) return words.emailRequired;
  if (!EMAIL.test(email)) return words.emailInvalid;
  return undefined;
}

/** Both fields required; the username must look like an e-mail address. */
export function validateLogin(values: Partial<LoginValues>, words: LoginMessages) {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const username = emailError(values.username, words);
  if (username) errors.username = username;
  if (!values.password) errors.password = words.passwordRequired;
  return errors;
}
