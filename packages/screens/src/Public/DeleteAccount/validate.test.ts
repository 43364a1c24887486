import { deleteAccountMessages } from './messages';
import { validateLogin } from './validate';

const t = deleteAccountMessages.en;

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({}, t)).toEqual({ email: t.emailRequired, password: t.passwordRequired });
    expect(validateLogin({ email: '   ', password: '' }, t)).toEqual({
      email: t.emailRequired,
      password: t.passwordRequired,
    });
  });

  it('refuses an address without a domain', () => {
    expect(validateLogin({ email: 'dana@example', password: 'x' }, t)).toEqual({ email: t.emailInvalid });
  });

  it('accepts a filled, well-formed pair', () => {
    expect(validateLogin({ email: 'dana@example.com', password: 'secret' }, t)).toEqual({});
  });
});
