import { describe, expect, it, vi } from 'vitest';
import { createActionState, LOADING_FLAGS } from '@core/buttons';

describe('action state (loading flags)', () => {
  it('a flag that is on refuses a second begin; flags are independent', () => {
    const state = createActionState();
    expect(state.begin('submit')).toBe(true);
    expect(state.begin('submit')).toBe(false);
    expect(state.begin('close')).toBe(true);
    state.end('submit');
    expect(state.isLoading('submit')).toBe(false);
    expect(state.isLoading('close')).toBe(true);
    expect(state.begin('submit')).toBe(true);
  });

  it('notifies on changes only, with a new snapshot per change', () => {
    const state = createActionState();
    const listener = vi.fn();
    const off = state.subscribe(listener);
    const before = state.snapshot();
    state.begin('urge');
    state.begin('urge');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(state.snapshot()).not.toBe(before);
    expect(state.snapshot()).toEqual({ urge: true });
    const same = state.snapshot();
    state.end('retry');
    expect(state.snapshot()).toBe(same);
    off();
    state.end('urge');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('knows every flag of spec §4', () => {
    for (const flag of ['submit', 'close', 'hangUp', 'hangDown', 'getBack', 'rollBack', 'rollBackProcessedBy', 'update', 'transfer', 'endorse', 'dealEndorse', 'addCopyTask', 'urge', 'claim', 'withdraw', 'queryAssign', 'queryRedeploy', 'addAssignee', 'commitOriginalHandler', 'saveDraft', 'retry']) {
      expect(LOADING_FLAGS).toContain(flag);
    }
  });
});
