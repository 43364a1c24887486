import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { CurrentUser } from '@bible-admin/contract';
import { adminToken } from '../session/tokenStore';
import { LOCALE_KEY, localeChoice } from './localeChoice';
import { signInLocale, useAdminLocale } from './useAdminLocale';

const account = (locale: CurrentUser['locale']) =>
  ({ _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin', locale }) as CurrentUser;

const reply = (payload: object, status = 200) =>
  new Response(JSON.stringify({ status_code: status, message: 'OK', ...payload }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The server: it answers the current user with `stored`, and saves a language unless told to refuse. */
function server(stored: CurrentUser['locale'], { refuse = false } = {}) {
  const saved: string[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).endsWith('/update-locale')) {
      if (refuse) return reply({ success: false, message: 'No', code: 'internal_error' }, 500);
      const locale = new URLSearchParams(String(init?.body)).get('locale') as CurrentUser['locale'];
      saved.push(`${locale} by ${new Headers(init?.headers).get('authorization')}`);
      return reply({ success: true, data: account(locale) });
    }
    return reply({ success: true, current_user: account(stored) });
  });
  vi.stubGlobal('fetch', fetch);
  return { saved };
}

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  adminToken.clear();
  localeChoice.write('en', false);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useAdminLocale', () => {
  it("is the browser's language before anyone chose one, then the choice, as soon as it is made", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['he-IL', 'en']);
    const { result } = renderHook(() => useAdminLocale(), { wrapper: fresh });
    expect(result.current).toBe('he');
    act(() => localeChoice.write('en', true));
    expect(result.current).toBe('en');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
  });

  it("is the account's language once signed in, whatever this browser chose", async () => {
    server('he');
    localeChoice.write('en', false);
    adminToken.write('token-1', false);
    const { result } = renderHook(() => useAdminLocale(), { wrapper: fresh });
    await waitFor(() => expect(result.current).toBe('he'));
  });
});

describe('signInLocale', () => {
  it('saves a language picked on the login page to the account, with the new token', async () => {
    const { saved } = server('en');
    localeChoice.write('he', true);
    const user = await signInLocale(account('en'), 'token-2');
    expect(user.locale).toBe('he');
    expect(saved).toEqual(['he by Bearer token-2']);
    expect(localeChoice.chosenBeforeSignIn()).toBe(false);
  });

  it("brings the account's language to this browser when none was picked here", async () => {
    const { saved } = server('he');
    localeChoice.write('en', false);
    const user = await signInLocale(account('he'), 'token-3');
    expect(user.locale).toBe('he');
    expect(saved).toEqual([]);
    expect(localStorage.getItem(LOCALE_KEY)).toBe('he');
  });

  it("keeps the account's language when the server refuses the pick", async () => {
    server('en', { refuse: true });
    localeChoice.write('he', true);
    const user = await signInLocale(account('en'), 'token-4');
    expect(user.locale).toBe('en');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
  });
});
