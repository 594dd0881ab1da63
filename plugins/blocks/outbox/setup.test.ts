// What the outbox does from the start (setup.ts): what waits is sent shortly after the start, when the connection
// returns, and, while the device is online but the server did not answer, again every RETRY_INTERVAL_MS.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_COUNT_KEY } from '@core/outbox/count';
import { createTestRuntime } from '../../../tests/unit/core/fake-server';
import { RETRY_INTERVAL_MS, setupOutbox, START_REPLAY_DELAY_MS } from './setup';

const replayOutbox = vi.fn();
vi.mock('./runner', () => ({ replayOutbox: (...args: unknown[]) => replayOutbox(...args), queueUnsent: vi.fn() }));

const loginInfo = JSON.stringify({ rbac: [], user: { userId: 'u1', userName: 'ann', accountId: 'acc' } });

beforeEach(() => {
  vi.useFakeTimers();
  replayOutbox.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('setupOutbox', () => {
  it('sends what waits after the start, then again every interval while something waits', async () => {
    const t = createTestRuntime({ storage: { loginInfo, [OUTBOX_COUNT_KEY]: JSON.stringify({ u1: 1 }) } });
    const stop = setupOutbox(t.runtime);
    await vi.advanceTimersByTimeAsync(START_REPLAY_DELAY_MS);
    expect(replayOutbox).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS);
    expect(replayOutbox).toHaveBeenCalledTimes(2);
    // Nothing left: no more tries.
    t.runtime.storage.removeItem(OUTBOX_COUNT_KEY);
    await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS * 2);
    expect(replayOutbox).toHaveBeenCalledTimes(2);
    stop();
    t.runtime.storage.setItem(OUTBOX_COUNT_KEY, JSON.stringify({ u1: 1 }));
    await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS * 2);
    expect(replayOutbox).toHaveBeenCalledTimes(2);
  });

  it('tries nothing for an empty outbox, and nothing of another user', async () => {
    const t = createTestRuntime({ storage: { loginInfo, [OUTBOX_COUNT_KEY]: JSON.stringify({ someoneElse: 3 }) } });
    const stop = setupOutbox(t.runtime);
    await vi.advanceTimersByTimeAsync(RETRY_INTERVAL_MS * 2);
    // The start replay looks at the whole mirror (the runner then finds none of this user's); the interval only at this user's.
    expect(replayOutbox).toHaveBeenCalledTimes(1);
    stop();
  });
});
