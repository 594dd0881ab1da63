// Issue 17 item 1, fixture gateway: the service catalogue (levels, role limits, common and recent services, the
// usage counter) on the seeded catalogue of fixtures/seed/catalog.json.
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { buildCatalog, catalogRoutes, loadCatalog, type CatalogSeed } from '../../../fixtures/gateway/routes/catalog';
import { loadTemplates } from '../../../fixtures/gateway/workflow/templates';
import { loginAs, testGateway } from './helpers';

const H = '/api/v2/catalog/h5';
const U = '/api/v2/catalog/user';
const R = '/api/v2/catalog/recent';

interface Model {
  id: string;
  modelId: string;
  name: string;
  description: string;
  icon: string;
  catalogId: string;
  processDefId: string;
  processDefKey: string;
  canCreate: boolean;
  useCount: number;
  isCommon: boolean;
  commonId: string | null;
}
interface CatalogView {
  id: string;
  pid: string;
  level: number;
  name: string;
  icon: string;
  modelList: Model[];
  modelCount: number;
  childCount: number;
}
interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  pages: number;
}
interface Level {
  pid: string;
  level: number;
  commonList: Model[];
  catalogList: CatalogView[];
  tileModelList: Model[];
  tileTotal: number;
}
interface SaveAnswer {
  success: boolean;
  commonId: string | null;
  message?: string;
}

let gateway: Gateway;
const tokens: Record<string, string> = {};
const call = async <T>(userName: string, method: 'GET' | 'POST', path: string, options: { body?: unknown; query?: Record<string, string>; language?: string } = {}) =>
  callHandler<T>(gateway, method, path, { token: (tokens[userName] ??= await loginAs(gateway, userName)), ...options });
const level1 = async (userName: string, query: Record<string, string> = {}) => call<Page<CatalogView>>(userName, 'GET', `${H}/list`, { query: { roleLimit: 'true', ...query } });
const byPid = (userName: string, pid: string, query: Record<string, string> = {}) => call<Level>(userName, 'GET', `${H}/listByPid`, { query: { pid, ...query } });
const commons = async (userName: string) => (await call<Model[]>(userName, 'GET', `${U}/commonlist`)).map((m) => m.id);
const save = (userName: string, body: unknown) => call<SaveAnswer>(userName, 'POST', `${U}/save`, { body });
const recent = (userName: string, query: Record<string, string> = { currentPage: '1', pageSize: '10' }) =>
  call<Page<Model & { usedTime: string }> & { currentPage: number }>(userName, 'GET', `${R}/findRecent`, { query });

beforeEach(() => {
  gateway = testGateway({ routes: catalogRoutes });
  for (const key of Object.keys(tokens)) delete tokens[key];
});

describe('the seeded catalogue', () => {
  const catalog = loadCatalog();
  const templates = loadTemplates();

  it('has three levels, icons of the fixed set plus one unknown, and services of several workflows', () => {
    expect(new Set(catalog.level.values())).toEqual(new Set([1, 2, 3]));
    const icons = new Set([...catalog.seed.catalogs, ...catalog.seed.models].map((x) => x.icon));
    const known = ['laptop', 'key', 'printer', 'network', 'mail', 'database', 'change', 'problem'];
    expect(known.every((icon) => icons.has(icon))).toBe(true);
    expect([...icons].filter((icon) => !known.includes(icon))).toEqual(['vr-headset']);
    const workflows = new Set(catalog.seed.models.map((m) => templates.find(m.template)?.processDefKey));
    expect(workflows).toEqual(new Set(['proc-incident', 'proc-request', 'proc-change']));
    // Names and descriptions in both languages.
    for (const x of [...catalog.seed.catalogs, ...catalog.seed.models]) expect(x.name.zh && x.name.en).toBeTruthy();
  });

  it('refuses an inconsistent seed', () => {
    const seed: CatalogSeed = { catalogs: [], models: [], commons: {}, recent: {} };
    const c = (id: string, pid: string) => ({ id, pid, name: { zh: id, en: id }, icon: 'key', sort: 1, roleIds: [] });
    expect(() => buildCatalog({ ...seed, catalogs: [c('a', '0'), c('b', 'a'), c('c', 'b'), c('d', 'c')] })).toThrow(/deeper than level 3/);
    expect(() => buildCatalog({ ...seed, catalogs: [c('a', 'x')] })).toThrow(/unknown parent/);
    expect(() => buildCatalog({ ...seed, catalogs: [c('a', 'b'), c('b', 'a')] })).toThrow(/cycle/);
    expect(() => buildCatalog({ ...seed, catalogs: [c('a', '0'), c('a', '0')] })).toThrow(/duplicate/);
  });
});

