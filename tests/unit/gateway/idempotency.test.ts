// The Idempotency-Key header (fixtures/gateway/idempotency.ts): the same key (per user) twice gives the
// first answer without running the call again, also after a lost answer (dropAnswer), while the first
// call still runs, and after a restart from the persisted file; refusals are not remembered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Gateway } from '../../../fixtures/gateway/index';
import { IDEMPOTENCY_TTL_MS } from '../../../fixtures/gateway/idempotency';
import { api, loginAs, testGateway } from './helpers';

let gateway: Gateway;
let dir: string | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await gateway.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const START = '/api/v2/biz/btn/btnaction/start';
const DRAFT_SAVE = '/api/v2/biz/mdl/instance/draft/save';
const form = (title: string) => ({ processDefKey: 'proc-incident', formData: { title, urgentLevel: '1' } });

function ticketsTitled(g: Gateway, title: string, drafts = false) {
  return Object.values(g.store.data.workflow?.tickets ?? {}).filter((t) => t.title === title && Boolean(t.isDraft) === drafts);
}

describe('idempotency keys', () => {
  it('a lost answer (dropAnswer) then a retry with the same key: one ticket, and the retry gets its number', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    gateway.faults.add({ match: 'btnaction/start', dropAnswer: true, times: 1 });
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'k-lost-1' };
    await expect(gateway.app.inject({ method: 'POST', url: `/gateway/dosm${START}`, headers, payload: form('lost start') })).rejects.toMatchObject({ code: 'LIGHT_ECONNRESET' });
    expect(ticketsTitled(gateway, 'lost start')).toHaveLength(1);

    const retry = await api(gateway, 'POST', START, { token, body: form('lost start'), headers: { 'idempotency-key': 'k-lost-1' } });
    expect(retry.body.code).toBe(100000);
    expect(ticketsTitled(gateway, 'lost start')).toHaveLength(1);
    expect((retry.body.data as { workOrderId: string }).workOrderId).toBe(ticketsTitled(gateway, 'lost start')[0]!.workOrderId);
  });

  it('the same for a draft save; without a key every call runs', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    gateway.faults.add({ match: 'draft/save', dropAnswer: true, times: 1 });
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'k-draft' };
    await expect(gateway.app.inject({ method: 'POST', url: `/gateway/dosm${DRAFT_SAVE}`, headers, payload: form('lost draft') })).rejects.toBeDefined();
    const again = await api(gateway, 'POST', DRAFT_SAVE, { token, body: form('lost draft'), headers: { 'idempotency-key': 'k-draft' } });
    expect(again.body.code).toBe(100000);
    expect(ticketsTitled(gateway, 'lost draft', true)).toHaveLength(1);

    await api(gateway, 'POST', DRAFT_SAVE, { token, body: form('unkeyed') });
    await api(gateway, 'POST', DRAFT_SAVE, { token, body: form('unkeyed') });
    expect(ticketsTitled(gateway, 'unkeyed', true)).toHaveLength(2);
  });

  it('a second call while the first still runs waits for it and gets the same answer', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    // Both go through the HTTP layer at once; the first is held 150 ms before it runs.
    gateway.faults.add({ match: 'btnaction/start', delayMs: 150, times: 1 });
    const send = () => api(gateway, 'POST', START, { token, body: form('two tabs'), headers: { 'idempotency-key': 'k-tabs' } });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.body.code).toBe(100000);
    expect(b.body).toEqual(a.body);
    expect(ticketsTitled(gateway, 'two tabs')).toHaveLength(1);
  });

  it('keys are per user: another user with the same key gets their own ticket', async () => {
    gateway = testGateway();
    const zhang = await loginAs(gateway, 'zhangsan');
    const wang = await loginAs(gateway, 'wangwu');
    const a = await api(gateway, 'POST', START, { token: zhang, body: form('same key'), headers: { 'idempotency-key': 'shared' } });
    const b = await api(gateway, 'POST', START, { token: wang, body: form('same key'), headers: { 'idempotency-key': 'shared' } });
    expect(a.body.code).toBe(100000);
    expect(b.body.code).toBe(100000);
    expect(ticketsTitled(gateway, 'same key')).toHaveLength(2);
  });

  it('a refusal is not remembered: the same key may be tried again and then succeeds', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    const refused = await api(gateway, 'POST', START, { token, body: { processDefKey: 'no-such-process', formData: { title: 'refused' } }, headers: { 'idempotency-key': 'k-refused' } });
    expect(refused.body.code).not.toBe(100000);
    gateway.faults.add({ match: 'btnaction/start', status: 500, times: 1 });
    expect((await api(gateway, 'POST', START, { token, body: form('after 500'), headers: { 'idempotency-key': 'k-500' } })).status).toBe(500);
    const ok = await api(gateway, 'POST', START, { token, body: form('after 500'), headers: { 'idempotency-key': 'k-500' } });
    expect(ok.body.code).toBe(100000);
    expect(ticketsTitled(gateway, 'after 500')).toHaveLength(1);
  });

  it('the same key with another body is refused in the caller’s language', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    await api(gateway, 'POST', START, { token, body: form('first body'), headers: { 'idempotency-key': 'k-reuse' } });
    const zh = await api(gateway, 'POST', START, { token, body: form('other body'), headers: { 'idempotency-key': 'k-reuse' } });
    expect(zh.status).toBe(422);
    expect(zh.body.msg).toBe('该请求已用同一幂等键以不同内容发送过');
    const en = await api(gateway, 'POST', START, { token, body: form('other body'), headers: { 'idempotency-key': 'k-reuse', language: 'en' } });
    expect(en.body.msg).toBe('This idempotency key was already used for a different request');
    expect(ticketsTitled(gateway, 'other body')).toHaveLength(0);
  });

  it('old keys expire: after the lifetime the same key runs again', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    vi.useFakeTimers({ toFake: ['Date'] });
    await api(gateway, 'POST', DRAFT_SAVE, { token, body: form('expiring'), headers: { 'idempotency-key': 'k-old' } });
    vi.setSystemTime(Date.now() + IDEMPOTENCY_TTL_MS + 1000);
    await api(gateway, 'POST', DRAFT_SAVE, { token, body: form('expiring'), headers: { 'idempotency-key': 'k-old' } });
    expect(ticketsTitled(gateway, 'expiring', true)).toHaveLength(2);
    // The expired record was pruned when the new one was written.
    expect(Object.keys(gateway.store.data.idempotency?.['10001'] ?? {})).toEqual(['k-old']);
  });

  it('survives a restart from the persisted file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'schemadesk-idem-'));
    const file = join(dir, 'data.json');
    gateway = testGateway({ persistFile: file });
    const token = await loginAs(gateway, 'zhangsan');
    const first = await api(gateway, 'POST', START, { token, body: form('persisted'), headers: { 'idempotency-key': 'k-p' } });
    await gateway.close();
    gateway = testGateway({ persistFile: file });
    const again = await api(gateway, 'POST', START, { token, body: form('persisted'), headers: { 'idempotency-key': 'k-p' } });
    expect(again.body).toEqual(first.body);
    expect(ticketsTitled(gateway, 'persisted')).toHaveLength(1);
  });
});
