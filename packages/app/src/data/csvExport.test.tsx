import { act, renderHook, waitFor } from '@testing-library/react';
import { userCalls } from '@bible-admin/contract/plain';
import { useCsvExport } from './csvExport';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const linkReply = () =>
  json({
    success: true,
    status_code: 200,
    message: 'Export link',
    data: { url: '/api/admin/users/export/tok3n', expires_at: '2026-01-01T00:01:00.000Z' },
  });

/** A fetch that answers when `answer` is called. */
function heldFetch() {
  let answer!: (response: Response) => void;
  const reply = new Promise<Response>((resolve) => (answer = resolve));
  return { fetch: vi.fn(async () => reply), answer };
}

beforeEach(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useCsvExport', () => {
  it('prepares the link, then hands it to the browser and says the download started', async () => {
    const { fetch, answer } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useCsvExport(userCalls.exportLink, 'cohen'));
    act(() => void result.current.onExport());
    expect(result.current.exportState).toEqual({ status: 'preparing' });
    answer(linkReply());
    await waitFor(() => expect(result.current.exportState).toEqual({ status: 'started' }));
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce();
  });

  it('a refusal says why, in the server’s words for an English admin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            success: false,
            status_code: 429,
            code: 'export_busy',
            message: 'Too many exports are running',
            detail: 'At most 2 exports of one admin and 4 in all run at once. Try again in 10 seconds.',
          },
          429,
        ),
      ),
    );
    const { result } = renderHook(() => useCsvExport(userCalls.exportLink, ''));
    await act(() => result.current.onExport());
    expect(result.current.exportState).toEqual({
      status: 'failed',
      error: 'At most 2 exports of one admin and 4 in all run at once. Try again in 10 seconds.',
    });
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });

  it('leaving the page while the link is prepared downloads nothing', async () => {
    const { fetch, answer } = heldFetch();
    vi.stubGlobal('fetch', fetch);
    const { result, unmount } = renderHook(() => useCsvExport(userCalls.exportLink, ''));
    let exporting!: Promise<void>;
    act(() => void (exporting = result.current.onExport()));
    unmount();
    answer(linkReply());
    // The export has settled: a download it was going to start would have started by now.
    await exporting;
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });
});
