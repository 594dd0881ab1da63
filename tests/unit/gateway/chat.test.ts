// Issue 22, fixture gateway: the messaging-app calls (routes/chat.ts) over HTTP (fastify inject): shortcut
// authorization per user, the Lark and WeCom signatures, the fixture host's messages in the request language, and
// get-file, which downloads a message's asset and keeps it where the files routes serve it.
import { beforeEach, describe, expect, it } from 'vitest';
import { api, loginAs, testGateway } from './helpers';
import type { Gateway } from '../../../fixtures/gateway/index';

let gateway: Gateway;
const tokens: Record<string, string> = {};
const token = async (user: string) => (tokens[user] ??= await loginAs(gateway, user));
const post = async (user: string, path: string, body: unknown = {}, language = 'zh') => api(gateway, 'POST', path, { token: await token(user), body, headers: { language } });

interface Message {
  messageType: string;
  sender: { name: string };
  createTime: number;
  content: { text?: string; url?: string; file_url?: string; fileName?: string; title?: string; post?: Array<Array<{ tag: string; text?: string; user_name?: string; url?: string }>> };
}

beforeEach(() => {
  gateway = testGateway();
  for (const key of Object.keys(tokens)) delete tokens[key];
});

describe('chat routes', () => {
  it('checkAuth: the incident shortcut for everyone, the restricted one for lisi only, unknown ids for nobody', async () => {
    expect((await post('zhangsan', '/api/v2/catalog/shortcuts/checkAuth/sc-incident')).body.data).toBe(true);
    expect((await post('zhangsan', '/api/v2/catalog/shortcuts/checkAuth/trg-demo')).body.data).toBe(true);
    expect((await post('zhangsan', '/api/v2/catalog/shortcuts/checkAuth/sc-restricted')).body.data).toBe(false);
    expect((await post('lisi', '/api/v2/catalog/shortcuts/checkAuth/sc-restricted')).body.data).toBe(true);
    expect((await post('zhangsan', '/api/v2/catalog/shortcuts/checkAuth/trg-restricted')).body.data).toBe(false);
    expect((await post('lisi', '/api/v2/catalog/shortcuts/checkAuth/nope')).body.data).toBe(false);
    const anonymous = await api(gateway, 'POST', '/api/v2/catalog/shortcuts/checkAuth/sc-incident');
    expect(anonymous.status).toBe(401);
  });

  it('signs a url for Lark and WeCom; no url is a 400 in the request language', async () => {
    for (const [path, appId] of [
      ['/api/v2/shortcut/lark/sign', 'cli_fixture_lark'],
      ['/api/v2/data/getWeSign', 'ww_fixture_wecom'],
    ] as const) {
      const answer = await post('zhangsan', path, { url: 'http://127.0.0.1:8080/orderCreateByGroupChat?from=message_action#x' });
      const data = answer.body.data as Record<string, string>;
      expect(data.appId).toBe(appId);
      expect(data.signature).toMatch(/^[0-9a-f]{40}$/);
      expect(data.nonceStr).toMatch(/^[0-9a-f]{16}$/);
      expect(Number(data.timestamp)).toBeGreaterThan(1_700_000_000);
    }
    const missing = await post('zhangsan', '/api/v2/shortcut/lark/sign', {}, 'en');
    expect([missing.status, missing.body.msg]).toEqual([400, 'url is required']);
  });

  it('serves the messages of a trigger in the request language, with assets it serves', async () => {
    const zh = (await post('zhangsan', '/api/v2/shortcut/fixtureHost/messages', { triggerId: 'trg-demo' })).body.data as { messages: Message[] };
    expect(zh.messages.map((m) => m.messageType)).toEqual(['text', 'image', 'file', 'media', 'post', 'sticker']);
    expect(zh.messages[0]!.sender.name).toBe('张三');
    expect(zh.messages[0]!.createTime).toBe(1795743000);
    expect(zh.messages[0]!.content.text).toContain('\n');
    const post4 = zh.messages[4]!.content.post!;
    expect(post4.flat().map((p) => p.tag)).toEqual(['at', 'text', 'img']);
    expect(post4[0]![0]!.user_name).toBe('张三');
    const en = (await post('zhangsan', '/api/v2/shortcut/fixtureHost/messages', { triggerId: 'trg-demo' }, 'en')).body.data as { messages: Message[] };
    expect(en.messages[0]!.sender.name).toBe('Zhang San');
    expect(en.messages[4]!.content.title).toBe('Who is affected');

    expect(zh.messages[1]!.content.url).toBe('/gateway/dosm/api/v2/shortcut/fixtureHost/assets/outlook-error.png');
    const image = await gateway.app.inject({ method: 'GET', url: zh.messages[1]!.content.url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const many = (await post('zhangsan', '/api/v2/shortcut/fixtureHost/messages', { triggerId: 'trg-many-images' })).body.data as { messages: Message[] };
    expect(many.messages.filter((m) => m.messageType === 'image')).toHaveLength(11);
    const unknown = await post('zhangsan', '/api/v2/shortcut/fixtureHost/messages', { triggerId: 'nope' }, 'en');
    expect([unknown.body.code, unknown.body.msg]).toEqual([100001, 'No messages were found for this trigger']);
    const restricted = await post('zhangsan', '/api/v2/shortcut/fixtureHost/messages', { triggerId: 'trg-restricted' });
    expect(restricted.status).toBe(403);
  });

  it('getFile downloads an image or a file and keeps it where the files routes serve it', async () => {
    const messages = ((await post('zhangsan', '/api/v2/shortcut/fixtureHost/messages', { triggerId: 'trg-demo' })).body.data as { messages: Message[] }).messages;
    const image = await post('zhangsan', '/api/v2/shortcut/lark/getFile', { fileType: 'image', url: messages[1]!.content.url });
    const saved = image.body.data as { id: string; fileName: string };
    expect(saved.fileName).toBe('outlook-error.png');
    const download = await gateway.app.inject({ method: 'GET', url: `/gateway/dosm/api/v2/base/file/download/${saved.id}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const file = (await post('zhangsan', '/api/v2/shortcut/lark/getFile', { fileType: 'file', url: messages[2]!.content.file_url, tenantAccessToken: 't-1' })).body.data as { id: string; fileName: string };
    expect(file.fileName).toBe('mail-log.txt');
    const text = await gateway.app.inject({ method: 'GET', url: `/gateway/dosm/api/v2/base/file/download?id=${file.id}` });
    expect(text.body).toContain('smtp connect timeout');

    const missing = await post('zhangsan', '/api/v2/shortcut/lark/getFile', { fileType: 'image', url: '/gateway/dosm/api/v2/shortcut/fixtureHost/assets/missing.png' }, 'en');
    expect([missing.body.code, missing.body.msg]).toEqual([100001, 'The file could not be downloaded']);
    const elsewhere = await post('zhangsan', '/api/v2/shortcut/lark/getFile', { fileType: 'file', url: 'https://chat.example.com/files/x.pdf' });
    expect([elsewhere.body.code, elsewhere.body.msg]).toEqual([100001, '文件下载失败']);
    const notImage = await post('zhangsan', '/api/v2/shortcut/lark/getFile', { fileType: 'image', url: messages[2]!.content.file_url }, 'en');
    expect(notImage.body.msg).toBe('This file is not an image');
    const badType = await post('zhangsan', '/api/v2/shortcut/lark/getFile', { fileType: 'video', url: messages[2]!.content.file_url });
    expect(badType.status).toBe(400);
  });
});
