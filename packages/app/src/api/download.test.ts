import { userCalls } from '@bible-admin/contract/plain';
import { adminToken } from '../session/tokenStore';
import { downloadExport } from './download';
import { ApiError } from './errors';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const linkReply = json({
  success: true,
  status_code: 200,
  message: 'Export link',
  data: { url: '/api/admin/users/export/tok3n', expires_at: '2026-01-01T00:01:00.000Z' },
});

let clicked: HTMLAnchorElement[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('downloadExport', () => {
  it('asks for a link with the search and the token, then hands the link to the browser', async () => {
    adminToken.write('admin-token', false);
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => linkReply);
    vi.stubGlobal('fetch', fetch);
    await downloadExport(userCalls.exportLink, 'cohen', new AbortController().signal);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/users/export-link');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('search=cohen');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer admin-token');
    // The browser's download manager follows the link: the file never passes through the page.
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('/api/admin/users/export/tok3n');
    expect(clicked[0]!.getAttribute('download')).toBe('');
  });

  it('a refusal is the ApiError of any call, with its code; nothing is downloaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          { success: false, status_code: 429, code: 'export_busy', message: 'Too many exports are running' },
          429,
        ),
      ),
    );
    const failure = downloadExport(userCalls.exportLink, '', new AbortController().signal);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'export_busy', status: 429 });
    expect(clicked).toHaveLength(0);
  });

  it('aborted while the link is prepared: nothing is downloaded', async () => {
    const abort = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        abort.abort();
        return linkReply;
      }),
    );
    await expect(downloadExport(userCalls.exportLink, '', abort.signal)).rejects.toThrow();
    expect(clicked).toHaveLength(0);
  });
});
