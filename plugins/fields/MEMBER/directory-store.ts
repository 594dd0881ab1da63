// What both MEMBER directories build on (the group/user lists in directory.ts, the department/user lists in
// department.ts): the state and its listeners, the generation that drops the result of a superseded load, the
// run of one load (loading flag, then the listed users' pending-ticket counts), the debounced search and
// dispose. Pure (no React).
import type { MemberDirectoryDeps, MemberDirectoryState } from './directory';
import { fetchWorkOrderCounts } from './extras';
import { MEMBER_SEARCH_DEBOUNCE_MS, type MemberRow } from './normalize';

/** How one directory uses its {@link DirectoryStore}. */
export interface DirectoryStoreOptions {
  /** Ask each listed user's pending-ticket count after a load (MEMBER's isShowWorkOrderCount). */
  showWorkOrderCount?: boolean;
  /** The state a failed load leaves (unless superseded); `loading: false` is always part of it. */
  failed?: Partial<MemberDirectoryState>;
  /** Hears a failed load (the request client has shown it, or the spec only logs it). */
  onError?: (error: unknown) => void;
}

/** The state machinery of a {@link MemberDirectory}; the directory decides what to load. */
export interface DirectoryStore {
  /** The current snapshot. */
  readonly state: MemberDirectoryState;
  getState(): MemberDirectoryState;
  subscribe(listener: (state: MemberDirectoryState) => void): () => void;
  /** Applies a patch (a new snapshot) and tells the listeners. */
  set(patch: Partial<MemberDirectoryState>): void;
  /** Starts a new navigation: whatever the previous ones still load is dropped when it arrives. */
  supersede(): void;
  /** Settles a debounced search still waiting, without running it. */
  cancelSearch(): void;
  /**
   * Runs a load of the current navigation: `loading` while it runs, then `apply(result)` (read when it
   * arrives) unless a newer navigation came first, then the counts of `result.rows`. A failure changes only
   * `loading` and the `failed` option.
   */
  run<R extends { rows: readonly MemberRow[] }>(load: () => Promise<R>, apply: (result: R) => Partial<MemberDirectoryState>): Promise<void>;
  /**
   * Debounced search: the waiting one is cancelled; a blank keyword calls `clear` at once, any other starts a
   * new navigation that calls `find` with the trimmed keyword after the debounce unless superseded meanwhile.
   * The promise settles when that is done or superseded.
   */
  search(keyword: string, clear: () => Promise<void>, find: (keyword: string) => Promise<void>): Promise<void>;
  /** Drops every load still running, the waiting search and the listeners. */
  dispose(): void;
}

/** `current` followed by the rows of `found` it does not list yet (a next page). */
export function appendRows(current: readonly MemberRow[], found: readonly MemberRow[]): MemberRow[] {
  return [...current, ...found.filter((row) => !current.some((listed) => listed.key === row.key))];
}

/** Creates the state machinery of one directory. */
export function createDirectoryStore(initial: MemberDirectoryState, deps: MemberDirectoryDeps, options: DirectoryStoreOptions = {}): DirectoryStore {
  const { request, encrypt } = deps;
  const timers = deps.timers ?? { setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms), clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>) };
  const debounceMs = deps.searchDebounceMs ?? MEMBER_SEARCH_DEBOUNCE_MS;
  const listeners = new Set<(state: MemberDirectoryState) => void>();
  let state = initial;
  let generation = 0;
  let disposed = false;
  let timer: unknown;
  // The promise of a debounced search still waiting; resolved when a newer call supersedes it.
  let settlePending: (() => void) | undefined;

  const set = (patch: Partial<MemberDirectoryState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };

  const loadCounts = async (rows: readonly MemberRow[]) => {
    if (!options.showWorkOrderCount) return;
    const ids = rows.filter((row) => row.kind === 'user' && !state.counts.has(row.item.userId)).map((row) => row.item.userId);
    const counts = await fetchWorkOrderCounts(request, encrypt, ids, deps.log);
    if (disposed || counts.size === 0) return;
    set({ counts: new Map([...state.counts, ...counts]) });
  };

  const cancelSearch = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    settlePending?.();
    settlePending = undefined;
  };

  return {
    get state() {
      return state;
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    supersede() {
      generation += 1;
    },
    cancelSearch,
    async run(load, apply) {
      const mine = generation;
      set({ loading: true });
      try {
        const result = await load();
        if (mine !== generation || disposed) return;
        set({ ...apply(result), loading: false });
        void loadCounts(result.rows);
      } catch (error) {
        options.onError?.(error);
        if (mine === generation && !disposed) set({ ...options.failed, loading: false });
      }
    },
    search(keyword, clear, find) {
      cancelSearch();
      const trimmed = keyword.trim();
      if (!trimmed) return clear();
      generation += 1;
      const mine = generation;
      return new Promise<void>((resolve) => {
        settlePending = resolve;
        timer = timers.setTimeout(() => {
          timer = undefined;
          settlePending = undefined;
          if (mine !== generation) return resolve();
          void find(trimmed).then(resolve);
        }, debounceMs);
      });
    },
    dispose() {
      disposed = true;
      cancelSearch();
      generation += 1;
      listeners.clear();
    },
  };
}