describe('catalogue levels and role limits', () => {
  it('shows zhangsan (requester) and lisi (handler) different level-1 catalogues', async () => {
    const zhangsan = await level1('zhangsan');
    expect(zhangsan.records.map((c) => c.id)).toEqual(['c-office', 'c-network', 'c-faults']);
    expect(zhangsan).toMatchObject({ total: 3, pageNum: 1, pageSize: 20, pages: 1 });
    expect((await level1('lisi')).records.map((c) => c.id)).toEqual(['c-office', 'c-network', 'c-faults', 'c-ops']);
    // A handler-only user sees IT operations too; the approver does not (the catalogue is for handlers and admins).
    expect((await level1('wangwu')).records.map((c) => c.id)).toContain('c-ops');
    expect((await level1('zhaoliu')).records.map((c) => c.id)).not.toContain('c-ops');
    // No role limit: everything, with canCreate per service.
    const all = await level1('zhangsan', { roleLimit: 'false' });
    expect(all.records.map((c) => c.id)).toContain('c-ops');
    const change = await byPid('zhangsan', 'c-ops-change', { roleLimit: 'false' });
    expect(change.tileModelList.map((m) => [m.id, m.canCreate])).toEqual([
      ['m-standard-change', false],
      ['m-emergency-change', false],
    ]);
    await expect(level1('zhangsan', { roleLimit: 'maybe' })).rejects.toMatchObject({ code: 400 });
  });

  it('answers a catalogue with id, name, icon, its own tiles and counts, in the caller language', async () => {
    const [office, network] = (await level1('zhangsan')).records;
    expect(office).toMatchObject({ id: 'c-office', pid: '0', level: 1, name: '办公IT', icon: 'laptop', modelList: [], modelCount: 0, childCount: 3 });
    expect(network!.modelList.map((m) => m.id)).toEqual(['m-vpn', 'm-network-fault', 'm-guest-wifi']);
    const en = await call<Page<CatalogView>>('zhangsan', 'GET', `${H}/list`, { query: { roleLimit: 'true' }, language: 'en' });
    expect(en.records.map((c) => c.name)).toEqual(['Office IT', 'Network and communication', 'Fault reporting']);
    expect(en.records[1]!.modelList[0]).toMatchObject({ name: 'VPN access', description: 'Get a VPN account for remote work', icon: 'network' });
  });

  it('drills through three levels: a level-1 catalogue without tiles whose first sub-catalogue holds them', async () => {
    const root = await byPid('zhangsan', '');
    expect(root).toMatchObject({ pid: '0', level: 0, tileModelList: [], tileTotal: 0 });
    expect(root.catalogList.map((c) => c.id)).toEqual(['c-office', 'c-network', 'c-faults']);
    expect(root.commonList.map((m) => m.id)).toEqual(['m-password-reset', 'm-vpn', 'm-printer-fault']);
    expect((await byPid('zhangsan', '0')).catalogList).toEqual(root.catalogList);

    const office = await byPid('zhangsan', 'c-office', { level: '1' });
    expect(office.tileModelList).toEqual([]);
    expect(office.catalogList.map((c) => [c.id, c.level])).toEqual([
      ['c-accounts', 2],
      ['c-devices', 2],
      ['c-software', 2],
    ]);
    // The client's auto-open rule lands on the first sub-catalogue, which has tiles (and a level-3 child).
    const accounts = await byPid('zhangsan', office.catalogList[0]!.id, { level: '2' });
    expect(accounts.tileModelList.map((m) => m.id)).toEqual(['m-password-reset', 'm-new-account', 'm-access-request']);
    expect(accounts.catalogList.map((c) => [c.id, c.level])).toEqual([['c-accounts-biz', 3]]);
    const biz = await byPid('zhangsan', 'c-accounts-biz', { level: '3' });
    expect(biz).toMatchObject({ level: 3, catalogList: [] });
    expect(biz.tileModelList.map((m) => m.id)).toEqual(['m-erp-access', 'm-crm-access', 'm-finance-access']);
    // `level` may name the catalogue's level or its children's; anything else is a 400.
    expect((await byPid('zhangsan', 'c-accounts-biz', { level: '4' })).level).toBe(3);
    await expect(byPid('zhangsan', 'c-accounts-biz', { level: '1' })).rejects.toMatchObject({ code: 400 });
  });

  it('a tile: the template it starts, its create permission and its counter', async () => {
    const { tileModelList } = await byPid('zhangsan', 'c-accounts');
    expect(tileModelList[0]).toEqual({
      id: 'm-password-reset',
      modelId: 'm-password-reset',
      name: '密码重置',
      description: '忘记密码或账号被锁定时重置域账号密码',
      icon: 'key',
      catalogId: 'c-accounts',
      catalogName: '账号与权限',
      processDefId: 'proc-request:3:90017',
      processDefKey: 'proc-request',
      mdlDefCode: 'service_request',
      processName: '服务请求',
      preNum: 'REQ',
      canCreate: true,
      useCount: 128,
      isCommon: true,
      commonId: 'cm-1',
    });
  });

  it('hides role-limited services and catalogues, and answers the missing-catalogue error for them', async () => {
    expect((await byPid('zhangsan', 'c-accounts')).tileModelList.map((m) => m.id)).not.toContain('m-admin-rights');
    expect((await byPid('lisi', 'c-accounts')).tileModelList.map((m) => m.id)).toContain('m-admin-rights');
    // IT operations: no tiles of its own, its first sub-catalogue holds the changes, down to level 3.
    const ops = await byPid('lisi', 'c-ops');
    expect(ops.tileModelList).toEqual([]);
    expect(ops.catalogList.map((c) => c.id)).toEqual(['c-ops-change', 'c-ops-problem']);
    expect((await byPid('lisi', 'c-ops-change-db')).tileModelList.map((m) => m.processDefKey)).toEqual(['proc-change', 'proc-change']);

    await expect(byPid('zhangsan', 'c-ops')).rejects.toMatchObject({ code: 100001, message: '服务目录已删除或模型关联缺失，请重新编辑' });
    await expect(call('zhangsan', 'GET', `${H}/listByPid`, { query: { pid: 'c-nope' }, language: 'en' })).rejects.toMatchObject({
      code: 100001,
      message: 'The service directory was deleted or its model association is missing, please edit again',
    });
    await expect(save('zhangsan', { modelId: 'm-admin-rights' })).rejects.toMatchObject({ code: 100001 });
    await expect(call('zhangsan', 'GET', `${H}/model/m-standard-change`)).rejects.toMatchObject({ code: 100001 });
  });

  it('pages a long catalogue at 20 (spec §9): listByPid and modelsByCatalog', async () => {
    const first = await byPid('zhangsan', 'c-software');
    expect(first.tileModelList).toHaveLength(20);
    expect(first.tileTotal).toBe(24);
    const second = await byPid('zhangsan', 'c-software', { pageNum: '2' });
    expect(second.tileModelList).toHaveLength(4);
    const models = await call<Page<Model>>('zhangsan', 'GET', `${H}/modelsByCatalog`, { query: { id: 'c-software', pageNum: '2' } });
    expect(models).toMatchObject({ total: 24, pageNum: 2, pageSize: 20, pages: 2 });
    expect(models.records.map((m) => m.id)).toEqual(second.tileModelList.map((m) => m.id));
    expect(models.records.find((m) => m.id === 'm-vr-loan')).toBeUndefined();
    expect((await call<Page<Model>>('zhangsan', 'GET', `${H}/modelsByCatalog`, { query: { id: 'c-devices' } })).records.map((m) => m.icon)).toEqual(['laptop', 'laptop', 'printer', 'vr-headset']);
    await expect(call('zhangsan', 'GET', `${H}/modelsByCatalog`)).rejects.toMatchObject({ code: 400 });
    await expect(call('zhangsan', 'GET', `${H}/modelsByCatalog`, { query: { id: 'c-ops' } })).rejects.toMatchObject({ code: 100001 });
    await expect(byPid('zhangsan', 'c-software', { pageSize: '0' })).rejects.toMatchObject({ code: 400 });
  });

  it('one service with its FAQ and catalogue path', async () => {
    const model = await call<Model & { faq: Array<{ question: string; answer: string }>; catalogPath: Array<{ id: string; level: number }> }>('zhangsan', 'GET', `${H}/model/m-password-reset`, {
      language: 'en',
    });
    expect(model).toMatchObject({ id: 'm-password-reset', name: 'Password reset' });
    expect(model.faq[0]).toEqual({ question: 'How soon does the new password work?', answer: 'Usually within 10 minutes on every system.' });
    expect(model.catalogPath.map((c) => [c.id, c.level])).toEqual([
      ['c-office', 1],
      ['c-accounts', 2],
    ]);
  });
});

