// The client over its real default transport (fetch; no fake adapter): what a browser
// build does over XHR/fetch, checked end to end against a local HTTP server.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime, isRequestError } from '@core';

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/gateway/dosm/hang')) return; // never answers
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 100000, data: { ok: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway/dosm`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const runtimeFor = (apiBase: string, requestTimeout = 2000) =>
  createRuntime({ config: { apiBase, requestTimeout }, storage: createMemoryStorage({ token: 'T' }), browserLanguage: 'en' });

describe('over the real HTTP transport', () => {
  it('sends headers, repeated array params and JSON bodies', async () => {
    const { request } = runtimeFor(base);
    await expect(request.get('/api/v2/base/x', { params: { ids: ['a', 'b'], q: 'x y' } })).resolves.toEqual({ ok: true });
    await request.post(request.path('business', '/p'), { n: 1 });
    const [get, post] = seen.slice(-2);
    expect(get.url).toBe('/gateway/dosm/api/v2/base/x?ids=a&ids=b&q=x+y');
    expect(get.headers.language).toBe('en');
    expect(get.headers.authorization).toBe('Bearer T');
    expect(post.url).toBe('/gateway/dosm/api/v2/biz/p');
    expect(JSON.parse(post.body)).toEqual({ n: 1 });
  });

  it('uploads multipart form data', async () => {
    const { request } = runtimeFor(base);
    const form = new FormData();
    form.append('file', new Blob(['hello world']), 'hello.txt');
    await request.upload('/api/v2/base/file/upload', form);
    const upload = seen[seen.length - 1];
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body).toContain('filename="hello.txt"');
    expect(upload.body).toContain('hello world');
  });

  it('times out a request the server never answers', async () => {
    const { request } = runtimeFor(base, 150);
    const error: unknown = await request.get('/hang', { silent: true }).catch((e: unknown) => e);
    expect(isRequestError(error) && error.timedOut).toBe(true);
    expect((error as Error).message).toBe('request timed out');
  });

  it('reports a refused connection as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { request } = runtimeFor(`http://127.0.0.1:${port}`);
    await expect(request.get('/x', { silent: true })).rejects.toThrow('network error, check your connection');
  });
});
