import type { RequestClient } from '../../request/types';
import type { NormalizedField, OptionItem, OptionPatch } from '../types';
import { readOptionConfig, type OptionSourceConfig } from './config';
import { dictionaryContentsCall, OPTION_SEARCH_DEBOUNCE_MS, optionCalls, type OptionCall } from './constants';
import { createRequestDeduper, requestKey, type RequestDeduper } from './dedupe';
import { filterByKeyword, mapRecords, mapTree } from './map';
import { applyOptionPatch, hideDeletedOptions } from './patch';
import { isRecord } from '../../records';
import type { FieldTypeLookup } from '../value-kind';

/** Snapshot of an option source. A new object is made on every change (safe for `useSyncExternalStore`). */
export interface OptionSourceState {
  /** Options to show: loaded options after linkage patches, deleted-entry and keyword filtering. */
  options: OptionItem[];
  /** A call of the current generation is running. */
  loading: boolean;
  /** Message of the last failed call (the caller shows it in a toast); cleared by the next success. */
  error: string | undefined;
  /** More pages can be loaded (paged sources only). */
  hasMore: boolean;
  /** Last loaded page; 0 before the first load. */
  page: number;
  /** Keyword the shown options were filtered with. */
  keyword: string;
  /** The first load has succeeded (custom lists are loaded from the start). */
  loaded: boolean;
  /**
   * `options` hold the whole allowed list (loaded, no page left, no keyword):
   * only then may a selection be pruned against them.
   */
  complete: boolean;
}

/** Timer functions, injectable for tests. @default globalThis.setTimeout / clearTimeout */
export interface OptionSourceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What an option source needs from its environment. */
export interface OptionSourceDeps {
  /** The request client; options never build URLs with a base address themselves. */
  request: RequestClient;
  /** Translator for fallback error texts (`options.*`). */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Timers for the search debounce. */
  timers?: OptionSourceTimers;
  /**
   * Shares identical concurrent calls. Pass one deduper per form (or per
   * runtime) so the sources of table rows with the same column share calls.
   * @default a deduper private to this source
   */
  deduper?: RequestDeduper;
  /** The registry's field types (whether the type's options form a tree). */
  fieldTypes?: FieldTypeLookup;
  /** Search debounce in ms. @default 500 */
  searchDebounceMs?: number;
  /**
   * Ask the request client not to toast failures itself: showing the
   * server message is the caller's job (form-widgets §8).
   * @default true
   */
  silent?: boolean;
}

/** A lazily loaded, searchable, pageable option list of one field. */
export interface OptionSource {
  /** The source description read from `x-props`. */
  readonly config: OptionSourceConfig;
  getState(): OptionSourceState;
  /** Called after every state change; returns a disposer. */
  subscribe(listener: (state: OptionSourceState) => void): () => void;
  /** Loads the first page unless loaded or loading (call on first focus). */
  ensureLoaded(): Promise<void>;
  /** Loads the next page (paged sources; no-op while loading or at the end). */
  loadMore(): Promise<void>;
  /**
   * Debounced search; a newer search supersedes an older one and a stale
   * response never overwrites a newer one. Resolves when this search has
   * been applied or superseded.
   */
  search(keyword: string): Promise<void>;
  /** Drops loaded options and loads page 1 again with the current keyword. */
  reload(): Promise<void>;
  /**
   * Sets the value of the field's cascade superior: every query then carries
   * it as `code` (the dictionary query takes level and code; API sources get
   * it in their params). A changed value drops loaded options; they load
   * again at once when `load` is set (the cascade's "their options load") or
   * when options were loaded, else lazily on first focus. Empty clears it.
   */
  setSuperiorValue(value: unknown, options?: { load?: boolean }): Promise<void>;
  /**
   * Sets a linkage option patch. Content patches (`add`, `change`) and
   * visibility patches (`show`, `hide`, `showPrepend`, `showAll`) are kept
   * apart; content applies first. `undefined` clears both.
   */
  setPatch(patch: OptionPatch | undefined): void;
  /** The field's current value: deleted dictionary entries stay visible while selected. */
  setSelected(value: unknown): void;
  /** Cancels the pending search, ignores late responses and drops listeners. */
  dispose(): void;
}

interface FetchResult {
  options: OptionItem[];
  hasMore: boolean;
}

function errorMessage(error: unknown): string | undefined {
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** The query code of a superior value: its first selected value (an option object by value / id / code); undefined when empty. */
function superiorCode(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const scalar = isRecord(first) ? (first.value ?? first.id ?? first.code) : first;
  if (scalar === undefined || scalar === null || scalar === '' || typeof scalar === 'object') return undefined;
  return String(scalar);
}

class ApiFormatError extends Error {
  override name = 'ApiFormatError';
}

/** A list response: the data itself, or its records/list/enumList. */
function listOf(data: unknown, keys: readonly string[] = ['records', 'list']): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) {
    for (const key of keys) {
      if (Array.isArray(data[key])) return data[key] as unknown[];
    }
  }
  throw new ApiFormatError('list expected');
}

