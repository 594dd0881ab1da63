// The request client's HTTP transport (issue 14: fetch, and XMLHttpRequest for uploads with progress, in place of
// axios): the address and query, the body and its content type, the answer read as JSON or text, abort and failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAdapter, fetchAdapter, parseBody, queryString, requestBody, requestUrl, xhrAdapter, type AdapterRequest } from '@core';

const request = (overrides: Partial<AdapterRequest> = {}): AdapterRequest => ({
  method: 'GET',
  baseURL: '/gateway/dosm',
  url: '/api/v2/biz/list',
  headers: { language: 'en' },
  signal: new AbortController().signal,
  ...overrides,
});

describe('address and body', () => {
  it('writes the query as the client asks: arrays repeat their key, no null or undefined, dates and objects readable', () => {
    expect(queryString({ ids: ['1', '2'], name: 'a b&c', empty: '', none: null, missing: undefined, n: 0, flag: false })).toBe('ids=1&ids=2&name=a+b%26c&empty=&n=0&flag=false');
    expect(queryString({ at: new Date(Date.UTC(2026, 10, 26)), filter: { a: 1 } })).toBe('at=2026-11-26T00%3A00%3A00.000Z&filter=%7B%22a%22%3A1%7D');
    expect(queryString(undefined)).toBe('');
    expect(requestUrl(request({ params: { orderId: 'INC 1' } }))).toBe('/gateway/dosm/api/v2/biz/list?orderId=INC+1');
    expect(requestUrl(request({ url: '/p?x=1', params: { y: 2 } }))).toBe('/gateway/dosm/p?x=1&y=2');
    expect(requestUrl(request())).toBe('/gateway/dosm/api/v2/biz/list');
  });

  it('sends JSON text, FormData as it is, and no body when there is no data; reads JSON, else the text', () => {
    const form = new FormData();
    expect(requestBody({ a: [1] })).toBe('{"a":[1]}');
    expect(requestBody(null)).toBe('null');
    expect(requestBody(form)).toBe(form);
    expect(requestBody(undefined)).toBeUndefined();
    expect(parseBody('{"code":100000}')).toEqual({ code: 100000 });
    expect(parseBody('<html>bad gateway</html>')).toBe('<html>bad gateway</html>');
    expect(parseBody('')).toBe('');
  });
});

describe('fetchAdapter', () => {
  it('sends method, address, headers and JSON body, and resolves any status with the parsed body', async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response('{"code":"100002","msg":"bad"}', { status: 400 }));
    const adapter = fetchAdapter(fetcher as unknown as typeof fetch);
    const signal = new AbortController().signal;
    const answer = await adapter(request({ method: 'POST', data: '{"a":1}', params: { page: 1 }, signal }));
    expect(answer).toEqual({ status: 400, data: { code: '100002', msg: 'bad' } });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/gateway/dosm/api/v2/biz/list?page=1');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', signal, credentials: 'same-origin' });
    expect(init!.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json, text/plain, */*', language: 'en' });
  });

  it('leaves the content type of FormData to the browser, and rejects when the exchange fails', async () => {
    const fetcher = vi.fn(async () => new Response('ok', { status: 200 }));
    const form = new FormData();
    await fetchAdapter(fetcher as unknown as typeof fetch)(request({ method: 'POST', data: form }));
    const init = (fetcher.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    const failing = fetchAdapter((async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch);
    await expect(failing(request())).rejects.toThrow('Failed to fetch');
  });
});

/** A stand-in XMLHttpRequest: records what is sent; the test drives progress, load, error and abort. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
    this.onloadend?.();
  }
}

describe('xhrAdapter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports upload progress as a fraction and resolves with the parsed answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const answer = xhrAdapter(request({ method: 'POST', url: '/api/v2/base/file/upload', data: form, onUploadProgress: (f) => progress.push(f) }));
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/gateway/dosm/api/v2/base/file/upload', form]);
    expect(xhr.headers).toEqual({ Accept: 'application/json, text/plain, */*', language: 'en' });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 30, total: 120 });
    xhr.upload.onprogress!({ lengthComputable: false, loaded: 60, total: 0 });
    xhr.respond(200, '{"code":100000,"data":{"id":"f1"}}');
    await expect(answer).resolves.toEqual({ status: 200, data: { code: 100000, data: { id: 'f1' } } });
    expect(progress).toEqual([0.25]);
  });

  it('aborts with its signal, and rejects on a network error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = xhrAdapter(request({ signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    expect(FakeXhr.last!.aborted).toBe(true);
    const failing = xhrAdapter(request());
    FakeXhr.last!.onerror!();
    await expect(failing).rejects.toThrow('network error');
    const early = new AbortController();
    early.abort();
    await expect(xhrAdapter(request({ signal: early.signal }))).rejects.toThrow('aborted');
  });

  it('is the default transport only for uploads that report progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetcher = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    FakeXhr.last = undefined;
    const adapter = defaultAdapter();
    await adapter(request());
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(FakeXhr.last).toBeUndefined();
    const upload = adapter(request({ method: 'POST', data: new FormData(), onUploadProgress: () => undefined }));
    FakeXhr.last!.respond(200, '{}');
    await upload;
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
