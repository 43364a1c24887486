import { describe, expect, test } from 'vitest';
import { DatabaseRateLimitStore } from '../src/services/rateLimits';
import { sharedTestApp } from './helpers/testApp';

const t = sharedTestApp();
const WINDOW = 60_000;
const START = Date.parse('2026-01-01T00:00:00.000Z');

/** A store on the test database with a clock the test moves. */
function storeAt(start = START) {
  const clock = { now: start };
  return { clock, store: new DatabaseRateLimitStore(t.db, () => clock.now) };
}

const keys = async () =>
  (await t.db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map((row) => row.key);

describe('DatabaseRateLimitStore', () => {
  test('counts attempts in one window and starts again once it ends', async () => {
    const { clock, store } = storeAt();
    expect(await store.increment('a', WINDOW)).toEqual({ count: 1, resetAt: START + WINDOW });
    clock.now += 1000;
    expect(await store.increment('a', WINDOW)).toEqual({ count: 2, resetAt: START + WINDOW });
    clock.now = START + WINDOW; // the window's end is outside it
    expect(await store.increment('a', WINDOW)).toEqual({ count: 1, resetAt: START + 2 * WINDOW });
  });

  test('a release takes one back from an open window, never below 0, and leaves a closed one alone', async () => {
    const { clock, store } = storeAt(START + 5 * WINDOW);
    await store.increment('r', WINDOW);
    await store.increment('r', WINDOW);
    await store.release('r');
    expect(await store.increment('r', WINDOW)).toMatchObject({ count: 2 });
    await store.release('none'); // no window: nothing to take back, nothing created
    expect(await store.increment('none', WINDOW)).toMatchObject({ count: 1 });
    for (let i = 0; i < 3; i++) await store.release('none');
    expect(await store.increment('none', WINDOW)).toMatchObject({ count: 1 });
    clock.now += WINDOW;
    await store.release('r');
    expect(await store.increment('r', WINDOW)).toMatchObject({ count: 1 });
  });

  test('attempts counted at once (as by several processes) are each counted, and each release too', async () => {
    const { store } = storeAt(START + 10 * WINDOW);
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment('burst', WINDOW)));
    expect(counts.map((window) => window.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    await Promise.all(Array.from({ length: 15 }, () => store.release('burst')));
    expect(await store.increment('burst', WINDOW)).toMatchObject({ count: 6 });
  });

  test('closed windows are swept, at most once a minute, and open ones kept', async () => {
    await t.db.deleteFrom('rate_limits').execute();
    const { clock, store } = storeAt(START + 100 * WINDOW);
    await store.increment('short', 1000);
    await store.increment('long', 10 * WINDOW);
    clock.now += 2000; // 'short' has closed, but the last sweep was under a minute ago
    await store.increment('other', WINDOW);
    expect(await keys()).toEqual(['long', 'other', 'short']);
    clock.now += 60_000;
    await store.increment('other', WINDOW);
    expect(await keys()).toEqual(['long', 'other']);
  });
});