describe('common services', () => {
  it('adds (success true with a commonId), refuses a second add (success false) and removes', async () => {
    expect(await commons('zhangsan')).toEqual(['m-password-reset', 'm-vpn', 'm-printer-fault']);
    const added = await save('zhangsan', { modelId: 'm-laptop' });
    expect(added).toEqual({ success: true, commonId: 'cm-6' });
    expect(await commons('zhangsan')).toEqual(['m-password-reset', 'm-vpn', 'm-printer-fault', 'm-laptop']);
    expect((await byPid('zhangsan', 'c-devices')).tileModelList.find((m) => m.id === 'm-laptop')).toMatchObject({ isCommon: true, commonId: 'cm-6' });
    expect(await save('zhangsan', { id: 'm-laptop' })).toEqual({ success: false, commonId: 'cm-6', message: '该服务已在常用服务中' });

    expect(await call('zhangsan', 'POST', `${U}/delete`, { body: { commonId: 'cm-6' } })).toEqual({ success: true, commonId: 'cm-6' });
    expect(await call('zhangsan', 'POST', `${U}/delete`, { body: { id: 'cm-1' } })).toEqual({ success: true, commonId: 'cm-1' });
    expect(await call('zhangsan', 'POST', `${U}/delete`, { body: { modelId: 'm-vpn' } })).toEqual({ success: true, commonId: 'cm-2' });
    expect(await call('zhangsan', 'POST', `${U}/delete`, { body: { commonId: 'cm-6' }, language: 'en' })).toEqual({
      success: false,
      commonId: 'cm-6',
      message: 'This service is not in your common services',
    });
    expect(await commons('zhangsan')).toEqual(['m-printer-fault']);
    // Per user: lisi's list is untouched, and lisi cannot remove zhangsan's entries.
    expect(await commons('lisi')).toEqual(['m-standard-change', 'm-network-fault']);
    expect((await call<SaveAnswer>('lisi', 'POST', `${U}/delete`, { body: { commonId: 'cm-3' } })).success).toBe(false);
    await expect(save('zhangsan', {})).rejects.toMatchObject({ code: 400 });
    await expect(call('zhangsan', 'POST', `${U}/delete`, { body: {} })).rejects.toMatchObject({ code: 400 });
    await expect(save('zhangsan', { modelId: 'm-nope' })).rejects.toMatchObject({ code: 100001 });
  });

  it('keeps at most 20', async () => {
    const ids = (await byPid('zhangsan', 'c-software')).tileModelList.map((m) => m.id);
    const answers = [];
    for (const id of ids) answers.push(await save('zhangsan', { modelId: id }));
    expect(answers.filter((a) => a.success)).toHaveLength(17);
    expect(answers.at(-1)).toEqual({ success: false, commonId: null, message: '常用服务最多20个' });
    expect(await commons('zhangsan')).toHaveLength(20);
  });

  it('reorders by the full list of commonIds; unknown, missing or repeated ids are a 400', async () => {
    const sort = (ids: unknown) => call<Model[]>('zhangsan', 'POST', `${U}/sort`, { body: { ids } });
    expect((await sort(['cm-3', 'cm-1', 'cm-2'])).map((m) => m.commonId)).toEqual(['cm-3', 'cm-1', 'cm-2']);
    expect(await commons('zhangsan')).toEqual(['m-printer-fault', 'm-password-reset', 'm-vpn']);
    expect((await byPid('zhangsan', '')).commonList.map((m) => m.id)).toEqual(['m-printer-fault', 'm-password-reset', 'm-vpn']);
    await expect(sort(['cm-3', 'cm-1'])).rejects.toMatchObject({ code: 400, message: expect.stringMatching(/missing: cm-2/) });
    await expect(sort(['cm-3', 'cm-1', 'cm-2', 'cm-4'])).rejects.toMatchObject({ code: 400, message: expect.stringMatching(/Unknown commonId: cm-4/) });
    await expect(sort(['cm-3', 'cm-1', 'cm-2', 'cm-1'])).rejects.toMatchObject({ code: 400 });
    await expect(sort(undefined)).rejects.toMatchObject({ code: 400 });
    expect(await commons('zhangsan')).toEqual(['m-printer-fault', 'm-password-reset', 'm-vpn']);
    // A user without common services sorts an empty list.
    expect(await call('wangwu', 'POST', `${U}/sort`, { body: { ids: [] } })).toEqual([]);
  });
});

