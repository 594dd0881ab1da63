import type { Disposer, EventBus } from '../../core/bus';
import type { ToastPayload } from '../../core/events';

/** A toast on screen. */
export interface ToastItem {
  /** Increasing per store; the oldest toast has the smallest id. */
  id: number;
  type: ToastPayload['type'];
  message: string;
  /** Lifetime in ms; 0 or less keeps the toast until dismissed. */
  duration: number;
}

/** Timer functions, injectable so the store stays testable without a DOM. */
export interface ToastTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ToastStoreOptions {
  /** Lifetime of a toast whose payload has no duration. @default 3000 (config.toastDuration) */
  duration?: number;
  /** Toasts visible at once; a new one beyond it drops the oldest. @default 4 (config.toastMaxCount) */
  max?: number;
  /** @default globalThis.setTimeout / clearTimeout */
  timers?: ToastTimers;
}

/** Headless toast stack: a list plus expiry timers. React reads it with useSyncExternalStore. */
export interface ToastStore {
  /** Current toasts, oldest first. Same array until something changes. */
  getSnapshot(): readonly ToastItem[];
  subscribe(listener: () => void): Disposer;
  /** Shows a toast and returns its id. */
  show(payload: ToastPayload): number;
  dismiss(id: number): void;
  /** Removes every toast and cancels every timer (call on unmount). */
  clear(): void;
}

export const DEFAULT_TOAST_DURATION = 3000;
export const DEFAULT_TOAST_MAX = 4;

/** Pure: appends `item` and drops the oldest entries beyond `max`. */
export function pushToast(list: readonly ToastItem[], item: ToastItem, max: number): readonly ToastItem[] {
  const limit = Math.max(1, Math.floor(max));
  const next = [...list, item];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** Pure: the list without the toast `id` (the same array when absent). */
export function removeToast(list: readonly ToastItem[], id: number): readonly ToastItem[] {
  return list.some((item) => item.id === id) ? list.filter((item) => item.id !== id) : list;
}

const globalTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const defaultDuration = options.duration ?? DEFAULT_TOAST_DURATION;
  const max = options.max ?? DEFAULT_TOAST_MAX;
  const timers = options.timers ?? globalTimers;
  const handles = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  let items: readonly ToastItem[] = [];
  let nextId = 1;

  const commit = (next: readonly ToastItem[]) => {
    if (next === items) return;
    const kept = new Set(next.map((item) => item.id));
    for (const [id, handle] of handles) {
      if (!kept.has(id)) {
        timers.clearTimeout(handle);
        handles.delete(id);
      }
    }
    items = next;
    for (const listener of [...listeners]) listener();
  };

  const store: ToastStore = {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    show(payload) {
      const id = nextId++;
      const duration = payload.duration ?? defaultDuration;
      const item: ToastItem = { id, type: payload.type, message: payload.message, duration };
      if (duration > 0 && Number.isFinite(duration)) {
        handles.set(id, timers.setTimeout(() => store.dismiss(id), duration));
      }
      commit(pushToast(items, item, max));
      return id;
    },
    dismiss(id) {
      commit(removeToast(items, id));
    },
    clear() {
      commit(items.length ? [] : items);
    },
  };
  return store;
}

/** Shows every `toast:show` event of the bus in the store; returns the disposer. */
export function bindToastBus(store: ToastStore, bus: Pick<EventBus, 'on'>): Disposer {
  return bus.on('toast:show', (payload) => {
    store.show(payload);
  });
}
