import { adminToken, ADMIN_TOKEN_KEY, deletionToken } from './tokenStore';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('tokenStore', () => {
  it('keeps the token in local storage with Remember me and in session storage without', () => {
    adminToken.write('kept', true);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('kept');
    adminToken.write('for-now', false);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('for-now');
    expect(adminToken.read()).toBe('for-now');
  });

  it('replaces a token in the storage the sign-in chose', () => {
    adminToken.write('kept', true);
    adminToken.replace('renewed');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('renewed');
    adminToken.write('for-now', false);
    adminToken.replace('renewed-for-now');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(ADMIN_TOKEN_KEY)).toBe('renewed-for-now');
  });

  it('keeps the deletion page’s token apart from the admin’s', () => {
    adminToken.write('admin', true);
    deletionToken.write('end-user', true);
    deletionToken.clear();
    expect(adminToken.read()).toBe('admin');
    expect(deletionToken.read()).toBeNull();
  });
});
