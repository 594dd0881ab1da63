import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '@core/bus';
import { defaultConfig } from '@core/config';
import type { RuntimeEvents } from '@core/events';
import { bindToastBus, createToastStore, pushToast, removeToast, type ToastItem } from '@react/feedback/toast-store';

const item = (id: number): ToastItem => ({ id, type: 'info', message: `m${id}`, duration: 3000 });

describe('pushToast / removeToast', () => {
  it('keeps at most `max`, dropping the oldest', () => {
    let list: readonly ToastItem[] = [];
    for (let id = 1; id <= 6; id++) list = pushToast(list, item(id), 4);
    expect(list.map((entry) => entry.id)).toEqual([3, 4, 5, 6]);
  });

  it('never keeps fewer than one', () => {
    expect(pushToast([item(1)], item(2), 0).map((entry) => entry.id)).toEqual([2]);
  });

  it('does not mutate its input and returns the same list when nothing is removed', () => {
    const list = [item(1), item(2)];
    expect(removeToast(list, 1).map((entry) => entry.id)).toEqual([2]);
    expect(list).toHaveLength(2);
    expect(removeToast(list, 9)).toBe(list);
  });
});

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults follow the spec: 3 s, at most 4', () => {
    expect(defaultConfig.toastDuration).toBe(3000);
    expect(defaultConfig.toastMaxCount).toBe(4);
    const store = createToastStore();
    for (let n = 1; n <= 5; n++) store.show({ type: 'success', message: `t${n}` });
    expect(store.getSnapshot().map((entry) => entry.message)).toEqual(['t2', 't3', 't4', 't5']);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('expires each toast on its own clock and honours a payload duration', () => {
    const store = createToastStore({ duration: 3000 });
    store.show({ type: 'info', message: 'a' });
    vi.advanceTimersByTime(1000);
    store.show({ type: 'error', message: 'b' });
    store.show({ type: 'info', message: 'long', duration: 10000 });
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot().map((entry) => entry.message)).toEqual(['b', 'long']);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((entry) => entry.message)).toEqual(['long']);
    vi.advanceTimersByTime(6999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('a toast with duration 0 stays until dismissed', () => {
    const store = createToastStore();
    const id = store.show({ type: 'loading', message: 'wait', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('cancels the timer of a dropped or cleared toast', () => {
    const store = createToastStore({ max: 2 });
    store.show({ type: 'info', message: 'a' });
    store.show({ type: 'info', message: 'b' });
    store.show({ type: 'info', message: 'c' });
    expect(vi.getTimerCount()).toBe(2);
    store.clear();
    expect(vi.getTimerCount()).toBe(0);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers on change only, and the snapshot is stable between changes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const dispose = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.show({ type: 'info', message: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dismiss(12345);
    store.clear();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    dispose();
    store.show({ type: 'info', message: 'y' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('bindToastBus shows bus toasts until disposed', () => {
    const bus = createBus<RuntimeEvents>();
    const store = createToastStore();
    const dispose = bindToastBus(store, bus);
    bus.emit('toast:show', { type: 'error', message: 'boom' });
    expect(store.getSnapshot()).toMatchObject([{ type: 'error', message: 'boom', duration: 3000 }]);
    dispose();
    bus.emit('toast:show', { type: 'info', message: 'ignored' });
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
