import { afterEach, describe, expect, it } from 'vitest';
import { callHandler, GatewayError, type Gateway } from '../../../fixtures/gateway/index';
import { RawReply } from '../../../fixtures/gateway/lib/raw';
import { parseMultipart } from '../../../fixtures/gateway/routes/files';
import { API, api, loginAs, testGateway } from './helpers';

let gateway: Gateway;
afterEach(async () => {
  await gateway?.close();
});

/** A real multipart body, as a browser's FormData produces it. */
async function multipart(files: Array<{ name: string; content: string | Uint8Array<ArrayBuffer>; type?: string; field?: string }>, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  for (const file of files) form.append(file.field ?? 'file', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

async function upload(path: string, token: string | undefined, files: Parameters<typeof multipart>[0], query = '') {
  const { body, contentType } = await multipart(files, { note: 'ignored' });
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await gateway.app.inject({ method: 'POST', url: `${API}${path}${query}`, headers, payload: body });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data?: unknown } };
}

describe('multipart parsing', () => {
  it('reads file parts, UTF-8 names and binary content, and skips plain fields', async () => {
    const bytes = new Uint8Array([0, 255, 13, 10, 45, 45, 1]);
    const { body } = await multipart([{ name: '故障截图.png', content: bytes, type: 'image/png' }, { name: 'b.txt', content: 'hello\r\n--x', field: 'other' }], { a: '1' });
    const parts = parseMultipart(body);
    expect(parts.map((p) => [p.field, p.filename, p.contentType])).toEqual([
      ['file', '故障截图.png', 'image/png'],
      ['other', 'b.txt', 'application/octet-stream'],
    ]);
    expect([...parts[0]!.data]).toEqual([...bytes]);
    expect(parts[1]!.data.toString()).toBe('hello\r\n--x');
    expect(() => parseMultipart(Buffer.from('{"a":1}'))).toThrow(GatewayError);
  });
});

describe('file routes', () => {
  it('uploads (login required), returns {id, name, size, url} and serves get, download and review', async () => {
    gateway = testGateway();
    expect((await upload('/api/v2/base/file/upload', undefined, [{ name: 'a.png', content: 'x' }])).status).toBe(401);
    const token = await loginAs(gateway, 'zhangsan');
    const res = await upload('/api/v2/base/file/upload', token, [{ name: '现场.png', content: 'PNGDATA', type: 'image/png' }]);
    expect(res.status).toBe(200);
    const file = res.body.data as { id: string; name: string; size: number; url: string };
    expect(file).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: '现场.png', size: 7, url: `/api/v2/base/file/download/${file.id}` });

    const meta = await api(gateway, 'GET', '/api/v2/base/file/get', { token, query: { id: file.id } });
    expect(meta.body.data).toMatchObject({ id: file.id, name: '现场.png', size: 7, contentType: 'image/png' });

    const download = await gateway.app.inject({ method: 'GET', url: `${API}${file.url}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain("attachment; filename=\"__.png\"; filename*=UTF-8''%E7%8E%B0%E5%9C%BA.png");
    expect(download.body).toBe('PNGDATA');

    const review = await gateway.app.inject({ method: 'GET', url: `${API}/api/v2/base/file/review?id=${file.id}` });
    expect(review.headers['content-disposition']).toMatch(/^inline;/);
    expect(review.headers['content-security-policy']).toContain('sandbox');
  });

  it('review falls back to download for non-previewable extensions', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    const res = await upload('/api/v2/base/file/upload', token, [{ name: 'plan.docx', content: 'DOCX' }]);
    const { id } = res.body.data as { id: string };
    const review = await gateway.app.inject({ method: 'GET', url: `${API}/api/v2/base/file/review/${id}` });
    expect(review.headers['content-disposition']).toMatch(/^attachment;/);
    expect(review.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('the /auth/ variants need a menu code', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'lisi');
    const missing = await upload('/api/v2/base/file/auth/upload', token, [{ name: 'a.log', content: 'x' }]);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('menuCode is required');
    const ok = await upload('/api/v2/base/file/auth/upload', token, [{ name: 'a.log', content: 'log' }], '?menuCode=itsm_incident');
    const { id } = ok.body.data as { id: string };
    expect((await gateway.app.inject({ method: 'GET', url: `${API}/api/v2/base/file/auth/download?id=${id}` })).statusCode).toBe(400);
    const auth = await gateway.app.inject({ method: 'GET', url: `${API}/api/v2/base/file/auth/review?id=${id}&menuCode=itsm_incident` });
    expect(auth.statusCode).toBe(200);
    expect(auth.body).toBe('log');
  });

  it('uploadList stores every file part', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'lisi');
    const res = await upload('/api/v2/base/file/uploadList', token, [{ name: 'a.txt', content: 'a' }, { name: 'b.txt', content: 'bb' }]);
    expect((res.body.data as Array<{ name: string; size: number }>).map((f) => [f.name, f.size])).toEqual([['a.txt', 1], ['b.txt', 2]]);
  });

  it('refuses empty files and names over 80 characters; unknown ids are 404', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'lisi');
    expect((await upload('/api/v2/base/file/upload', token, [{ name: 'e.txt', content: '' }])).body).toEqual({ code: 400, msg: 'cannot upload an empty file' });
    expect((await upload('/api/v2/base/file/upload', token, [{ name: `${'a'.repeat(81)}.txt`.slice(0, 81), content: 'x' }])).status).toBe(400);
    const missing = await gateway.app.inject({ method: 'GET', url: `${API}/api/v2/base/file/download/nope` });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the seeded ticket attachments, in process too, and forgets uploads on reset', async () => {
    gateway = testGateway();
    const seeded = await gateway.app.inject({ method: 'GET', url: `${API}/api/v2/base/file/download/f-9f2a` });
    expect(seeded.headers['content-type']).toBe('image/png');
    expect(seeded.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const token = await loginAs(gateway, 'lisi');
    const raw = await callHandler<RawReply>(gateway, 'GET', '/api/v2/base/file/review?id=f-31d0', { token });
    expect(raw).toBeInstanceOf(RawReply);
    expect(raw.body.subarray(0, 5).toString()).toBe('%PDF-');
    const res = await upload('/api/v2/base/file/upload', token, [{ name: 'a.txt', content: 'a' }]);
    const { id } = res.body.data as { id: string };
    gateway.store.reset();
    await expect(callHandler(gateway, 'GET', `/api/v2/base/file/get?id=${id}`, { token })).rejects.toMatchObject({ code: 404 });
  });
});
