// Issue 20 item 4, fixture gateway: hostile mode puts the XSS corpus into every text the app shows (seed texts in the
// store, texts of route modules in the answers), a reset takes it all back, and a fault carries one as a toast's msg.
import { afterEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { applyHostile, hostileTexts, hostileToastFault, HOSTILE_CONTROL_PATH, parseHostileOptions } from '../../../fixtures/gateway/hostile';
import { XSS_VECTORS } from '../../../fixtures/xss';
import { api, loginAs, testGateway } from './helpers';

const VECTORS = XSS_VECTORS.map((v) => v.payload);
const TEXTS = hostileTexts(VECTORS);
const isHostileText = (value: unknown) => typeof value === 'string' && TEXTS.includes(value);

interface Page<T> {
  records: T[];
}
interface ListRecord {
  workOrderId: string;
  title: string;
}

let gateway: Gateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function poisoned(): Promise<{ gateway: Gateway; token: string }> {
  gateway = testGateway();
  applyHostile(gateway, { vectors: VECTORS });
  return { gateway, token: await loginAs(gateway, 'zhangsan') };
}

describe('the corpus', () => {
  it('holds at least 100 public vectors, each with its source and a way to see it run', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(XSS_VECTORS.map((v) => v.payload)).size).toBe(XSS_VECTORS.length);
    for (const vector of XSS_VECTORS) {
      expect(vector.source).toMatch(/OWASP|DOMPurify/);
      if (vector.detect === 'marker') expect(vector.payload).toContain(`__xss(${vector.id})`);
      if (vector.detect === 'request') expect(vector.payload).toContain('xss.example');
      // No unrewritten alert left where the rewrite could reach it.
      expect(vector.payload).not.toMatch(/(?:alert|confirm|prompt)\s*\(/);
    }
    expect(XSS_VECTORS.filter((v) => v.source.startsWith('OWASP')).length).toBeGreaterThan(50);
    expect(XSS_VECTORS.filter((v) => v.source.startsWith('DOMPurify')).length).toBeGreaterThan(50);
  });

  it('splits into plain texts that together hold every vector once', () => {
    expect(TEXTS.length).toBe(Math.ceil(VECTORS.length / 25));
    expect(TEXTS.join(' ')).toBe(VECTORS.join(' '));
  });
});

