import { expect, test } from 'vitest';
import { SemaphoreTimeoutError } from '../locks/Semaphore';
import { DecodeBudget } from './decodeBudget';

/** A task that runs until `finish()`: `started` says whether it was let in. */
function held() {
  let finish!: () => void;
  const task = { started: false, finish: () => finish() };
  const run = () =>
    new Promise<void>((resolve) => {
      task.started = true;
      finish = resolve;
    });
  return { task, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('lends at most its capacity; waiters are let in in arrival order as bytes come back', async () => {
  const budget = new DecodeBudget(100);
  const first = held();
  const big = held();
  const small = held();
  const running = budget.run(60, first.run, 1000);
  const bigRun = budget.run(80, big.run, 60_000);
  // 30 would fit beside the first, but the big one came before it: no overtaking.
  const smallRun = budget.run(30, small.run, 60_000);
  await settle();
  expect([first.task.started, big.task.started, small.task.started]).toEqual([true, false, false]);
  expect(budget.queued).toBe(2);
  first.task.finish();
  await running;
  await settle();
  expect([big.task.started, small.task.started]).toEqual([true, false]);
  big.task.finish();
  await bigRun;
  await settle();
  expect(small.task.started).toBe(true);
  small.task.finish();
  await smallRun;
  expect(budget.peak).toBe(80);
  expect(budget.queued).toBe(0);
});

test('a waiter past its wait is refused and never runs; those behind it that fit go in', async () => {
  const budget = new DecodeBudget(100);
  const first = held();
  const running = budget.run(60, first.run, 1000);
  let ran = false;
  const refused = budget.run(
    80,
    async () => {
      ran = true;
    },
    1,
  );
  const small = held();
  const smallRun = budget.run(30, small.run, 60_000);
  await expect(refused).rejects.toBeInstanceOf(SemaphoreTimeoutError);
  expect(ran).toBe(false);
  await settle();
  expect(small.task.started).toBe(true);
  first.task.finish();
  small.task.finish();
  await Promise.all([running, smallRun]);
});

test('more than its capacity is refused outright, and a failed task gives its bytes back', async () => {
  const budget = new DecodeBudget(100);
  await expect(budget.run(101, async () => undefined, 1000)).rejects.toBeInstanceOf(RangeError);
  await expect(budget.run(100, () => Promise.reject(new Error('broken')), 1000)).rejects.toThrow('broken');
  await expect(budget.run(100, async () => 'again', 0)).resolves.toBe('again');
});
