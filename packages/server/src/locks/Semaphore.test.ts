import { Semaphore, SemaphoreTimeoutError } from './Semaphore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Semaphore', () => {
  it('a task that waits past maxWaitMs for a slot rejects and never runs; the queue goes on without it', async () => {
    const slots = new Semaphore(1);
    let release = () => {};
    const holding = slots.run(() => new Promise<void>((resolve) => (release = resolve)));
    let ran = false;
    const late = slots.run(async () => {
      ran = true;
    }, 5);
    await expect(late).rejects.toThrow(SemaphoreTimeoutError);
    const next = slots.run(async () => 'next', 1000);
    release();
    await holding;
    expect(await next).toBe('next');
    expect(ran).toBe(false);
  });

  it('runs at most `size` tasks at once, the others in arrival order, and frees a failed task’s slot', async () => {
    const slots = new Semaphore(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      if (n === 1) throw new Error('one');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => slots.run(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    // All slots are free again.
    await Promise.all([slots.run(task(6)), slots.run(task(7))]);
    expect(started.slice(5)).toEqual([6, 7]);
  });
});
