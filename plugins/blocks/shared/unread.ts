// The unread counts behind the badges (the bottom menu's and the home banner's message-centre entry), without
// React: the two count calls, their readers and one store per runtime, shared by every badge on screen so the
// layout and the home page ask once. Kept tiny: the app shell loads it with the first screen.
import type { Runtime } from '@core';
import './message-events';

/** Paths of the count calls: announcements on the base prefix, messages on the message gateway (prefix `none`). */
export const unreadPaths = {
  announcementPage: '/announcement/userPageList',
  categories: '/message/inbox/categories',
} as const;

/** Unread announcements and messages of the signed-in user. */
export interface UnreadCounts {
  announcements: number;
  messages: number;
  /** Both together: what the badge shows. */
  total: number;
}

const countOf = (data: unknown): number | undefined => {
  const value = typeof data === 'object' && data !== null ? (data as { unreadCount?: unknown }).unreadCount : undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** The unread count of a `userPageList` or `inbox/categories` answer (`unreadCount`); undefined when it has none. */
export const readUnreadCount = countOf;

/** The shared counts of one runtime. */
export interface UnreadStore {
  /** The latest counts; undefined until the first answer. */
  get(): UnreadCounts | undefined;
  /** Listens for new counts; the first listener loads them and follows `messages:read`. Returns the disposer. */
  subscribe(listener: () => void): () => void;
  /** Asks again now. */
  refresh(): void;
}

/** Loads the counts (both calls silent: a badge that fails to load is simply not shown). */
async function loadCounts(runtime: Runtime, signal: AbortSignal, previous: UnreadCounts | undefined): Promise<UnreadCounts | undefined> {
  const { request } = runtime;
  const [announcements, messages] = await Promise.allSettled([
    request.get<unknown>(request.path('base', unreadPaths.announcementPage), { params: { pageNum: 1, pageSize: 1 }, signal, silent: true }).then(countOf),
    request.get<unknown>(request.path('none', unreadPaths.categories), { signal, silent: true }).then(countOf),
  ]);
  const a = announcements.status === 'fulfilled' ? announcements.value : undefined;
  const m = messages.status === 'fulfilled' ? messages.value : undefined;
  if (a === undefined && m === undefined) return previous;
  const counts = { announcements: a ?? previous?.announcements ?? 0, messages: m ?? previous?.messages ?? 0 };
  return { ...counts, total: counts.announcements + counts.messages };
}

function createUnreadStore(runtime: Runtime): UnreadStore {
  let value: UnreadCounts | undefined;
  const listeners = new Set<() => void>();
  let controller: AbortController | undefined;
  let off: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const load = () => {
    controller?.abort();
    const current = (controller = new AbortController());
    loadCounts(runtime, current.signal, value).then(
      (next) => {
        if (current.signal.aborted || next === value) return;
        value = next;
        for (const listener of listeners) listener();
      },
      () => undefined,
    );
  };
  const refresh = () => {
    clearTimeout(timer);
    // A task later: behind the page's own first calls in the request queue (one call at a time by default).
    timer = setTimeout(load, 0);
  };

  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        off = runtime.bus.on('messages:read', refresh);
        refresh();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        off?.();
        off = undefined;
        clearTimeout(timer);
        controller?.abort();
      };
    },
    refresh,
  };
}

// One store per runtime (keyed weakly, so runtimes of tests and stories never share counts).
const stores = new WeakMap<Runtime, UnreadStore>();

/** The unread-count store of `runtime`, created on first use. */
export function unreadStoreOf(runtime: Runtime): UnreadStore {
  let store = stores.get(runtime);
  if (!store) stores.set(runtime, (store = createUnreadStore(runtime)));
  return store;
}

/** The centre's route: the entry (bottom menu, home banner) that carries the badge. */
export const MESSAGE_CENTER_PATH = '/messageCenter';

/** Whether a menu or banner entry opens the message centre (by key or by path). */
export const isMessageCenterEntry = (entry: { key?: string; path?: string; route?: string }): boolean =>
  entry.key === 'messageCenter' || entry.path === MESSAGE_CENTER_PATH || entry.route === MESSAGE_CENTER_PATH;
