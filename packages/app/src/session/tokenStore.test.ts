import { adminToken, ADMIN_TOKEN_KEY, deletionToken, tokenStore } from './tokenStore';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

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

  it('tells its subscribers of every change, until they stop listening', () => {
    const store = tokenStore('test.token');
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.write('one', true);
    store.replace('two');
    store.clear();
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    store.write('three', false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the token for the page when the browser gives it no storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = tokenStore('test.token');
    store.write('kept', true);
    expect(store.read()).toBe('kept');
    store.clear();
    expect(store.read()).toBeNull();
  });
});