describe('hostile mode', () => {
  it('puts the vectors into ticket titles; the first page of a list carries every vector', async () => {
    const { gateway, token } = await poisoned();
    const page = await callHandler<Page<ListRecord>>(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token, body: { listType: 'initiated', pageSize: 20 } });
    expect(page.records.every((r) => isHostileText(r.title))).toBe(true);
    expect(new Set(page.records.map((r) => r.title)).size).toBe(TEXTS.length);
    const header = await callHandler<{ title: string; handlers: Array<{ userName: string }> }>(gateway, 'GET', `/api/v2/biz/mdl/instance/header/get/${page.records[0]!.workOrderId}`, { token, language: 'en' });
    expect(isHostileText(header.title)).toBe(true);
  });

  it('puts every vector into rich-text form values, replies and announcements', async () => {
    const { gateway, token } = await poisoned();
    const html = VECTORS.join('');
    const detail = await callHandler<{ formData: Record<string, unknown> }>(gateway, 'GET', '/api/v2/biz/mdl/instance/body/get/17ab79fc1f8d4c411ea7fbb1dc1abec2', { token });
    expect(detail.formData.description).toBe(html);
    const list = await callHandler<Page<ListRecord>>(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token, body: { listType: 'all', pageSize: 4 } });
    const replies = await callHandler<Page<{ text: string }>>(gateway, 'GET', '/api/v2/biz/orderReply/pageList', { token, query: { workOrderId: '899f007a89a4269d6cfdd8554b0d0cba' } });
    expect(list.records.length).toBeGreaterThan(0);
    expect(replies.records.length).toBeGreaterThan(0);
    expect(replies.records.every((r) => r.text === html)).toBe(true);
    const announcements = await callHandler<Page<{ id: string; title: string; content: string; publisher: string }>>(gateway, 'GET', '/api/v2/base/announcement/userPageList', { token });
    expect(announcements.records.every((r) => r.content === html && isHostileText(r.title) && isHostileText(r.publisher))).toBe(true);
    const one = await callHandler<{ content: string }>(gateway, 'GET', `/api/v2/base/announcement/userDetail/${announcements.records[0]!.id}`, { token });
    expect(one.content).toBe(html);
  });

  it('puts the vectors into option labels, user, group and tenant names, messages, the catalogue, the process pages and the flow chart', async () => {
    const { gateway, token } = await poisoned();
    expect(gateway.store.data.dictionaries.every((d) => d.items.every((item) => isHostileText(item.label) && isHostileText(item.labelEn)))).toBe(true);
    expect(gateway.store.data.apiSources.every((s) => s.items.every((item) => isHostileText(item.label)))).toBe(true);
    const me = await callHandler<{ user: { name: string; groupName: string } }>(gateway, 'GET', '/api/v2/base/menuPermission/login', { token });
    expect(isHostileText(me.user.name)).toBe(true);
    expect(gateway.store.data.groups.every((g) => isHostileText(g.groupName))).toBe(true);
    expect(gateway.store.data.tenants.every((t) => isHostileText(t.name) && isHostileText(t.nameEn))).toBe(true);

    const messages = await callHandler<Page<{ title: string; summary: string }>>(gateway, 'GET', '/api/v2/message/inbox/pageList', { token, query: { category: 'TICKET' } });
    expect(messages.records.every((m) => isHostileText(m.title) && isHostileText(m.summary))).toBe(true);
    const detail = await callHandler<{ content: string }>(gateway, 'GET', `/api/v2/message/inbox/detail/${(messages.records[0] as unknown as { id: string }).id}`, { token });
    expect(detail.content).toBe(VECTORS.join(''));

    const catalogs = await callHandler<Page<{ name: string; description: string }>>(gateway, 'GET', '/api/v2/catalog/h5/list', { token, query: { roleLimit: 'true' } });
    expect(catalogs.records.length).toBeGreaterThan(0);
    expect(catalogs.records.every((c) => isHostileText(c.name))).toBe(true);

    const templates = await callHandler<Page<{ processName: string }>>(gateway, 'POST', '/api/v2/biz/process/pageList', { token, body: {} });
    expect(templates.records.every((t) => isHostileText(t.processName))).toBe(true);

    const chart = await callHandler<{ processXml: string }>(gateway, 'GET', '/api/v2/biz/mdl/hisProcess/h5get/899f007a89a4269d6cfdd8554b0d0cba', { token });
    const names = [...chart.processXml.matchAll(/\sname="([^"]*)"/g)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(3);
    // XML-escaped: the XML stays well-formed and the names read back as the vectors.
    expect(names.every((name) => !name.includes('<'))).toBe(true);
    const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(names.map(unescape).every(isHostileText)).toBe(true);
  });

  it('only the chosen places; a reset undoes everything', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    const before = await callHandler<Page<ListRecord>>(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token, body: { listType: 'initiated' } });
    const announcementsBefore = await callHandler<Page<{ title: string }>>(gateway, 'GET', '/api/v2/base/announcement/userPageList', { token });
    applyHostile(gateway, { vectors: VECTORS, places: ['announcements'] });
    const titles = await callHandler<Page<ListRecord>>(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token, body: { listType: 'initiated' } });
    expect(titles.records.map((r) => r.title)).toEqual(before.records.map((r) => r.title));
    const poisonedAnnouncements = await callHandler<Page<{ title: string }>>(gateway, 'GET', '/api/v2/base/announcement/userPageList', { token });
    expect(poisonedAnnouncements.records.every((r) => isHostileText(r.title))).toBe(true);

    applyHostile(gateway, { vectors: VECTORS });
    gateway.store.reset();
    const after = await callHandler<Page<ListRecord>>(gateway, 'POST', '/api/v2/biz/h5workOrder/list', { token, body: { listType: 'initiated' } });
    expect(after.records.map((r) => r.title)).toEqual(before.records.map((r) => r.title));
    const announcementsAfter = await callHandler<Page<{ title: string }>>(gateway, 'GET', '/api/v2/base/announcement/userPageList', { token });
    expect(announcementsAfter.records.map((r) => r.title)).toEqual(announcementsBefore.records.map((r) => r.title));
    expect(gateway.store.data.users.find((u) => u.userName === 'zhangsan')!.name).toBe('张三');
  });

  it('wraps the routes once however often it is applied', async () => {
    gateway = testGateway();
    applyHostile(gateway, { vectors: ['<b>x</b>'] });
    const handlers = [...gateway.handlers];
    applyHostile(gateway, { vectors: ['<i>y</i>'] });
    expect(gateway.handlers).toEqual(handlers);
    const token = await loginAs(gateway, 'zhangsan');
    const page = await callHandler<Page<{ title: string }>>(gateway, 'GET', '/api/v2/base/announcement/userPageList', { token });
    expect(page.records[0]!.title).toBe('<i>y</i>');
  });

  it('refuses bad options', () => {
    expect(() => parseHostileOptions({ vectors: [] })).toThrow(/vectors/);
    expect(() => parseHostileOptions({ vectors: ['x'], places: ['nowhere'] })).toThrow(/places/);
    expect(() => parseHostileOptions({ vectors: ['x'], chunkSize: 0 })).toThrow(/chunkSize/);
    expect(parseHostileOptions({ vectors: ['x'], places: ['titles'] })).toEqual({ vectors: ['x'], places: ['titles'] });
  });
});

describe('control API and toasts', () => {
  it('POST /__gateway/hostile applies the vectors; a bad body is a 400', async () => {
    // The control API registers it (fixtures/gateway/index.ts).
    gateway = testGateway({ controlApi: true });
    const bad = await api(gateway, 'POST', HOSTILE_CONTROL_PATH, { body: { vectors: 'x' } });
    expect(bad.status).toBe(400);
    const ok = await api(gateway, 'POST', HOSTILE_CONTROL_PATH, { body: { vectors: VECTORS, places: ['titles'] } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ places: ['titles'], texts: TEXTS.length });
    expect(isHostileText(gateway.store.data.workOrders[0]!.title)).toBe(true);
    await api(gateway, 'POST', '/__gateway/reset', { body: {} });
    expect(isHostileText(gateway.store.data.workOrders[0]!.title)).toBe(false);
  });

  it('a toast fault refuses the call once with the vector as msg', async () => {
    gateway = testGateway();
    const token = await loginAs(gateway, 'zhangsan');
    gateway.faults.add(hostileToastFault('change/calendar/save/setting', VECTORS[0]!));
    const refused = await api(gateway, 'POST', '/api/v2/biz/change/calendar/save/setting', { token, body: { changeCalendarSetting: { isHideClose: true, isHideFinish: false } } });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ code: 100002, msg: VECTORS[0] });
    const next = await api(gateway, 'POST', '/api/v2/biz/change/calendar/save/setting', { token, body: { changeCalendarSetting: { isHideClose: true, isHideFinish: false } } });
    expect(next.body.code).toBe(100000);
  });
});
