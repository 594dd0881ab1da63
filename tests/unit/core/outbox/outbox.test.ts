// The outbox against the in-process fixture gateway, in IndexedDB through fake-indexeddb: a keyed call
// that gets no answer is queued, replayed in order with its key once the connection is back (one ticket
// even when the first call was applied and its answer lost), a refusal is kept failed with the server's
// message, entries survive a new outbox (a reload) and belong to one user.
// idb checks requests with `instanceof IDBRequest`: the classes must be globals (as in a browser); the factory is still injected.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime, idempotencyKeyOf, type RequestAdapter, type Runtime } from '@core';
import { createIdbOutboxStorage, createOutbox, outboxCount, type Outbox, type OutboxStorage } from '@core/outbox';
import { loginAs, testGateway } from '../../gateway/helpers';
import type { Gateway } from '../../../../fixtures/gateway/index';

let gateway: Gateway;
afterEach(async () => {
  await gateway.close();
});

const START = '/api/v2/biz/btn/btnaction/start';
const form = (title: string) => ({ processDefKey: 'proc-incident', formData: { title, urgentLevel: '1' } });

interface Setup {
  runtime: Runtime;
  net: { offline: boolean };
  outbox: (user: string, storage?: OutboxStorage) => Outbox;
  storage: OutboxStorage;
  unsent: Array<{ path: string; idempotencyKey: string }>;
}

async function setup(user = 'zhangsan'): Promise<Setup> {
  gateway = testGateway();
  const token = await loginAs(gateway, user);
  const net = { offline: false };
  const adapter: RequestAdapter = async (req) => {
    if (net.offline) throw new TypeError('Failed to fetch');
    const response = await gateway.app.inject({
      method: req.method,
      url: `${req.baseURL}${req.url}`,
      headers: { ...req.headers, 'content-type': 'application/json' },
      ...(typeof req.data === 'string' ? { payload: req.data } : {}),
    });
    return { status: response.statusCode, data: response.json() };
  };
  const keyValue = createMemoryStorage();
  const runtime = createRuntime({ browserLanguage: 'zh-CN', storage: keyValue, requestAdapter: adapter, host: { currentHref: () => 'http://x/', assign: () => undefined } });
  runtime.session.setToken(token);
  const storage = createIdbOutboxStorage(new IDBFactory());
  const unsent: Setup['unsent'] = [];
  runtime.bus.on('request:unsent', (e) => void unsent.push(e));
  const outbox = (userId: string, store = storage) => createOutbox({ storage: store, request: runtime.request, bus: runtime.bus, keyValue, userId: () => userId });
  return { runtime, net, outbox, storage, unsent };
}

function titled(title: string) {
  return Object.values(gateway.store.data.workflow?.tickets ?? {}).filter((t) => t.title === title && !t.isDraft);
}

describe('outbox', () => {
  it('queues a keyed call made offline and sends it once when back online', async () => {
    const { runtime, net, outbox, unsent } = await setup();
    const box = outbox('10001');
    net.offline = true;
    const key = idempotencyKeyOf(['POST', START, form('offline start')]);
    await expect(runtime.request.post(START, form('offline start'), { idempotencyKey: key, silent: true })).rejects.toMatchObject({ network: true, message: '网络错误，请检查网络连接' });
    expect(unsent).toEqual([expect.objectContaining({ path: START, idempotencyKey: key })]);

    const queued = await box.add({ key, kind: 'create', label: 'offline start', request: { method: 'POST', path: START, body: form('offline start') } });
    expect(queued?.added).toBe(true);
    expect((await box.add({ key, kind: 'create', label: 'again', request: { method: 'POST', path: START, body: form('offline start') } }))?.added).toBe(false);
    expect(outboxCount(runtime.storage, '10001')).toBe(1);

    // Still offline: the replay stops at the entry, which waits.
    expect(await box.replay()).toEqual({ sent: 0, failed: 0, stopped: true });
    expect((await box.list()).map((e) => e.status)).toEqual(['pending']);

    net.offline = false;
    expect(await box.replay()).toEqual({ sent: 1, failed: 0, stopped: false });
    expect(await box.list()).toEqual([]);
    expect(outboxCount(runtime.storage, '10001')).toBe(0);
    expect(titled('offline start')).toHaveLength(1);
  });

  it('a lost answer (dropAnswer) replayed with the same key: one ticket', async () => {
    const { runtime, outbox } = await setup();
    const box = outbox('10001');
    gateway.faults.add({ match: 'btnaction/start', dropAnswer: true, times: 1 });
    const key = idempotencyKeyOf(['POST', START, form('lost')]);
    await expect(runtime.request.post(START, form('lost'), { idempotencyKey: key, silent: true })).rejects.toMatchObject({ network: true });
    expect(titled('lost')).toHaveLength(1);
    await box.add({ key, kind: 'create', label: 'lost', request: { method: 'POST', path: START, body: form('lost') } });
    const sent: unknown[] = [];
    runtime.bus.on('outbox:sent', ({ result }) => void sent.push(result));
    expect((await box.replay()).sent).toBe(1);
    expect(titled('lost')).toHaveLength(1);
    expect(sent).toEqual([expect.objectContaining({ workOrderId: titled('lost')[0]!.workOrderId })]);
  });

  it('sends in order, one at a time; a refusal stays failed with the server’s message until retried or discarded', async () => {
    const { outbox } = await setup();
    const box = outbox('10001');
    const bad = { processDefKey: 'no-such-process', formData: { title: 'refused' } };
    await box.add({ key: 'a', kind: 'create', label: 'first', request: { method: 'POST', path: START, body: form('first') } });
    await box.add({ key: 'b', kind: 'create', label: 'refused', request: { method: 'POST', path: START, body: bad } });
    await box.add({ key: 'c', kind: 'create', label: 'third', request: { method: 'POST', path: START, body: form('third') } });
    const order: string[] = [];
    gateway.app.addHook('onRequest', async (request) => void order.push(String(request.headers['idempotency-key'] ?? '')));
    expect(await box.replay()).toEqual({ sent: 2, failed: 1, stopped: false });
    expect(order.filter(Boolean)).toEqual(['a', 'b', 'c']);
    const [failed] = await box.list();
    expect(failed).toMatchObject({ label: 'refused', status: 'failed' });
    expect(failed!.error).toMatch(/\S/);
    expect(failed!.error).not.toMatch(/^injected|Internal/);

    expect(await box.retry(failed!.id)).toEqual({ sent: 0, failed: 1, stopped: false });
    await box.discard(failed!.id);
    expect(await box.list()).toEqual([]);
  });

  it('survives a reload (a new outbox on the same database; an entry left sending is sent) and is per user', async () => {
    const { outbox, storage } = await setup();
    const first = outbox('10001');
    const { entry } = (await first.add({ key: 'k1', kind: 'create', label: 'kept', request: { method: 'POST', path: START, body: form('kept') } }))!;
    // The tab died while it was sending.
    await storage.put({ ...entry, status: 'sending' });

    const other = outbox('10002');
    expect(await other.list()).toEqual([]);
    expect(await other.replay()).toEqual({ sent: 0, failed: 0, stopped: false });
    await other.discard(entry.id);
    expect(titled('kept')).toHaveLength(0);

    const reloaded = outbox('10001');
    expect((await reloaded.list()).map((e) => e.label)).toEqual(['kept']);
    expect((await reloaded.replay()).sent).toBe(1);
    expect(titled('kept')).toHaveLength(1);
  });
});
