import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { api, signedInGateway } from './helpers';

interface Option {
  id: string;
  value: string;
  label: string;
  level: number;
  status: number;
  isDel: boolean;
  children?: Option[];
}

let gateway: Gateway;
let token: string;
beforeEach(async () => ({ gateway, token } = await signedInGateway('zhangsan')));
afterEach(() => gateway.close());

const depth = (options: Option[]): number => (options.length ? 1 + Math.max(...options.map((o) => depth(o.children ?? []))) : 0);

describe('dictionaries', () => {
  it('getFieldContents returns the tree cut at the asked level, by code or id', async () => {
    const full = await callHandler<Option[]>(gateway, 'GET', '/api/v2/base/dataDict/getFieldContents/dictId/incident_category/level/3', { token });
    expect(depth(full)).toBe(3);
    expect(full[0]).toMatchObject({ id: 'cat-hw', value: 'cat-hw', label: '硬件', level: 1 });
    expect(full[0]!.children![0]!.children![0]).toMatchObject({ id: 'cat-hw-pc-laptop', level: 3 });
    const two = await callHandler<Option[]>(gateway, 'GET', '/api/v2/base/dataDict/getFieldContents/dictId/dict-category/level/2', { token, language: 'en' });
    expect(depth(two)).toBe(2);
    expect(two.map((o) => o.label)).toEqual(['Hardware', 'Software', 'Network']);
  });

  it("answers a 404 for an unknown dictionary, in the caller's language", async () => {
    const res = await api(gateway, 'GET', '/api/v2/base/dataDict/getFieldContents/dictId/nope/level/1', { token });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('字典不存在：nope');
    const en = await api(gateway, 'GET', '/api/v2/base/dataDict/getFieldContents/dictId/nope/level/1', { token, headers: { language: 'en' } });
    expect(en.body.msg).toBe('Unknown dictionary: nope');
  });

  it('detail/page pages one level, searches, and leaves disabled options out unless withDisable', async () => {
    const page = await callHandler<{ records: Option[]; total: number }>(gateway, 'POST', '/api/v2/base/dataDict/detail/page', {
      token,
      body: { dictId: 'dict-source', level: 1, pageNum: 1, pageSize: 10 },
    });
    expect(page.records.map((o) => o.id)).toEqual(['src-phone', 'src-mail', 'src-portal']);
    const all = await callHandler<{ records: Option[] }>(gateway, 'POST', '/api/v2/base/dataDict/detail/page', { token, body: { dictId: 'dict-source', withDisable: true } });
    expect(all.records.map((o) => o.id)).toContain('src-monitor');
    const search = await callHandler<{ records: Option[] }>(gateway, 'POST', '/api/v2/base/dataDict/detail/page', {
      token,
      body: { dictId: 'dict-category', level: 3, search: 'vpn', withDisable: true },
    });
    expect(search.records).toEqual([]);
    const level3 = await callHandler<{ records: Option[]; total: number }>(gateway, 'POST', '/api/v2/base/dataDict/detail/page', {
      token,
      body: { dictId: 'dict-category', level: 3, pageSize: 5, pageNum: 2 },
    });
    expect(level3.records.every((o) => o.level === 3 && typeof o.id === 'string')).toBe(true);
    expect(level3.total).toBe(14);
  });

  it('dictList returns enumList of value/label and marks the deleted option', async () => {
    const { enumList } = await callHandler<{ enumList: Array<{ value: string; label: string; isDel: boolean }> }>(gateway, 'GET', '/api/v2/form/mdlFormMember/dictList', {
      token,
      query: { dictId: 'dict-impact' },
    });
    expect(enumList.map((o) => o.value)).toEqual(['impact-person', 'impact-dept', 'impact-multi', 'impact-company']);
    expect(enumList.filter((o) => o.isDel).map((o) => o.value)).toEqual(['impact-multi']);
  });

  it('detail/byIds finds options across dictionaries', async () => {
    const found = await callHandler<Array<{ id: string; dictId: string }>>(gateway, 'POST', '/api/v2/base/dataDict/detail/byIds', { token, body: { ids: ['2', 'cat-net-vpn-drop'] } });
    expect(found.map((o) => [o.dictId, o.id])).toEqual([
      ['dict-urgency', '2'],
      ['dict-category', 'cat-net-vpn-drop'],
    ]);
  });
});

describe('API-sourced options', () => {
  const ASSETS = 'https://cmdb.example.com/api/v1/assets';
  const LOCATIONS = 'https://hr.example.com/api/locations';

  it('listApiContent returns the list of a known url', async () => {
    const items = await callHandler<Array<{ label: string; value: string }>>(gateway, 'POST', '/api/v2/base/process/listApiContent', { token, body: { url: ASSETS, header: [{ name: 'X-Demo', value: '1' }] } });
    expect(items).toHaveLength(15);
    expect(items[0]).toEqual({ id: 'asset-0001', value: 'asset-0001', label: '笔记本 ThinkPad X1-001' });
  });

  it('listApiContent4Page pages with currentPage/pageSize and filters by keyword', async () => {
    const page = await callHandler<{ records: Array<{ value: string }>; total: number }>(gateway, 'POST', '/api/v2/base/process/listApiContent4Page', {
      token,
      body: { url: ASSETS, params: { currentPage: 2, pageSize: 4, keyword: '' } },
    });
    expect(page.records.map((r) => r.value)).toEqual(['asset-0005', 'asset-0006', 'asset-0007', 'asset-0008']);
    expect(page.total).toBe(15);
    const search = await callHandler<{ records: Array<{ value: string }> }>(gateway, 'POST', '/api/v2/base/process/listApiContent4Page', {
      token,
      body: { url: ASSETS, params: { currentPage: 1, pageSize: 50, keyword: 'switch' } },
    });
    expect(search.records.map((r) => r.value)).toEqual(['asset-0009', 'asset-0010']);
  });

  it('listApiContent4Tree returns the tree', async () => {
    const tree = await callHandler<Array<{ value: string; children?: Array<{ children?: unknown[] }> }>>(gateway, 'POST', '/api/v2/base/process/listApiContent4Tree', { token, body: { url: LOCATIONS } });
    expect(tree.map((n) => n.value)).toEqual(['loc-sh', 'loc-bj', 'loc-sz']);
    expect(tree[0]!.children![0]!.children).toHaveLength(2);
  });

  it("rejects an unknown url in the caller's language", async () => {
    const res = await api(gateway, 'POST', '/api/v2/base/process/listApiContent', { token, body: { url: 'https://elsewhere.example.com/x' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('API地址错误，请重新输入：https://elsewhere.example.com/x');
    const en = await api(gateway, 'POST', '/api/v2/base/process/listApiContent', { token, body: { url: 'https://elsewhere.example.com/x' }, headers: { language: 'en' } });
    expect(en.body.msg).toBe('API address error, enter again: https://elsewhere.example.com/x');
  });
});
