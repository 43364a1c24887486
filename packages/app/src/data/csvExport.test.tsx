import { act, renderHook, waitFor } from '@testing-library/react';
import { userCalls } from '@bible-admin/contract/plain';
import { failureWords } from '../api/catalogue';
import { useCsvExport } from './csvExport';

const encode = (text: string) => new TextEncoder().encode(text);

/** A CSV reply that sends its header and one row, then waits for `release` before the rest. */
function slowReply() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encode('\uFEFFID\r\n1\r\n'));
      await released;
      controller.enqueue(encode('2\r\n'));
      controller.close();
    },
  });
  return {
    response: new Response(body, { headers: { 'content-disposition': 'attachment; filename="u.csv"' } }),
    release,
  };
}

let saved: Blob[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:export';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useCsvExport', () => {
  it('runs with the rows so far, then saves the file and is idle again', async () => {
    const { response, release } = slowReply();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    const { result } = renderHook(() => useCsvExport(userCalls.export, 'cohen'));
    act(() => void result.current.onExport());
    await waitFor(() => expect(result.current.exportState).toEqual({ status: 'running', rows: 1 }));
    release();
    await waitFor(() => expect(result.current.exportState).toEqual({ status: 'idle', rows: 0 }));
    expect(saved).toHaveLength(1);
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledOnce();
  });

  it('Cancel aborts the download: nothing saved, idle again', async () => {
    const { response } = slowReply();
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      init.signal?.addEventListener('abort', () => void response.body?.cancel().catch(() => {}));
      return response;
    });
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useCsvExport(userCalls.export, ''));
    act(() => void result.current.onExport());
    await waitFor(() => expect(result.current.exportState.status).toBe('running'));
    act(() => result.current.onCancelExport());
    expect(result.current.exportState).toEqual({ status: 'idle', rows: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.exportState.status).toBe('idle');
    expect(saved).toHaveLength(0);
  });

  it('a failure says why, in the page’s words, with the rows it had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result } = renderHook(() => useCsvExport(userCalls.export, ''));
    await act(() => result.current.onExport());
    expect(result.current.exportState).toEqual({
      status: 'failed',
      rows: 0,
      error: failureWords.en.unreachable,
    });
  });
});
