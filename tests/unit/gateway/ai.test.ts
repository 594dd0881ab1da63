// Issue 22, AI helpers on the fixture gateway: rules by process, the record calls, and the streamed calls (paced
// event by event, v1 and v2 shapes, in the request language, an injected failure, a client that leaves mid-stream).
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readAiStream, AiHttpError, AI_NETWORK_NOT_OK, aiEventText, createSseParser } from '@core/ai';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { StreamReply, streamResponse } from '../../../fixtures/gateway/lib/stream';
import { api, loginAs, testGateway } from './helpers';

const B = '/api/v2/biz/ai';
const incidentForm = { title: 'VPN 连接频繁断开', description: '<p>每隔十分钟断开一次</p>', faultIp: '10.0.0.8' };

let gateway: Gateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

/** The events of a streamed answer sent over HTTP (inject), parsed. */
async function injectStream(gw: Gateway, path: string, body: unknown, token: string, language = 'zh') {
  const response = await gw.app.inject({ method: 'POST', url: `/gateway/dosm${path}`, payload: body as object, headers: { authorization: `Bearer ${token}`, language } });
  const events: string[] = [];
  const parser = createSseParser((data) => events.push(data));
  parser.push(response.body);
  parser.flush();
  return { status: response.statusCode, type: String(response.headers['content-type']), events };
}

const textOf = (events: string[]) => events.filter((event) => event !== '[DONE]').map(aiEventText).join('');

describe('AI rules and records', () => {
  it('answers the incident process\'s rules by process key or definition id, in the request language; none for others', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'lisi');
    const call = <T>(path: string, language = 'zh') => callHandler<T>(gateway!, 'GET', `${B}${path}`, { token, language });
    expect(await call('/rule/summary/proc-incident')).toEqual({ ruleId: 'sum-incident', name: '事件摘要' });
    expect(await call(`/rule/recommend/${encodeURIComponent('proc-incident:3:90017')}`, 'en')).toEqual({ ruleId: 'rec-incident', name: 'Incident solution recommendation' });
    expect(await call('/rule/generate/proc-incident')).toEqual([
      { ruleId: 'gen-incident-desc', name: '生成问题描述', fieldCode: 'description', sourceFieldCodes: ['title', 'faultIp', 'assetCode'] },
    ]);
    expect(await call('/rule/summary/proc-request')).toBeNull();
    expect(await call('/rule/generate/proc-request')).toEqual([]);
  });

  it('records finished results per user; content and a rule are required; login is', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'lisi');
    const saved = await callHandler<{ id: string }>(gateway, 'POST', `${B}/createAiSummary`, { token, body: { ruleId: 'sum-incident', workOrderId: 'w1', content: '摘要' } });
    await callHandler(gateway, 'POST', `${B}/createAiGeneration`, { token, body: { ruleId: 'gen-incident-desc', fieldCode: 'description', content: 'text' } });
    expect(gateway.store.data.aiRecords?.map((record) => [record.id, record.kind, record.userId, record.workOrderId, record.fieldCode])).toEqual([
      [saved.id, 'summary', '10002', 'w1', undefined],
      ['ai-2', 'generation', '10002', undefined, 'description'],
    ]);
    await expect(callHandler(gateway, 'POST', `${B}/createAiRecommend`, { token, body: { ruleId: 'rec-incident', content: ' ' } })).rejects.toMatchObject({ code: 400 });
    await expect(callHandler(gateway, 'POST', `${B}/createAiRecommend`, { body: { ruleId: 'rec-incident', content: 'x' } })).rejects.toMatchObject({ code: 401 });
  });
});

