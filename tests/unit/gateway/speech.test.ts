// The speech-to-text call of create by voice (fixtures/gateway/routes/speech.ts): multipart audio and `lang` in,
// a deterministic transcript out (queued through the control API, else the seeded one in the request language);
// an empty recording is "no speech", a recording over 10 MB is refused, a login is required.
import { afterEach, describe, expect, it } from 'vitest';
import type { Gateway } from '../../../fixtures/gateway/index';
import { MAX_AUDIO_BYTES, multipartFields, SEEDED_TRANSCRIPTS } from '../../../fixtures/gateway/routes/speech';
import { API, api, loginAs, testGateway } from './helpers';

let gateway: Gateway;
afterEach(async () => {
  await gateway?.close();
});

/** A multipart body as the browser's FormData builds it: the recording under `file`, then `lang`. */
async function speechForm(audio: Uint8Array<ArrayBuffer> | null, fields: Record<string, string> = {}) {
  const form = new FormData();
  if (audio) form.append('file', new Blob([audio], { type: 'audio/webm' }), 'speech.webm');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

async function recognize(token: string | undefined, audio: Uint8Array<ArrayBuffer> | null, fields: Record<string, string> = {}, language?: string) {
  const { body, contentType } = await speechForm(audio, fields);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  if (language) headers.language = language;
  const res = await gateway.app.inject({ method: 'POST', url: `${API}/api/v2/biz/speech/recognize`, headers, payload: body });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data?: { text: string } } };
}

const AUDIO = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);

describe('speech to text', () => {
  it('answers the seeded transcript in the language of `lang`, else of the request; needs a login', async () => {
    gateway = testGateway();
    expect((await recognize(undefined, AUDIO, { lang: 'zh-CN' })).status).toBe(401);
    const token = await loginAs(gateway, 'zhangsan');

    const zh = await recognize(token, AUDIO, { lang: 'zh-CN' });
    expect(zh).toEqual({ status: 200, body: { code: 100000, msg: 'success', data: { text: '会议室投影仪无法连接笔记本，显示无信号，请尽快处理' } } });
    expect((await recognize(token, AUDIO, { lang: 'en-US' })).body.data).toEqual({ text: SEEDED_TRANSCRIPTS.en });
    // Without the field the language header decides.
    expect((await recognize(token, AUDIO, {}, 'en')).body.data).toEqual({ text: SEEDED_TRANSCRIPTS.en });
    expect((await recognize(token, AUDIO)).body.data).toEqual({ text: SEEDED_TRANSCRIPTS.zh });
  });

  it('an empty recording is a business error in the request language; no file or over 10 MB is a bad request', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    const empty = new Uint8Array(0);
    expect(await recognize(token, empty, { lang: 'zh-CN' })).toEqual({ status: 200, body: { code: 100001, msg: '未识别到语音' } });
    expect((await recognize(token, empty, { lang: 'en-US' })).body).toEqual({ code: 100001, msg: 'No speech was recognised' });

    const missing = await recognize(token, null, { lang: 'zh-CN' });
    expect([missing.status, missing.body.code]).toEqual([400, 400]);
    const json = await api(gateway, 'POST', '/api/v2/biz/speech/recognize', { token, body: { lang: 'zh-CN' } });
    expect(json.status).toBe(400);

    const big = await recognize(token, new Uint8Array(MAX_AUDIO_BYTES + 1), { lang: 'zh-CN' });
    expect([big.status, big.body.msg]).toEqual([400, 'audio over 10M']);
    expect((await recognize(token, new Uint8Array(MAX_AUDIO_BYTES), { lang: 'zh-CN' })).body.code).toBe(100000);
  });

  it('answers queued transcripts once each, in order, then the seeded one; a reset or DELETE empties the queue', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'lisi');

    const queued = await api(gateway, 'POST', '/__gateway/speech', { body: { transcripts: ['打印机卡纸。三楼东侧', ''] } });
    expect(queued.body).toEqual({ code: 100000, data: { queued: 2 }, msg: 'success' });
    expect((await recognize(token, AUDIO, { lang: 'zh-CN' })).body.data).toEqual({ text: '打印机卡纸。三楼东侧' });
    // An empty transcript: the app says nothing was heard.
    expect((await recognize(token, AUDIO, { lang: 'zh-CN' })).body.data).toEqual({ text: '' });
    expect((await recognize(token, AUDIO, { lang: 'zh-CN' })).body.data).toEqual({ text: SEEDED_TRANSCRIPTS.zh });

    await api(gateway, 'POST', '/__gateway/speech', { body: { text: 'VPN down' } });
    await api(gateway, 'DELETE', '/__gateway/speech');
    expect((await recognize(token, AUDIO, { lang: 'en-US' })).body.data).toEqual({ text: SEEDED_TRANSCRIPTS.en });

    await api(gateway, 'POST', '/__gateway/speech', { body: { text: 'VPN down' } });
    await api(gateway, 'POST', '/__gateway/reset', { body: {} });
    expect((await recognize(await loginAs(gateway, 'lisi'), AUDIO, { lang: 'en-US' })).body.data).toEqual({ text: SEEDED_TRANSCRIPTS.en });

    expect((await api(gateway, 'POST', '/__gateway/speech', { body: { transcripts: [1] } })).status).toBe(400);
  });

  it('reads the text fields of a multipart body and skips its files', async () => {
    const { body } = await speechForm(AUDIO, { lang: 'en-US', note: '说明' });
    expect(multipartFields(body)).toEqual({ lang: 'en-US', note: '说明' });
    expect(multipartFields(Buffer.from('{"lang":"en"}'))).toEqual({});
  });
});
