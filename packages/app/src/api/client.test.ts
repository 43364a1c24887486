import { accountCalls, authCalls, chapterCalls, planCalls, userCalls } from '@bible-admin/contract/plain';
import { adminToken } from '../session/tokenStore';
import { errorMessage } from './catalogue';
import { call } from './client';
import { resolveBase } from './config';
import { ApiError } from './errors';

const ok = (payload: object) =>
  new Response(JSON.stringify({ success: true, status_code: 200, message: 'OK', ...payload }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const user = {
  _id: 'u1',
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'user',
  plan_id: null,
  email: 'ada@example.com',
  profile_pic: null,
  status: 'Active',
  plan: null,
  device: 'ios',
  created_at: '2025-01-02T03:04:05.000Z',
};

function recorder(response: () => Response) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return response();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('call', () => {
  it('sends a form-urlencoded body by default, without a token when told so', async () => {
    const { fetch, requests } = recorder(() => ok({ access_token: 't', token_type: 'bearer', user }));
    const reply = await call(authCalls.login, {
      body: { username: 'ada@example.com', password: 'secret', remember: true },
      token: null,
      fetch,
    });
    expect(reply.access_token).toBe('t');
    const [{ url, init }] = requests as [{ url: string; init: RequestInit }];
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(header(init, 'content-type')).toBe('application/x-www-form-urlencoded');
    expect(header(init, 'authorization')).toBeUndefined();
    expect(new URLSearchParams(init.body as string).get('remember')).toBe('true');
  });

  it("carries the admin's stored token, fills path parameters and leaves empty query values out", async () => {
    adminToken.write('admin-token', false);
    const { fetch, requests } = recorder(() => ok({ data: { transactions: [], total_spent: 0, user } }));
    await call(userCalls.transactions, { params: { id: 'a b' }, fetch });
    await call(userCalls.list, { query: { page: 2, search: '' }, fetch }).catch(() => {});
    expect(requests[0]!.url).toBe('/api/admin/user-transactions/a%20b');
    expect(header(requests[0]!.init, 'authorization')).toBe('Bearer admin-token');
    expect(requests[1]!.url).toBe('/api/admin/users?page=2');
  });

  it('sends multipart with the files that travel and JSON text for lists', async () => {
    const { fetch, requests } = recorder(() => ok({}));
    const image = new Blob(['png'], { type: 'image/png' });
    await call(chapterCalls.update, {
      params: { id: 'c1' },
      body: { chapter_name: 'Genesis 1', verse_media_json: JSON.stringify([{ verseNumber: 1 }]) },
      files: { chapter_image: image, cover_image: null },
      fetch,
    }).catch(() => {});
    const body = requests[0]!.init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('chapter_name')).toBe('Genesis 1');
    expect(body.get('chapter_image')).toBeInstanceOf(Blob);
    expect(body.has('cover_image')).toBe(false);
    expect(header(requests[0]!.init, 'content-type')).toBeUndefined();
  });

  it('writes objects of a form body as JSON text (plan features)', async () => {
    const { fetch, requests } = recorder(() => ok({}));
    await call(planCalls.add, {
      body: { name: 'Gold', price: '9.99', features: { Audio: true } },
      fetch,
    }).catch(() => {});
    expect(new URLSearchParams(requests[0]!.init.body as string).get('features')).toBe('{"Audio":true}');
  });

  it('forgets the stored session when the server ends it (401), not when a token of its own was sent', async () => {
    const refused = () =>
      new Response(
        JSON.stringify({ success: false, status_code: 401, code: 'account_deactivated', message: 'No' }),
        { status: 401, headers: { 'content-type': 'application/json' } },
      );
    adminToken.write('admin-token', false);
    const own = recorder(refused);
    await expect(call(userCalls.list, { token: 'deletion-token', fetch: own.fetch })).rejects.toThrow();
    expect(adminToken.read()).toBe('admin-token');
    const stored = recorder(refused);
    await expect(call(userCalls.list, { fetch: stored.fetch })).rejects.toThrow();
    expect(adminToken.read()).toBeNull();
  });

  it("maps an error reply to an ApiError with the server's detail", async () => {
    const { fetch } = recorder(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            status_code: 401,
            message: 'Unauthorized',
            detail: 'Wrong password',
          }),
          { status: 401 },
        ),
    );
    const error = (await call(accountCalls.login, {
      body: { username: 'a@b.co', password: 'x' },
      fetch,
    }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.message).toBe('Wrong password');
    expect(error.serverMessage).toBe('Unauthorized');
  });

  it("says the server is unreachable when the request cannot be made (the spec's words)", async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await call(authCalls.logout, { fetch }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('network');
    expect(errorMessage(error, 'en')).toBe('Server unreachable. Please try again later.');
  });

  it('gives up after the timeout', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const error = (await call(authCalls.logout, { fetch, timeoutMs: 10 }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.kind).toBe('timeout');
  });

  it('refuses a reply that is not a success reply', async () => {
    const { fetch } = recorder(() => new Response('<html>proxy error</html>', { status: 200 }));
    const error = (await call(accountCalls.login, {
      body: { username: 'a@b.co', password: 'x' },
      fetch,
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('invalid');
  });
});

describe('resolveBase', () => {
  const bases = { api: 'https://api.example.com/v1', appApi: 'https://auth.example.com' };
  it('maps the admin and the app auth bases separately', () => {
    expect(resolveBase('/api/admin/users', bases)).toBe('https://api.example.com/v1/admin/users');
    expect(resolveBase('/api/app/login', bases)).toBe('https://auth.example.com/login');
    expect(resolveBase('/api/login')).toBe('/api/login');
  });
});
