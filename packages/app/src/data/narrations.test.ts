import { act, renderHook } from '@testing-library/react';
import { SPEECH_TIMEOUT_MS } from '@bible-admin/contract/plain';
import { failureWords } from '../api/catalogue';
import { adminWords } from '../api/catalogue/admin';
import { NARRATION_TIMEOUT_MS } from '../api/client';
import { CHECK_INTERVAL_MS } from './narrations';

type Store = typeof import('./narrations');

const ok = (payload: object) =>
  new Response(JSON.stringify({ success: true, status_code: 200, message: 'OK', ...payload }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The server for one chapter: it narrates its male voice one request at a time, each in the speech
 * engine's longest time, after the one before. `drop(n)` cuts request n's connection (the browser sees a
 * network error; the server goes on); `fail(n)` makes narration n fail.
 */
function fakeServer() {
  let audio: string | null = null;
  let narrated = 0;
  let turn: Promise<unknown> = Promise.resolve();
  const dropped = new Set<number>();
  const failing = new Set<number>();
  let requests = 0;
  const fetch = vi.fn((url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (init?.method === 'GET') return Promise.resolve(ok({ data: { audio_url_male: audio } }));
    const request = (requests += 1);
    const result = turn.then(async () => {
      await new Promise((resolve) => setTimeout(resolve, SPEECH_TIMEOUT_MS));
      if (failing.has(request)) throw new Error('The speech engine failed');
      audio = `/media/${(narrated += 1)}.mp3`;
      return audio;
    });
    turn = result.catch(() => undefined);
    return new Promise((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      if (dropped.has(request)) setTimeout(() => reject(new TypeError('Failed to fetch')), 10_000);
      result.then(
        (url) => resolve(ok({ data: { audio_url: url } })),
        () =>
          resolve(
            new Response(JSON.stringify({ success: false, message: 'Failed to generate audio' }), {
              status: 502,
            }),
          ),
      );
    });
  });
  return {
    fetch,
    drop: (request: number) => dropped.add(request),
    fail: (request: number) => failing.add(request),
  };
}

/** One admin's tab: its own narration store, and what it was told. */
async function admin() {
  vi.resetModules();
  const store: Store = await import('./narrations');
  const { result } = renderHook(() => store.useNarrations());
  const toast = { info: vi.fn(), success: vi.fn(), error: vi.fn() };
  // The list's re-read after a narration: it ends when the test says so.
  let reread = () => {};
  const revalidate = () => new Promise<void>((resolve) => (reread = resolve));
  return {
    narrate: () =>
      act(() => void store.narrate('c1', 'male', 'generate', { toast, revalidate, locale: 'en' })),
    state: () => result.current('c1', 'male'),
    listReread: () => act(async () => reread()),
    toast,
  };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  vi.useFakeTimers();
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('narrate', () => {
  it('two admins narrating the same chapter and voice: the second waits for the first, and both see their own audio', async () => {
    const [first, second] = [await admin(), await admin()];
    first.narrate();
    await advance(1_000);
    second.narrate();
    // The second's request waits for the first narration, then speaks: past the spec's 30 s.
    await advance(SPEECH_TIMEOUT_MS);
    expect(first.state()).toEqual({ state: 'done', url: '/media/1.mp3' });
    expect(second.state()?.state).toBe('running');
    await advance(SPEECH_TIMEOUT_MS);
    expect(second.state()).toEqual({ state: 'done', url: '/media/2.mp3' });
    for (const { toast } of [first, second]) {
      expect(toast.success).toHaveBeenCalledWith(adminWords.en.audio.generated, expect.anything());
      expect(toast.error).not.toHaveBeenCalled();
    }
    // Once the list is re-read, its address is the truth: the first's tab no longer holds its own, older one.
    await first.listReread();
    expect(first.state()).toBeUndefined();
  });

  it('shows generating while the server may still narrate after the connection dropped, then its audio', async () => {
    const editor = await admin();
    server.drop(1);
    editor.narrate();
    await advance(SPEECH_TIMEOUT_MS - 1_000);
    expect(editor.state()?.state).toBe('running');
    await advance(CHECK_INTERVAL_MS);
    expect(editor.state()).toEqual({ state: 'done', url: '/media/1.mp3' });
    // The outcome replaces 'Generating Audio': the two toasts share the narration's key.
    const narrationToast = { key: 'narration c1:male' };
    expect(editor.toast.info).toHaveBeenCalledWith(adminWords.en.audio.generating, narrationToast);
    expect(editor.toast.success).toHaveBeenCalledWith(adminWords.en.audio.generated, narrationToast);
    expect(editor.toast.error).not.toHaveBeenCalled();
  });

  it('fails a narration whose connection dropped once the server’s longest time passed without new audio', async () => {
    const editor = await admin();
    server.drop(1);
    server.fail(1);
    editor.narrate();
    await advance(NARRATION_TIMEOUT_MS - 1_000);
    expect(editor.state()?.state).toBe('running');
    await advance(CHECK_INTERVAL_MS);
    expect(editor.state()).toEqual({
      state: 'failed',
      kind: 'generate',
      message: failureWords.en.unreachable,
    });
    expect(editor.toast.error).toHaveBeenCalledWith(adminWords.en.audio.generateFailed, {
      key: 'narration c1:male',
    });
  });
});
