import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { api, loginAs, testGateway } from './helpers';

let dir: string;
let file: string;
const gateways: Gateway[] = [];
const open = (options: Parameters<typeof testGateway>[0] = {}): Gateway => {
  const gateway = testGateway({ persistFile: file, ...options });
  gateways.push(gateway);
  return gateway;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'schemadesk-gateway-'));
  file = join(dir, 'nested', 'data.json');
});
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((g) => g.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('writes the store after a mutation and a new gateway on the same file keeps it', async () => {
    const first = open();
    expect(existsSync(file)).toBe(false);
    const token = await loginAs(first, 'zhangsan');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.sessions[token].userId).toBe('10001');

    first.store.mutate((data) => {
      data.workOrders[0]!.title = '已持久化的标题';
    });
    const second = open();
    expect(second.store.data.workOrders[0]!.title).toBe('已持久化的标题');
    // The token survives the restart, so a browser stays logged in.
    const me = await callHandler<{ user: { userName: string } }>(second, 'GET', '/api/v2/base/menuPermission/login', { token });
    expect(me.user.userName).toBe('zhangsan');
  });

  it('fills collections missing from an older data file from the seed', async () => {
    writeFileSync(file.replace('nested/', ''), JSON.stringify({ sessions: {}, users: [] }));
    const gateway = testGateway({ persistFile: file.replace('nested/', '') });
    gateways.push(gateway);
    expect(gateway.store.data.users).toEqual([]);
    expect(gateway.store.data.workOrders.length).toBeGreaterThan(0);
  });

  it('reset goes back to the seed, keeps sessions unless asked, and is saved', async () => {
    const gateway = open();
    const token = await loginAs(gateway, 'lisi');
    gateway.store.mutate((data) => {
      data.workOrders = [];
    });
    const res = await api(gateway, 'POST', '/__gateway/reset', { body: {} });
    expect(res.body.code).toBe(100000);
    expect(gateway.store.data.workOrders.length).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).workOrders.length).toBe(gateway.store.data.workOrders.length);
    expect(gateway.store.data.sessions[token]).toBeDefined();
    await api(gateway, 'POST', '/__gateway/reset', { body: { sessions: true } });
    expect(gateway.store.data.sessions).toEqual({});
  });

  it('keeps the store in memory only without a persist file', async () => {
    const gateway = testGateway();
    gateways.push(gateway);
    await loginAs(gateway, 'zhangsan');
    expect(existsSync(file)).toBe(false);
    const other = testGateway();
    gateways.push(other);
    expect(other.store.data.sessions).toEqual({});
  });

  it('seed overrides replace whole collections and the seed files are not shared between gateways', async () => {
    const a = testGateway({ seed: { workOrders: [] } });
    const b = testGateway();
    gateways.push(a, b);
    expect(a.store.data.workOrders).toEqual([]);
    b.store.mutate((data) => {
      data.users[0]!.name = 'changed';
    });
    const c = testGateway();
    gateways.push(c);
    expect(c.store.data.users[0]!.name).toBe('张三');
  });
});
