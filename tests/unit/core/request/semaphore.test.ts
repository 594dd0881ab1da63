import { describe, expect, it } from 'vitest';
import { createSemaphore } from '@core/request/semaphore';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createSemaphore', () => {
  it('grants up to the limit and hands freed slots to waiters in FIFO order', async () => {
    const semaphore = createSemaphore(() => 2, () => new Error('aborted'));
    const order: string[] = [];
    const take = (name: string) => semaphore.acquire().then((release) => (order.push(name), release));
    const [a, b] = await Promise.all([take('a'), take('b')]);
    const c = take('c');
    const d = take('d');
    await settle();
    expect(order).toEqual(['a', 'b']);
    expect(semaphore.pending).toBe(2);
    b();
    b(); // releasing twice frees one slot only
    await settle();
    expect(order).toEqual(['a', 'b', 'c']);
    expect(semaphore.active).toBe(2);
    a();
    await Promise.all([c, d]);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });

  it('treats a limit below 1 or not a number as 1', async () => {
    for (const limit of [0, -3, Number.NaN]) {
      const semaphore = createSemaphore(() => limit, () => new Error('aborted'));
      await semaphore.acquire();
      let second = false;
      void semaphore.acquire().then(() => (second = true));
      await settle();
      expect(second).toBe(false);
    }
  });

  it('removes an aborted waiter from the queue and rejects it with the abort reason', async () => {
    const semaphore = createSemaphore(() => 1, () => new Error('aborted'));
    const release = await semaphore.acquire();
    const controller = new AbortController();
    const waiting = semaphore.acquire(controller.signal);
    const next = semaphore.acquire();
    controller.abort();
    await expect(waiting).rejects.toThrow('aborted');
    expect(semaphore.pending).toBe(1);
    release();
    const releaseNext = await next;
    expect(semaphore.active).toBe(1);
    releaseNext();
    expect(semaphore.active).toBe(0);
    await expect(semaphore.acquire(AbortSignal.abort())).rejects.toThrow('aborted');
  });
});
