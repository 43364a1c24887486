import { userCalls } from '@bible-admin/contract/plain';
import { adminToken } from '../session/tokenStore';
import { CsvRowCounter, downloadCsv } from './download';
import { ApiError } from './errors';

const encode = (text: string) => new TextEncoder().encode(text);

/** A streamed reply whose body arrives in `chunks`, each after the previous was read. */
function streamed(chunks: string[], init: ResponseInit = {}) {
  let cancelled = false;
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(encode(chunks[index++]!));
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { response: new Response(body, { status: 200, ...init }), cancelled: () => cancelled };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('CsvRowCounter', () => {
  it('counts records, not the header, across chunks and quoted line breaks', () => {
    const counter = new CsvRowCounter();
    expect(counter.feed(encode('\uFEFFID,User\r\n1,"Two\r'))).toBe(0);
    expect(counter.feed(encode('\nLines"\r\n2,"say ""hi"""'))).toBe(1);
    expect(counter.feed(encode('\r\n3,"a,b"\r\n'))).toBe(3);
  });
});

describe('downloadCsv', () => {
  it('reads the file as it arrives, reporting the rows so far, with the admin token and the search', async () => {
    adminToken.write('token-1', false);
    const { response } = streamed(['\uFEFFID,User\r\n1,A\r\n', '2,B\r\n3,"C\r\nD"\r\n'], {
      headers: { 'content-disposition': 'attachment; filename="users-2026-03-01.csv"' },
    });
    const fetch = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetch);
    const seen: number[] = [];
    const file = await downloadCsv(
      userCalls.export,
      { search: 'cohen' },
      { signal: new AbortController().signal, onRows: (rows) => seen.push(rows) },
    );
    expect(fetch).toHaveBeenCalledWith('/api/admin/users/export.csv?search=cohen', {
      headers: { accept: 'text/csv', authorization: 'Bearer token-1' },
      signal: expect.any(AbortSignal),
    });
    expect(seen).toEqual([1, 3]);
    expect(file).toMatchObject({ filename: 'users-2026-03-01.csv', rows: 3 });
    // The byte-order mark stays in the file (text() would hide it).
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('ID,User\r\n1,A\r\n2,B\r\n3,"C\r\nD"\r\n');
  });

  it('a refusal is the ApiError any call gives, with its code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              status_code: 403,
              code: 'forbidden',
              message: 'Admin access required',
              detail: 'x',
            }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const download = downloadCsv(
      userCalls.export,
      {},
      { signal: new AbortController().signal, onRows: () => {} },
    );
    await expect(download).rejects.toBeInstanceOf(ApiError);
    await expect(download).rejects.toMatchObject({ kind: 'http', status: 403, code: 'forbidden' });
  });

  it('Cancel stops reading: the stream is cancelled and the download rejects', async () => {
    const { response, cancelled } = streamed(['\uFEFFID\r\n1\r\n', '2\r\n', '3\r\n']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => response),
    );
    const abort = new AbortController();
    const download = downloadCsv(userCalls.export, {}, { signal: abort.signal, onRows: () => abort.abort() });
    await expect(download).rejects.toThrow();
    expect(abort.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(cancelled()).toBe(true));
  });

  it('a connection cut midway is a network failure, not a short file', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encode('\uFEFFID\r\n1\r\n'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body)),
    );
    await expect(
      downloadCsv(userCalls.export, {}, { signal: new AbortController().signal, onRows: () => {} }),
    ).rejects.toMatchObject({ kind: 'network' });
  });
});
