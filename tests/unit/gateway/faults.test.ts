import { afterEach, describe, expect, it } from 'vitest';
import { type Gateway } from '../../../fixtures/gateway/index';
import { api, loginAs, testGateway } from './helpers';

let gateway: Gateway;
afterEach(async () => {
  await gateway.close();
});

const WEB_CONFIG = '/api/v2/base/webConfig';
const DRAFT_SAVE = '/api/v2/biz/mdl/instance/draft/save';

describe('fault injection', () => {
  it('answers matching requests with the injected status and body', async () => {
    gateway = testGateway();
    gateway.faults.add({ match: 'webConfig', status: 503, body: { code: 503, msg: 'maintenance' } });
    const res = await api(gateway, 'GET', WEB_CONFIG);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 503, msg: 'maintenance' });
  });

  it('uses a default body { code: status, msg: "injected fault" }', async () => {
    gateway = testGateway();
    gateway.faults.add({ match: 'webConfig', status: 500 });
    expect((await api(gateway, 'GET', WEB_CONFIG)).body).toEqual({ code: 500, msg: 'injected fault' });
  });

  it('expires after `times` hits', async () => {
    gateway = testGateway();
    gateway.faults.add({ match: 'webConfig', status: 502, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api(gateway, 'GET', WEB_CONFIG)).status);
    expect(statuses).toEqual([502, 502, 200]);
    expect(gateway.faults.list()).toEqual([]);
  });

  it('only hits the given method', async () => {
    gateway = testGateway();
    gateway.faults.add({ match: '/api/v2/base/login', method: 'post', status: 500 });
    expect((await api(gateway, 'POST', '/api/v2/base/login', { body: { userName: 'zhangsan' } })).status).toBe(500);
    expect((await api(gateway, 'GET', '/api/v2/base/login')).status).toBe(404);
  });

  it('delays the response by delayMs and then answers normally', async () => {
    gateway = testGateway();
    gateway.faults.add({ match: 'webConfig', delayMs: 150, times: 1 });
    const start = performance.now();
    const res = await api(gateway, 'GET', WEB_CONFIG);
    expect(performance.now() - start).toBeGreaterThanOrEqual(140);
    expect(res.body.code).toBe(100000);
    const fastStart = performance.now();
    await api(gateway, 'GET', WEB_CONFIG);
    expect(performance.now() - fastStart).toBeLessThan(140);
  });

  it('drops the connection without an answer', async () => {
    gateway = testGateway();
    gateway.faults.add({ match: 'webConfig', drop: true, times: 1 });
    await expect(gateway.app.inject({ method: 'GET', url: `/gateway/dosm${WEB_CONFIG}` })).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
    expect((await api(gateway, 'GET', WEB_CONFIG)).status).toBe(200);
  });

  it('runs the call and then drops its answer (dropAnswer: applied, never answered)', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    gateway.faults.add({ match: 'draft/save', dropAnswer: true, times: 1 });
    const save = { method: 'POST' as const, url: `/gateway/dosm${DRAFT_SAVE}`, headers: { authorization: `Bearer ${token}` } };
    await expect(gateway.app.inject({ ...save, payload: { processDefKey: 'proc-incident', formData: { title: 'lost answer' } } })).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
    const drafts = Object.values(gateway.store.data.workflow?.tickets ?? {}).filter((t) => t.isDraft && t.title === 'lost answer');
    expect(drafts).toHaveLength(1);
    expect((await api(gateway, 'POST', DRAFT_SAVE, { token, body: { processDefKey: 'proc-incident', formData: { title: 'answered' } } })).body.code).toBe(100000);
  });

  it('is driven over HTTP: POST adds, GET lists, DELETE clears', async () => {
    gateway = testGateway();
    const added = await api(gateway, 'POST', '/__gateway/faults', { body: { match: 'h5workOrder/list', status: 500, times: 3 } });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ id: expect.any(Number), match: 'h5workOrder/list', status: 500, times: 3, hits: 0 });
    const listed = await api(gateway, 'GET', '/__gateway/faults');
    expect(listed.body.data).toHaveLength(1);
    const hit = await api(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { body: {} });
    expect(hit.status).toBe(500);
    expect(((await api(gateway, 'GET', '/__gateway/faults')).body.data as Array<{ hits: number }>)[0]!.hits).toBe(1);
    await api(gateway, 'DELETE', '/__gateway/faults');
    expect((await api(gateway, 'GET', '/__gateway/faults')).body.data).toEqual([]);
  });

  it('rejects a malformed fault with a 400', async () => {
    gateway = testGateway();
    const res = await api(gateway, 'POST', '/__gateway/faults', { body: { status: 500 } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('fault.match must be a string');
    const badTimes = await api(gateway, 'POST', '/__gateway/faults', { body: { match: 'x', times: 0 } });
    expect(badTimes.status).toBe(400);
  });

  it('removes one fault by id', async () => {
    gateway = testGateway();
    const a = gateway.faults.add({ match: 'a', status: 500 });
    gateway.faults.add({ match: 'b', status: 500 });
    await api(gateway, 'DELETE', `/__gateway/faults/${a.id}`);
    expect(gateway.faults.list().map((f) => f.match)).toEqual(['b']);
  });
});

describe('latency', () => {
  it('delays every API response, including errors, but not the control API', async () => {
    gateway = testGateway({ latencyMs: 120 });
    for (const path of [WEB_CONFIG, '/api/v2/base/menuPermission/login', '/api/v2/unknown']) {
      const start = performance.now();
      await api(gateway, 'GET', path);
      expect(performance.now() - start, path).toBeGreaterThanOrEqual(110);
    }
    const start = performance.now();
    await api(gateway, 'GET', '/__gateway/faults');
    expect(performance.now() - start).toBeLessThan(110);
  });

  it('can be changed at run time over the control API', async () => {
    gateway = testGateway();
    const res = await api(gateway, 'PUT', '/__gateway/latency', { body: { latencyMs: 100 } });
    expect(res.body.data).toEqual({ latencyMs: 100 });
    const start = performance.now();
    await api(gateway, 'GET', WEB_CONFIG);
    expect(performance.now() - start).toBeGreaterThanOrEqual(90);
  });

  it('defaults to GATEWAY_LATENCY when no option is given', async () => {
    const previous = process.env.GATEWAY_LATENCY;
    process.env.GATEWAY_LATENCY = '500';
    try {
      const { createGateway } = await import('../../../fixtures/gateway/index');
      gateway = createGateway();
      expect(gateway.latencyMs).toBe(500);
    } finally {
      if (previous === undefined) delete process.env.GATEWAY_LATENCY;
      else process.env.GATEWAY_LATENCY = previous;
    }
  });
});
