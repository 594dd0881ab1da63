import type { RequestError } from './errors';

/** API prefix of a path: `/api/v2/{prefix}/...` (or `/api/v2/...` for `none`). */
export type ApiPrefix = 'processEngine' | 'business' | 'base' | 'none';

export interface RequestOptions {
  /** Query parameters. */
  params?: Record<string, unknown>;
  /** Extra headers. */
  headers?: Record<string, string>;
  /**
   * Sent as the `Idempotency-Key` header ({@link IDEMPOTENCY_HEADER}): one key per user intent, reused for
   * every retry of it, so a server that honours it applies the intent once (a retry after a lost answer
   * gets the first answer). A keyed call that fails before any answer (offline, network error, timeout)
   * is announced as `request:unsent` (the outbox queues it). @example idempotencyKeyOf(['draft/save', body])
   */
  idempotencyKey?: string;
  /** ms; defaults to config.requestTimeout (uploads: config.uploadTimeout). */
  timeout?: number;
  /**
   * Serve from / store into the LRU cache.
   * @default true for the paths in `cachedCalls` (the calls the spec marks cached), else false
   */
  cache?: boolean;
  /** Abort signal. */
  signal?: AbortSignal;
  /**
   * Do not emit a `toast:show` on failure (the spec's silent failures); a function decides per
   * error (a caller that answers some failures itself, e.g. a stale version). @default false
   */
  silent?: boolean | ((error: RequestError) => boolean);
  /** Upload progress 0..1. */
  onUploadProgress?: (fraction: number) => void;
  /**
   * A 401 clears the login and starts the login redirect. `false`: the 401 is only this caller's
   * error (the logout call, whose token may already be gone). @default true
   */
  authRedirect?: boolean;
}

/** Error thrown for every failed call; `message` is already translated. */
export interface RequestErrorShape {
  message: string;
  /** HTTP status when there was a response. */
  status?: number;
  /** Server code (body.code). */
  code?: number | string;
  /** The raw body for 400s with an object body carrying a code (rejected as is). */
  body?: unknown;
  /** The caller aborted the request (no toast, no `request:error`). */
  canceled?: boolean;
  /** The request ran out of time. */
  timedOut?: boolean;
  /** No answer: the connection failed (offline, refused, dropped). */
  network?: boolean;
}

/** Options of a merged GET; calls only merge when path, param and idKey agree. */
export interface MergedGetOptions {
  /** Query parameter carrying the encrypted id list. @default 'ids' */
  param?: string;
  /** Record property matched against each caller's id. @default 'id' */
  idKey?: string;
  /**
   * No toast on failure (the widgets spec only logs user/group lookups).
   * A merged call toasts once when any of its callers is not silent.
   * @default false
   */
  silent?: boolean;
}

export interface RequestClient {
  /** Builds `/api/v2/{prefix}/path` (without the base address). */
  path(prefix: ApiPrefix, path: string): string;
  /** GET; resolves to `body.data` on code 100000. */
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** POST JSON; resolves to `body.data` on code 100000. */
  post<T = unknown>(path: string, data?: unknown, options?: RequestOptions): Promise<T>;
  /** Multipart upload with progress and the upload timeout. */
  upload<T = unknown>(path: string, form: FormData, options?: RequestOptions): Promise<T>;
  /**
   * Merged GET: identical pending GETs to one URL become one call whose
   * `param` is the AES-encrypted comma-joined id list; the result list is
   * split back per caller by `idKey`. Failure: "request failed".
   */
  mergedGet<T = unknown>(path: string, id: string, options?: MergedGetOptions): Promise<T | undefined>;
  /** Empties the LRU cache. */
  clearCache(): void;
}
