import { loginMessages } from './messages';
import { validateLogin } from './validateLogin';

const m = loginMessages.en;

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({}, m)).toEqual({ username: m.emailRequired, password: m.passwordRequired });
    expect(validateLogin({ username: '  ', password: '' }, m)).toEqual({
      username: m.emailRequired,
      password: m.passwordRequired,
    });
  });

  it('wants an e-mail address as the username', () => {
    expect(validateLogin({ username: 'admin', password: 'x' }, m)).toEqual({ username: m.emailInvalid });
    expect(validateLogin({ username: 'admin@example', password: 'x' }, m)).toEqual({
      username: m.emailInvalid,
    });
  });

  it('accepts a filled form', () => {
    expect(validateLogin({ username: 'admin@example.com', password: 'secret' }, m)).toEqual({});
  });
});
