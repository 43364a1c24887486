import { act, renderHook } from '@testing-library/react';
import { planCalls } from '@bible-admin/contract/plain';
import { call } from '../api/client';
import { saveFailure, useVersionedSave } from './versions';

const plan = (version: number, name: string) => ({ _id: 'p1', name, version });

/** The server of one plan: it keeps the plan's version and refuses a save sent with an older one, as the API does. */
function planServer(stored = plan(3, 'Theirs')) {
  const sent: (string | null)[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const version = new URLSearchParams(init?.body as string).get('version');
    sent.push(version);
    if (version !== null && Number(version) !== stored.version) {
      return new Response(
        JSON.stringify({
          success: false,
          status_code: 409,
          code: 'version_conflict',
          message: 'This record was changed by someone else',
          detail: 'It was saved again after you opened it.',
          data: stored,
        }),
        { status: 409 },
      );
    }
    stored = plan(stored.version + 1, 'Mine');
    return new Response(JSON.stringify({ success: true, status_code: 200, message: 'OK', data: stored }));
  });
  const save = (version: number | undefined) =>
    call(planCalls.update, {
      body: { plan_id: 'p1', name: 'Mine', price: '1', features: '{"A":true}', version },
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
  return { sent, save };
}

describe('useVersionedSave', () => {
  it('sends the loaded version; a stale one keeps the stored record as theirs, and Overwrite saves over it', async () => {
    const server = planServer();
    const { result } = renderHook(() => useVersionedSave(plan(2, 'Loaded')));

    const refused = await act(() => result.current.run(server.save).catch((error: unknown) => error));
    expect(server.sent).toEqual(['2']);
    expect(result.current.theirs).toEqual(plan(3, 'Theirs'));
    // Its notice says it: no error banner besides.
    expect(saveFailure(refused, 'en', 'Failed')).toBeNull();

    // Saving again as before is refused again: only Overwrite goes over their version.
    await act(() => result.current.run(server.save).catch(() => undefined));
    expect(server.sent).toEqual(['2', '2']);

    const reply = await act(() => result.current.run(server.save, true));
    expect(server.sent).toEqual(['2', '2', '3']);
    expect(reply.data).toEqual(plan(4, 'Mine'));
    expect(result.current.theirs).toBeNull();
  });

  it('sends no version for a record without one loaded, and other failures keep their words', async () => {
    const server = planServer();
    const { result } = renderHook(() => useVersionedSave<{ version: number }>(null));
    await act(() => result.current.run(server.save));
    expect(server.sent).toEqual([null]);

    const failing = () => Promise.reject(new Error('offline'));
    const error = await act(() => result.current.run(failing).catch((e: unknown) => e));
    expect(result.current.theirs).toBeNull();
    expect(saveFailure(error, 'en', 'Failed to save')).toBe('Failed to save');
  });
});
