export interface DeleteAccountLogin {
  email: string;
  password: string;
}

interface ValidationWords {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
}

// What an e-mail-type input accepts: something, an @, a domain with a dot.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login form's errors by field: both required, the e-mail well formed. */
export function validateLogin(values: Partial<DeleteAccountLogin>, t: ValidationWords) {
  const errors: Partial<Record<keyof DeleteAccountLogin, string>> = {};
  const email = values.email?.trim() ?? '';
  if (!email) errors.email = t.emailRequired;
  else if (!EMAIL.test(email)) errors.email = t.emailInvalid;
  if (!values.password) errors.password = t.passwordRequired;
  return errors;
}
