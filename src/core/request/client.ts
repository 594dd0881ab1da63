import { LRU } from 'tiny-lru';
import type { EventBus } from '../bus';
import type { AppConfig } from '../config';
import type { PluginContext } from '../context';
import type { I18n } from '../i18n';
import { translateServerMessage } from '../i18n/server-messages';
import { startLoginRedirect } from '../login-redirect';
import type { Session } from '../session/types';
import { isCachedCall } from './cached-calls';
import { joinApiPath, stableStringify } from './path';
import type { PrefetchedResponse, RequestPrefetch } from './prefetch';
import { RequestError } from './errors';
import { callHeaders } from './headers';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { createSemaphore } from './semaphore';
import { defaultAdapter, requestBody, type AdapterResponse, type RequestAdapter } from './transport';
import type { ApiPrefix, MergedGetOptions, RequestClient, RequestOptions } from './types';
import { isRecord } from '../records';
import type {} from './events';

export interface RequestClientOptions {
  config: AppConfig;
  bus: EventBus;
  i18n: I18n;
  session: Session;
  host: PluginContext['host'];
  /** Replaces the HTTP transport (tests, fixture replays). @default fetch, XMLHttpRequest for uploads with progress (transport.ts) */
  adapter?: RequestAdapter;
  /** Calls sent ahead by the app's entry (the boot prefetch): the same call takes its answer instead of sending again. */
  prefetch?: RequestPrefetch;
}

/** Response code meaning success (service-desk spec §9). */
export const SUCCESS_CODE = '100000';
/** "Not allowed to create this ticket, or the workflow does not exist". */
export const NOT_ALLOWED_TO_CREATE_CODE = '100006';

type Method = 'GET' | 'POST';

interface Call {
  method: Method;
  path: string;
  data?: unknown;
  options: RequestOptions;
  upload?: boolean;
}

interface MergeWaiter {
  id: string;
  silent: boolean;
  resolve: (record: unknown) => void;
  reject: (error: unknown) => void;
}

function bodyMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const key of ['msg', 'message'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function bodyCode(body: unknown): number | string | undefined {
  if (!isRecord(body)) return undefined;
  const code = body.code;
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}

export { joinApiPath, stableStringify };

export function createRequestClient(options: RequestClientOptions): RequestClient {
  const { config, bus, i18n, session, host } = options;
  const t = (key: string) => i18n.t(key);
  const http = options.adapter ?? defaultAdapter();
  // tiny-lru: exact LRU order and a Date.now-based expiry (wall clock and fake timers), ~1.5 KB
  // gzip where lru-cache weighed 7.5 KB in the first-load bundle.
  const cache = new LRU<Promise<unknown>>(Math.max(1, Math.round(config.cacheMaxEntries)), Math.max(1, Math.round(config.cacheMaxAgeMs)));
  const canceled = () => new RequestError(t('request.canceled'), { canceled: true });
  const semaphore = createSemaphore(() => config.concurrency, canceled);
  const batches = new Map<string, MergeWaiter[]>();
  // Parallel calls that all get 401 must not start the login redirect once each;
  // a call sent with a (new) token re-arms it.
  let unauthorizedHandled = false;

  // Cached texts depend on the language header.
  bus.on('i18n:languageChanged', () => cache.clear());

  const handleUnauthorized = () => {
    session.clear();
    if (unauthorizedHandled) return;
    unauthorizedHandled = true;
    const redirectTo = startLoginRedirect(session, host);
    bus.emit('auth:unauthorized', { redirectTo });
  };

  // One event: the router (or a host without one) turns it into a single navigation to `path`.
  const handleForbidden = (status: number) => {
    bus.emit('auth:forbidden', { status, path: config.noPermissionPath });
  };

  // A catalogue text the server sent in another language than the user's is shown translated.
  const serverMessage = (body: unknown): string | undefined => {
    const message = bodyMessage(body);
    return message === undefined ? undefined : translateServerMessage(message, t, i18n.language());
  };

  const interpret = (response: AdapterResponse): unknown => {
    const { status, data: body } = response;
    const code = bodyCode(body);
    if (status === 401) throw new RequestError(serverMessage(body) ?? t('errors.unauthorized'), { status, code });
    if (status === 402 || status === 403) throw new RequestError(t('errors.noPermission'), { status, code });
    if (status === 400) {
      if (isRecord(body) && code !== undefined) {
        throw new RequestError(serverMessage(body) ?? t('errors.parameterValidationFailed'), { status, code, body });
      }
      throw new RequestError(t('errors.parameterValidationFailed'), { status });
    }
    if (status < 200 || status >= 300) throw new RequestError(serverMessage(body) ?? t('errors.systemError'), { status, code });
    if (code !== undefined && String(code) === SUCCESS_CODE) return (body as Record<string, unknown>).data;
    if (code !== undefined && String(code) === NOT_ALLOWED_TO_CREATE_CODE) throw new RequestError(t('errors.notAllowedToCreate'), { status, code });
    throw new RequestError(serverMessage(body) ?? t('errors.systemError'), { status, code });
  };

  // A failed exchange: our timer ended it, the caller did, or the connection failed.
  const transportError = (timedOut: boolean, callerAborted: boolean): RequestError => {
    if (timedOut) return new RequestError(t('errors.timeout'), { timedOut: true });
    if (callerAborted) return canceled();
    return new RequestError(t('errors.network'), { network: true });
  };

  const progressHandler = (listener?: (fraction: number) => void) => listener && ((fraction: number) => listener(Math.min(1, Math.max(0, fraction))));

  const transport = async (call: Call): Promise<unknown> => {
    const { options: opts } = call;
    const release = await semaphore.acquire(opts.signal);
    const controller = new AbortController();
    const timeout = opts.timeout ?? (call.upload ? config.uploadTimeout : config.requestTimeout);
    let timedOut = false;
    let callerAborted = false;
    // Our own timer: every transport, including test adapters, times out.
    const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeout) : undefined;
    const onCallerAbort = () => ((callerAborted = true), controller.abort());
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const token = session.getToken();
    const headers = callHeaders(config, i18n.language(), token, opts.idempotencyKey ? { ...opts.headers, [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : opts.headers);
    if (token) unauthorizedHandled = false;
    let response: AdapterResponse | PrefetchedResponse;
    const early = options.prefetch?.take({ method: call.method === 'POST' ? 'POST' : 'GET', url: `${config.apiBase}${call.path}`, headers, data: call.data, params: opts.params });
    try {
      // An answer sent ahead is used when it came (aborts and timeouts apply as to any call); a failed one is sent again.
      const prefetched =
        early ? await withSignal(early, controller.signal).catch((error: unknown) => (controller.signal.aborted ? Promise.reject(error) : undefined)) : undefined;
      response =
        prefetched ??
        (await http({
          method: call.method,
          baseURL: config.apiBase,
          url: call.path,
          params: opts.params,
          data: requestBody(call.data),
          headers,
          signal: controller.signal,
          onUploadProgress: progressHandler(opts.onUploadProgress),
        }));
    } catch {
      throw transportError(timedOut, callerAborted);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
      release();
    }
    return interpret(response);
  };

  const report = (call: Call, error: RequestError) => {
    if (error.canceled) return;
    if (error.status === 401 && call.options.authRedirect !== false) handleUnauthorized();
    else if (error.status === 402 || error.status === 403) handleForbidden(error.status);
    bus.emit('request:error', { url: call.path, method: call.method, message: error.message, status: error.status, code: error.code });
    // 401/402/403 lead to the login or no-permission page, which says it already: no toast on top.
    const navigates = error.status === 401 || error.status === 402 || error.status === 403;
    const { silent } = call.options;
    if (!(typeof silent === 'function' ? silent(error) : silent) && !navigates) bus.emit('toast:show', { type: 'error', message: error.message });
    // A keyed intent that got no answer can be sent again with its key (the outbox keeps it).
    const key = call.options.idempotencyKey;
    if (key && !call.upload && (error.timedOut || error.network)) {
      bus.emit('request:unsent', { method: call.method, path: call.path, body: call.data, idempotencyKey: key, message: error.message, timedOut: error.timedOut === true });
    }
  };

  const execute = async (call: Call): Promise<unknown> => {
    try {
      return await transport(call);
    } catch (caught) {
      const error = caught instanceof RequestError ? caught : new RequestError(t('errors.systemError'));
      report(call, error);
      throw error;
    }
  };

  const withSignal = <T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (!signal) return promise;
    if (signal.aborted) return Promise.reject(canceled());
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(canceled());
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(
        (value) => (signal.removeEventListener('abort', onAbort), resolve(value)),
        (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
      );
    });
  };

  const cacheKey = (call: Call) =>
    [call.method, `${config.apiBase}${call.path}`, stableStringify(call.options.params ?? {}), call.method === 'GET' ? '' : stableStringify(call.data)].join(' ');

  const run = (call: Call): Promise<unknown> => {
    // The spec's cached calls are cached unless the caller opts out; other calls only when asked.
    if (!(call.options.cache ?? isCachedCall(call.path, config.apiPrefixes))) return execute(call);
    const key = cacheKey(call);
    let entry = cache.get(key);
    if (!entry) {
      // The shared call ignores each caller's signal: one caller leaving must not cancel the others.
      const pending = execute({ ...call, options: { ...call.options, signal: undefined } });
      entry = pending;
      cache.set(key, pending);
      pending.catch(() => {
        if (cache.peek(key) === pending) cache.delete(key);
      });
    }
    return withSignal(entry, call.options.signal);
  };

  const flushBatch = (key: string, path: string, param: string, idKey: string) => {
    const waiters = batches.get(key) ?? [];
    batches.delete(key);
    const ids = [...new Set(waiters.map((waiter) => waiter.id))];
    const silent = waiters.every((waiter) => waiter.silent);
    // The AES helper (crypto-js) is a lazy chunk: only merged calls need it, so the first screen does not carry it.
    import('../crypto')
      .then(({ aesEncrypt }) => execute({ method: 'GET', path, options: { params: { [param]: aesEncrypt(ids.join(','), config.aesKey) }, silent: true } }))
      .then(
      (data) => {
        const list = Array.isArray(data) ? data : [];
        for (const waiter of waiters) {
          waiter.resolve(list.find((record) => isRecord(record) && record[idKey] != null && String(record[idKey]) === waiter.id));
        }
      },
      (error: unknown) => {
        const message = t('errors.requestFailed');
        const details = error instanceof RequestError ? { status: error.status, code: error.code } : {};
        if (!silent) bus.emit('toast:show', { type: 'error', message });
        for (const waiter of waiters) waiter.reject(new RequestError(message, details));
      },
    );
  };

  return {
    path(prefix: ApiPrefix, path: string) {
      return joinApiPath(prefix === 'none' ? '' : config.apiPrefixes[prefix], path);
    },
    get<T>(path: string, opts: RequestOptions = {}) {
      return run({ method: 'GET', path, options: opts }) as Promise<T>;
    },
    post<T>(path: string, data?: unknown, opts: RequestOptions = {}) {
      return run({ method: 'POST', path, data, options: opts }) as Promise<T>;
    },
    upload<T>(path: string, form: FormData, opts: RequestOptions = {}) {
      return execute({ method: 'POST', path, data: form, options: { ...opts, cache: false }, upload: true }) as Promise<T>;
    },
    mergedGet<T>(path: string, id: string, opts: MergedGetOptions = {}) {
      const param = opts.param ?? 'ids';
      const idKey = opts.idKey ?? 'id';
      const key = JSON.stringify([path, param, idKey]);
      let waiters = batches.get(key);
      if (!waiters) {
        waiters = [];
        batches.set(key, waiters);
        // One macrotask: gathers every call made synchronously or in chained microtasks of this tick.
        setTimeout(() => flushBatch(key, path, param, idKey), 0);
      }
      return new Promise<T | undefined>((resolve, reject) => {
        waiters.push({ id: String(id), silent: opts.silent ?? false, resolve: (record) => resolve(record as T | undefined), reject });
      });
    },
    clearCache() {
      cache.clear();
    },
  };
}