function num(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** More pages? Page counters when the server sends them, else the total, else a full page. */
function hasMorePages(data: unknown, page: number, pageSize: number, received: number, loadedTotal: number): boolean {
  if (isRecord(data)) {
    const pages = num(data.pages) ?? num(data.totalPageCount);
    if (pages !== undefined) return (num(data.current) ?? num(data.currentPage) ?? num(data.pageNum) ?? page) < pages;
    const total = num(data.total);
    if (total !== undefined) return loadedTotal < total;
  }
  return received >= pageSize;
}

function mergeByValue(existing: readonly OptionItem[], incoming: readonly OptionItem[]): OptionItem[] {
  const seen = new Set(existing.map((o) => o.value));
  return [...existing, ...incoming.filter((o) => !seen.has(o.value))];
}

const defaultTimers: OptionSourceTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * Creates the option source of a select-like field (SELECT, SELECT_MANY,
 * RADIO, CHECKBOX, MULTI_SELECT ...). Pure TypeScript: no DOM; the request
 * client is injected.
 *
 * @example
 * const source = createOptionSource(field, { request, t: i18n.t });
 * const off = source.subscribe((s) => render(s.options));
 * await source.ensureLoaded(); // on first focus
 */
export function createOptionSource(field: Pick<NormalizedField, 'type' | 'xProps'>, deps: OptionSourceDeps): OptionSource {
  const config = readOptionConfig(field, deps.fieldTypes);
  const timers = deps.timers ?? defaultTimers;
  const deduper = deps.deduper ?? createRequestDeduper();
  const debounceMs = deps.searchDebounceMs ?? OPTION_SEARCH_DEBOUNCE_MS;
  const silent = deps.silent ?? true;
  const listeners = new Set<(state: OptionSourceState) => void>();

  const isLocal = config.kind === 'custom';
  let raw: OptionItem[] = isLocal ? config.dataSource : [];
  let contentPatch: OptionPatch | undefined;
  let visibilityPatch: OptionPatch | undefined;
  let selected: unknown;
  let superior: string | undefined;
  let generation = 0;
  let disposed = false;
  let currentLoad: Promise<void> | undefined;
  let searchTimer: unknown;
  let searchWaiters: Array<() => void> = [];
  let meta = { loading: false, error: undefined as string | undefined, hasMore: false, page: isLocal ? 1 : 0, keyword: '', loaded: isLocal };
  let state = derive();

  function derive(): OptionSourceState {
    let options = applyOptionPatch(applyOptionPatch(raw, contentPatch), visibilityPatch);
    options = hideDeletedOptions(options, selected);
    if (!config.serverSearch && meta.keyword) options = filterByKeyword(options, meta.keyword);
    const complete = meta.loaded && !meta.hasMore && meta.keyword === '';
    return { ...meta, options, complete };
  }

  function emit(): void {
    if (disposed) return;
    state = derive();
    for (const listener of [...listeners]) listener(state);
  }

  function fail(error: unknown): string {
    if (error instanceof ApiFormatError) return deps.t('options.apiFormatError');
    return errorMessage(error) ?? deps.t('options.loadFailed');
  }

  async function fetchPage(page: number, keyword: string): Promise<FetchResult> {
    const options = { silent };
    const post = <T>(call: OptionCall, body: unknown) => {
      const path = deps.request.path(call.prefix, call.path);
      return deduper.run(requestKey('POST', path, body), () => deps.request.post<T>(path, body, options));
    };
    const get = <T>(call: OptionCall, params?: Record<string, unknown>) => {
      const path = deps.request.path(call.prefix, call.path);
      return deduper.run(requestKey('GET', path, params), () => deps.request.get<T>(path, params ? { ...options, params } : options));
    };
    // The cascade superior's value, as the query's `code`.
    const code = superior === undefined ? {} : { code: superior };

    switch (config.kind) {
      case 'custom':
        return { options: config.dataSource, hasMore: false };
      case 'dictionaryPage': {
        const body = { dictId: config.dictId, level: config.level, search: keyword, pageNum: page, pageSize: config.pageSize, withDisable: true, ...code };
        const data = await post<unknown>(optionCalls.dictionaryPage, body);
        const records = listOf(data);
        const mapped = mapRecords(records, config.mapping);
        return { options: mapped, hasMore: hasMorePages(data, page, config.pageSize, records.length, raw.length + mapped.length) };
      }
      case 'dictionaryTree': {
        const data = await get<unknown>(dictionaryContentsCall(config.dictId ?? '', config.level), superior === undefined ? undefined : code);
        return { options: mapTree(listOf(data, ['records', 'list', 'fieldContent', 'children']), config.mapping), hasMore: false };
      }
      case 'memberDictionary': {
        const data = await get<unknown>(optionCalls.memberDictionary, { dictId: config.dictId, ...code });
        return { options: mapRecords(listOf(data, ['enumList', 'records', 'list']), config.mapping), hasMore: false };
      }
      case 'apiPage': {
        const body = { url: config.url, params: { currentPage: page, pageSize: config.pageSize, keyword, ...code } };
        const data = await post<unknown>(optionCalls.apiPage, body);
        const records = listOf(data);
        const mapped = mapRecords(records, config.mapping);
        return { options: mapped, hasMore: hasMorePages(data, page, config.pageSize, records.length, raw.length + mapped.length) };
      }
      case 'apiList': {
        const data = await post<unknown>(optionCalls.apiList, { url: config.url, header: config.headers, ...(superior === undefined ? {} : { params: code }) });
        return { options: mapRecords(listOf(data), config.mapping), hasMore: false };
      }
      case 'apiTree': {
        const data = await post<unknown>(optionCalls.apiTree, { url: config.url, header: config.headers, ...(superior === undefined ? {} : { params: code }) });
        return { options: mapTree(listOf(data), config.mapping), hasMore: false };
      }
      default:
        return { options: [], hasMore: false };
    }
  }

  /** Loads one page for the current generation; results of an older generation are dropped. */
  function load(page: number, keyword: string): Promise<void> {
    const mine = generation;
    meta = { ...meta, loading: true };
    emit();
    // Local sources fetch their whole list once; the keyword only filters locally.
    const requestKeyword = config.serverSearch ? keyword : '';
    const run = fetchPage(page, requestKeyword).then(
      (result) => {
        if (disposed || mine !== generation) return;
        raw = page === 1 ? result.options : mergeByValue(raw, result.options);
        meta = { ...meta, loading: false, error: undefined, hasMore: config.serverSearch ? result.hasMore : false, page, keyword, loaded: true };
        emit();
      },
      (error: unknown) => {
        if (disposed || mine !== generation) return;
        meta = { ...meta, loading: false, error: fail(error) };
        emit();
      },
    );
    const tracked = run.finally(() => {
      if (currentLoad === tracked) currentLoad = undefined;
    });
    currentLoad = tracked;
    return tracked;
  }

  function reload(): Promise<void> {
    if (disposed) return Promise.resolve();
    if (isLocal) return Promise.resolve();
    generation += 1;
    raw = [];
    meta = { ...meta, loaded: false, hasMore: false, page: 0 };
    return load(1, meta.keyword);
  }

  /** Takes the waiters of the searches merged by the debounce, to resolve once their load settles. */
  function takeSearchWaiters(): () => void {
    const waiters = searchWaiters;
    searchWaiters = [];
    return () => {
      for (const resolve of waiters) resolve();
    };
  }

  return {
    config,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    ensureLoaded() {
      if (disposed || meta.loaded) return Promise.resolve();
      if (currentLoad) return currentLoad;
      return load(1, meta.keyword);
    },
    loadMore() {
      if (disposed || !meta.loaded || meta.loading || !meta.hasMore) return Promise.resolve();
      return load(meta.page + 1, meta.keyword);
    },
    search(keyword) {
      if (disposed) return Promise.resolve();
      const next = keyword.trim();
      if (searchTimer !== undefined) timers.clearTimeout(searchTimer);
      return new Promise<void>((resolve) => {
        searchWaiters.push(resolve);
        searchTimer = timers.setTimeout(() => {
          searchTimer = undefined;
          const settle = takeSearchWaiters();
          if (disposed) return settle();
          generation += 1;
          if (!config.serverSearch && meta.loaded) {
            meta = { ...meta, keyword: next, loading: false };
            emit();
            return settle();
          }
          void load(1, next).then(settle);
        }, debounceMs);
      });
    },
    reload,
    setSuperiorValue(value, options = {}) {
      if (disposed || isLocal) return Promise.resolve();
      const next = superiorCode(value);
      const changed = next !== superior;
      superior = next;
      // Not loaded yet: the first load (on focus) carries the new code.
      if (options.load || (changed && (meta.loaded || currentLoad !== undefined))) return reload();
      return Promise.resolve();
    },
    setPatch(patch) {
      if (!patch) {
        contentPatch = undefined;
        visibilityPatch = undefined;
      } else if (patch.mode === 'add' || patch.mode === 'change') {
        contentPatch = patch;
      } else {
        visibilityPatch = patch.mode === 'showAll' ? undefined : patch;
      }
      emit();
    },
    setSelected(value) {
      selected = value;
      emit();
    },
    dispose() {
      if (searchTimer !== undefined) timers.clearTimeout(searchTimer);
      searchTimer = undefined;
      takeSearchWaiters()();
      disposed = true;
      listeners.clear();
    },
  };
}