describe('AI streams over HTTP', () => {
  it('v1 sends { content } events, 20 and more, built from the form values, in the request language, then [DONE]', async () => {
    gateway = testGateway({ stream: { delayMs: 0 } });
    const token = await loginAs(gateway, 'lisi');
    const zh = await injectStream(gateway, `${B}/v1/chat`, { ruleId: 'sum-incident', scene: 'summary', formData: incidentForm }, token);
    expect(zh.status).toBe(200);
    expect(zh.type).toContain('text/event-stream');
    expect(zh.events.length).toBeGreaterThanOrEqual(21);
    expect(zh.events.at(-1)).toBe('[DONE]');
    expect(JSON.parse(zh.events[0]!)).toHaveProperty('content');
    expect(textOf(zh.events)).toContain('问题：VPN 连接频繁断开。');
    expect(textOf(zh.events)).toContain('每隔十分钟断开一次');
    const en = await injectStream(gateway, `${B}/v1/recommend`, { ruleId: 'rec-incident', formData: { title: 'VPN drops' } }, token, 'en');
    expect(textOf(en.events)).toMatch(/^Recommended solutions for "VPN drops":\n1\. Update the VPN client/);
    expect(en.events.length).toBeGreaterThanOrEqual(21);
  });

  it('v2 sends OpenAI-style deltas; a generation reads its rule\'s source fields', async () => {
    gateway = testGateway({ stream: { delayMs: 0 } });
    const token = await loginAs(gateway, 'lisi');
    const { events } = await injectStream(gateway, `${B}/v2/solution/generate`, { ruleId: 'gen-incident-desc', formData: incidentForm }, token);
    expect(JSON.parse(events[0]!)).toMatchObject({ choices: [{ delta: { content: expect.any(String) } }] });
    expect(textOf(events)).toContain('问题现象：VPN 连接频繁断开。');
    expect(textOf(events)).toContain('故障设备 IP: 10.0.0.8');
    const unknown = await gateway.app.inject({ method: 'POST', url: `/gateway/dosm${B}/v2/solution/generate`, payload: { ruleId: 'nope' }, headers: { authorization: `Bearer ${token}` } });
    expect(unknown.statusCode).toBe(404);
  });

  it('the control API paces the stream and injects a mid-stream failure; a reset with faults clears it', async () => {
    gateway = testGateway({ stream: { delayMs: 0 } });
    const token = await loginAs(gateway, 'lisi');
    expect((await api(gateway, 'PUT', '/__gateway/stream', { body: { delayMs: 5, failAfter: 3 } })).body.data).toEqual({ delayMs: 5, failAfter: 3 });
    const started = Date.now();
    const failed = await injectStream(gateway, `${B}/v1/chat`, { scene: 'summary', formData: incidentForm }, token, 'en');
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(failed.events).toHaveLength(4);
    expect(JSON.parse(failed.events[3]!)).toEqual({ code: 500100, msg: 'The AI service is busy, please try again later' });
    expect((await api(gateway, 'PUT', '/__gateway/stream', { body: { delayMs: -1 } })).status).toBe(400);
    await api(gateway, 'POST', '/__gateway/reset', { body: { faults: true } });
    expect((await api(gateway, 'GET', '/__gateway/stream')).body.data).toEqual({ delayMs: 5 });
  });
});

describe('the AI client against the listening gateway', () => {
  const listen = async (gw: Gateway) => {
    await gw.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}/gateway/dosm`;
  };

  it('receives the text piece by piece; a stop mid-stream ends the exchange and the gateway stops writing', async () => {
    gateway = testGateway({ stream: { delayMs: 20 } });
    const token = await loginAs(gateway, 'lisi');
    const base = await listen(gateway);
    const stop = new AbortController();
    const chunks: string[] = [];
    const result = await readAiStream({
      url: `${base}${B}/v1/chat`,
      headers: { Authorization: `Bearer ${token}`, language: 'en' },
      body: { scene: 'summary', formData: { title: 'Mail is down' } },
      signal: stop.signal,
      onChunk: (chunk) => {
        chunks.push(chunk);
        if (chunks.length === 3) stop.abort();
      },
    });
    expect(result.stopped).toBe(true);
    expect(chunks).toHaveLength(3);
    expect(result.text).toBe(chunks.join(''));
    // The pump notices the closed connection and ends without writing after it (an error would fail the run).
    await new Promise((resolve) => setTimeout(resolve, 120));
    const again = await readAiStream({ url: `${base}${B}/v1/chat`, headers: { Authorization: `Bearer ${token}` }, body: { scene: 'summary', formData: incidentForm } });
    expect(again.text).toContain('VPN 连接频繁断开');
  });

  it('an injected HTTP 500 makes the client throw "Network response was not ok"', async () => {
    gateway = testGateway({ stream: { delayMs: 0 } });
    const token = await loginAs(gateway, 'lisi');
    const base = await listen(gateway);
    gateway.faults.add({ match: '/ai/v2/recommend', status: 500, times: 1 });
    const error = await readAiStream({ url: `${base}${B}/v2/recommend`, headers: { Authorization: `Bearer ${token}` }, body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AiHttpError);
    expect((error as Error).message).toBe(AI_NETWORK_NOT_OK);
  });
});

describe('in-process streamed answers (stories, component tests)', () => {
  it('streamResponse paces the events and stops on the signal', async () => {
    const reply = new StreamReply(['{"content":"a"}', '{"content":"b"}', '{"content":"c"}'], '{"code":1,"msg":"x"}');
    const full = await readAiStream({ url: '/x', headers: {}, body: {}, fetch: async () => streamResponse(reply, { delayMs: 1 }) });
    expect(full).toEqual({ text: 'abc', stopped: false });
    const failing = readAiStream({ url: '/x', headers: {}, body: {}, fetch: async () => streamResponse(reply, { delayMs: 1, failAfter: 1 }) });
    await expect(failing).rejects.toMatchObject({ kind: 'business', message: 'x' });
    const stop = new AbortController();
    const seen: string[] = [];
    const stopped = await readAiStream({
      url: '/x',
      headers: {},
      body: {},
      signal: stop.signal,
      fetch: async (_url, init) => streamResponse(reply, { delayMs: 5 }, init?.signal ?? undefined),
      onChunk: (chunk) => (seen.push(chunk), stop.abort()),
    });
    expect(stopped).toEqual({ text: 'a', stopped: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['a']);
  });
});
