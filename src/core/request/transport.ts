// The request client's HTTP transport (issue 14): fetch, and XMLHttpRequest for an upload that reports progress
// (fetch cannot). It replaced axios, which was 19 KB brotli of every page's first load for the one call the
// client makes; the client keeps its own timeouts, aborts, envelope and error texts (client.ts). Tests and
// fixture replays pass their own transport (`RuntimeOptions.requestAdapter`).
import { isRecord } from '../records';

/** One HTTP exchange as the request client asks for it. */
export interface AdapterRequest {
  method: 'GET' | 'POST';
  /** The gateway's base address (`AppConfig.apiBase`). */
  baseURL: string;
  /** The path below it (`/api/v2/...`). */
  url: string;
  /** Query parameters: arrays repeat the key (`ids=1&ids=2`), null and undefined are left out. */
  params?: Readonly<Record<string, unknown>>;
  headers: Readonly<Record<string, string>>;
  /** The body: JSON text (the client serialises), or FormData (an upload). */
  data?: string | FormData;
  /** Ends the exchange (the client's timeout or the caller's abort): the transport rejects. */
  signal: AbortSignal;
  /** Upload progress, 0..1. */
  onUploadProgress?: (fraction: number) => void;
}

/** The answer: its status and body (parsed JSON, else the text). Any status resolves; only a failed exchange rejects. */
export interface AdapterResponse {
  status: number;
  data: unknown;
}

export type RequestAdapter = (request: AdapterRequest) => Promise<AdapterResponse>;

const ACCEPT = 'application/json, text/plain, */*';

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return isRecord(value) ? JSON.stringify(value) : String(value);
}

/** `params` as a query string (no `?`): arrays repeat their key, null and undefined are left out, objects as JSON. */
export function queryString(params: Readonly<Record<string, unknown>> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) query.append(key, queryValue(item));
  }
  return query.toString();
}

/** A body as the client reads it: JSON when it parses, else the text (empty: ''). */
export function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The address of a request: base, path and query. */
export function requestUrl(request: Pick<AdapterRequest, 'baseURL' | 'url' | 'params'>): string {
  const query = queryString(request.params);
  return `${request.baseURL}${request.url}${query ? `${request.url.includes('?') ? '&' : '?'}${query}` : ''}`;
}

/** The body a request sends for `data`: none, FormData as it is, anything else as JSON text. */
export function requestBody(data: unknown): string | FormData | undefined {
  if (data === undefined) return undefined;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return data;
  return JSON.stringify(data);
}

/** Headers and body of a request: JSON text gets its content type, FormData its own (with the boundary). */
function outgoing(request: AdapterRequest): { headers: Record<string, string>; body: string | FormData | undefined } {
  const headers: Record<string, string> = { Accept: ACCEPT, ...request.headers };
  return { headers: typeof request.data === 'string' ? { 'Content-Type': 'application/json', ...headers } : headers, body: request.data };
}

/** The transport over `fetch` (the browser's, or Node's in tests and scripts). */
export function fetchAdapter(fetcher: typeof globalThis.fetch = (...args) => globalThis.fetch(...args)): RequestAdapter {
  return async (request) => {
    const { headers, body } = outgoing(request);
    const response = await fetcher(requestUrl(request), { method: request.method, headers, body, signal: request.signal, credentials: 'same-origin' });
    return { status: response.status, data: parseBody(await response.text()) };
  };
}

/** The transport over XMLHttpRequest, which reports upload progress. */
export const xhrAdapter: RequestAdapter = (request) =>
  new Promise<AdapterResponse>((resolve, reject) => {
    const { headers, body } = outgoing(request);
    const xhr = new XMLHttpRequest();
    const fail = (message: string) => () => reject(new Error(message));
    if (request.signal.aborted) return fail('aborted')();
    xhr.open(request.method, requestUrl(request));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const progress = request.onUploadProgress;
    if (progress) xhr.upload.onprogress = (event) => event.lengthComputable && event.total > 0 && progress(event.loaded / event.total);
    const onAbort = () => xhr.abort();
    request.signal.addEventListener('abort', onAbort, { once: true });
    xhr.onloadend = () => request.signal.removeEventListener('abort', onAbort);
    xhr.onload = () => resolve({ status: xhr.status, data: parseBody(xhr.responseText) });
    xhr.onerror = fail('network error');
    xhr.onabort = fail('aborted');
    xhr.ontimeout = fail('timed out');
    xhr.send(body ?? null);
  });

/** The default transport: XMLHttpRequest for uploads that report progress (where there is one), fetch for the rest. */
export function defaultAdapter(): RequestAdapter {
  const viaFetch = fetchAdapter();
  return (request) => (request.onUploadProgress && typeof XMLHttpRequest !== 'undefined' ? xhrAdapter(request) : viaFetch(request));
}