describe('recent services and the usage counter', () => {
  it('lists newest first without duplicates, page 1 size 10', async () => {
    const seeded = await recent('zhangsan');
    expect(seeded.records.map((m) => [m.id, m.usedTime])).toEqual([
      ['m-laptop', '2025-06-20 09:12:00'],
      ['m-password-reset', '2025-06-18 14:30:00'],
    ]);
    expect(seeded).toMatchObject({ total: 2, currentPage: 1, pageNum: 1, pageSize: 10 });
    expect(await call('zhangsan', 'POST', `${R}/add`, { body: { modelId: 'm-vpn' } })).toBe(true);
    expect(await call('zhangsan', 'POST', `${R}/add`, { body: { id: 'm-password-reset' } })).toBe(true);
    expect((await recent('zhangsan')).records.map((m) => m.id)).toEqual(['m-password-reset', 'm-vpn', 'm-laptop']);
    expect((await recent('lisi')).records.map((m) => m.id)).toEqual(['m-emergency-change']);
    expect((await recent('wangwu')).records).toEqual([]);

    for (const m of (await byPid('zhangsan', 'c-software')).tileModelList.slice(0, 12)) await call('zhangsan', 'POST', `${R}/add`, { body: { modelId: m.id } });
    const page = await recent('zhangsan');
    expect(page).toMatchObject({ total: 15, pages: 2 });
    expect(page.records).toHaveLength(10);
    expect((await recent('zhangsan', {})).records).toHaveLength(10);
    await expect(call('zhangsan', 'POST', `${R}/add`, { body: {} })).rejects.toMatchObject({ code: 400 });
    await expect(call('zhangsan', 'POST', `${R}/add`, { body: { modelId: 'm-standard-change' } })).rejects.toMatchObject({ code: 100001 });
  });

  it('counts uses by id and shows them as useCount', async () => {
    expect(await call('zhangsan', 'POST', `${H}/model/use/m-vpn`)).toEqual({ id: 'm-vpn', useCount: 96 });
    expect(await call('lisi', 'POST', `${H}/model/use/m-vpn`)).toEqual({ id: 'm-vpn', useCount: 97 });
    expect((await byPid('zhangsan', 'c-network')).tileModelList.find((m) => m.id === 'm-vpn')!.useCount).toBe(97);
    await expect(call('zhangsan', 'POST', `${H}/model/use/m-standard-change`)).rejects.toMatchObject({ code: 100001 });
  });

  it('persists in the store; a reset brings back the seed', async () => {
    await save('zhangsan', { modelId: 'm-laptop' });
    await call('zhangsan', 'POST', `${R}/add`, { body: { modelId: 'm-vpn' } });
    expect(gateway.store.data.catalogData?.commons['10001']?.map((c) => c.modelId)).toEqual(['m-password-reset', 'm-vpn', 'm-printer-fault', 'm-laptop']);
    expect(gateway.store.snapshot().catalogData?.recent['10001']?.[0]?.modelId).toBe('m-vpn');
    gateway.store.reset();
    expect(gateway.store.data.catalogData).toBeUndefined();
    expect(await commons('zhangsan')).toEqual(['m-password-reset', 'm-vpn', 'm-printer-fault']);
  });

  it('every call needs a login', async () => {
    await expect(callHandler(gateway, 'GET', `${H}/list`)).rejects.toMatchObject({ code: 401 });
    await expect(callHandler(gateway, 'POST', `${U}/save`, { body: { modelId: 'm-vpn' } })).rejects.toMatchObject({ code: 401 });
  });
});
