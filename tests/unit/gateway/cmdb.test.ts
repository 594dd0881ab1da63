// Issue 21 item 1, fixture gateway: the small CMDB (models, fields, dictionaries, CIs, topology, lookup by scanned
// code) and the ticket detail's CI tab (linked models and CIs, candidates, link, add, edit, unlink, relations) with
// each user's permissions on the tab.
import { beforeEach, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { buildCmdbSeed, HUB_CI_CODE, HUB_CI_ID } from '../../../fixtures/gateway/cmdb/seed';
import { cmdbRoutes } from '../../../fixtures/gateway/routes/cmdb';
import { loadSeed } from '../../../fixtures/gateway/seed';
import type { CiPage as ClientCiPage, CiRelation, CiSummary, CmdbField, CmdbModel } from '@plugins/fields/shared';
import { api, loginAs, testGateway } from './helpers';

const B = '/api/v2/biz';
const seed = loadSeed();
const idOf = (preNum: string) => seed.workOrders.find((order) => order.preNum === preNum)!.workOrderId;
/** Core switch firmware upgrade (raised by wangwu): the core switch, two access switches and two servers linked. */
const CHG = idOf('CHG-0001');
const CHG_TAB = 'tab-ci-change-request';
/** zhangsan's incident at second-line handling: the mail application and its server linked. */
const INC = idOf('INC-0001');
const INC_TAB = 'tab-ci-incident';

// The contract's types, as the client reads them (type-only: nothing of the client is loaded).
type Model = CmdbModel;
type ModelCount = CmdbModel & { count: number };
type Field = CmdbField;
type Ci = CiSummary;
type CiPage = ClientCiPage & { pageNum: number; pageSize: number };
type Relation = CiRelation;
interface Detail extends Ci {
  fields: Field[];
  fieldsForm: Record<string, unknown>;
  relationShip: Relation[];
}
interface Topology {
  nodes: Array<{ ciId: string; ciName: string; modelId: string; modelName: string; color: string }>;
  edges: Array<{ from: string; to: string; relationship: string }>;
}

let gateway: Gateway;
const tokens: Record<string, string> = {};
type Lang = 'zh' | 'en';
const get = async <T>(user: string, path: string, query: Record<string, string> = {}, language: Lang = 'zh') =>
  callHandler<T>(gateway, 'GET', `${B}${path}`, { token: (tokens[user] ??= await loginAs(gateway, user)), query, language });
const post = async <T>(user: string, path: string, body: unknown, language: Lang = 'zh') => callHandler<T>(gateway, 'POST', `${B}${path}`, { token: (tokens[user] ??= await loginAs(gateway, user)), body, language });
const failure = async (promise: Promise<unknown>): Promise<{ code: number; message: string }> => {
  try {
    await promise;
  } catch (error) {
    return error as { code: number; message: string };
  }
  throw new Error('the call succeeded');
};
const backfill = (user: string, workOrderId = CHG, tabId = CHG_TAB) => post<Ci[]>(user, '/tab/listCi/backfill', { tabId, workOrderId });
const tabModels = (user: string, workOrderId = CHG, tabId = CHG_TAB) => get<ModelCount[]>(user, '/tab/listCi/tabModel', { tabId, workOrderId });
const detail = (user: string, ciId: string, language: Lang = 'zh') => get<Detail>(user, '/cmdb/showDetail', { ciId }, language);
const ticketTab = async (user: string, workOrderId: string) =>
  (await get<{ tabList?: Array<{ tabCode: string; tabId?: string; jurisdiction?: string[] }> }>(user, `/mdl/instance/body/get/${workOrderId}`)).tabList?.find((tab) => tab.tabCode === 'ci');

/** Relative luminance contrast of a colour against white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (l + 0.05);
}

beforeEach(() => {
  gateway = testGateway({ routes: cmdbRoutes });
  for (const key of Object.keys(tokens)) delete tokens[key];
});

describe('the seed', () => {
  it('is deterministic, has at least 200 CIs with unique codes and names per model, and every field type', () => {
    const a = buildCmdbSeed();
    expect(buildCmdbSeed()).toEqual(a);
    const cis = Object.values(a.cis);
    expect(cis.length).toBeGreaterThanOrEqual(200);
    expect(new Set(cis.map((ci) => ci.code)).size).toBe(cis.length);
    expect(new Set(cis.map((ci) => `${ci.modelId}/${ci.ciName}`)).size).toBe(cis.length);
    expect(cis.find((ci) => ci.ciId === HUB_CI_ID)?.code).toBe(HUB_CI_CODE);
    expect(new Set(a.fields.map((field) => field.fieldType))).toEqual(new Set(['INPUT', 'TEXTAREA', 'NUMBER', 'DATE', 'SELECT', 'MULTI_SELECT', 'CI_REF']));
  });
});

describe('models, fields and dictionaries', () => {
  it('lists the six models in the request language; server and application are the defaults; node colours keep white text readable', async () => {
    const zh = await post<Model[]>('lisi', '/cmdb/modelList', {});
    expect(zh.map((model) => model.modelName)).toEqual(['服务器', '应用系统', '数据库', '交换机', '存储设备', '中间件']);
    expect(zh.filter((model) => model.isDefault).map((model) => model.modelId)).toEqual(['m-server', 'm-application']);
    for (const model of zh) expect(contrastOnWhite(model.color), model.modelId).toBeGreaterThanOrEqual(4.5);
    const en = await post<Model[]>('lisi', '/cmdb/modelList', {}, 'en');
    expect(en.map((model) => model.modelName)).toEqual(['Server', 'Application', 'Database', 'Switch', 'Storage', 'Middleware']);
    expect((await post<Model[]>('lisi', '/cmdb/modelList', { keyword: 'DATA' }, 'en')).map((model) => model.modelId)).toEqual(['m-database']);
    expect((await post<Model[]>('lisi', '/cmdb/modelList', { keyword: '交换' })).map((model) => model.modelId)).toEqual(['m-switch']);
  });

  it('answers the fields of the models asked for, by sort: options inline or from a dictionary, a cascade pair, CI references with relations', async () => {
    const fields = await post<Field[]>('lisi', '/cmdb/model/filedList', { modelIds: ['m-server', 'm-application'] }, 'en');
    expect(fields.map((field) => field.sort)).toEqual([...fields.map((field) => field.sort)].sort((a, b) => a - b));
    expect(new Set(fields.map((field) => field.modelId))).toEqual(new Set(['m-server', 'm-application']));
    const byCode = (modelId: string, attrCode: string) => fields.find((field) => field.modelId === modelId && field.attrCode === attrCode)!;
    expect(byCode('m-server', 'ip')).toMatchObject({ attrName: 'IP address', fieldType: 'INPUT', required: true, isTag: true });
    expect(byCode('m-server', 'os').fieldRule.enumList).toContainEqual({ label: 'Linux', value: 'linux' });
    expect(byCode('m-server', 'env').fieldRule).toEqual({ enumSourceId: 'dict-env' });
    expect(byCode('m-server', 'dataCenter').fieldRule).toEqual({ enumSourceId: 'dict-datacenter', superiorAttr: 'region' });
    expect(byCode('m-application', 'runsOn')).toMatchObject({ fieldType: 'CI_REF', fieldRule: { subordinateModel: 'm-server', cascadeModelRelationIds: ['mr-app-runs-on-server'], relationCascade: true } });
    expect(byCode('m-application', 'protocols').fieldType).toBe('MULTI_SELECT');
    const all = await post<Field[]>('lisi', '/cmdb/model/filedList', { modelIds: ['m-server', 'm-application', 'm-database', 'm-switch', 'm-storage', 'm-middleware'] });
    expect(new Set(all.map((field) => field.fieldType)).size).toBe(7);
    expect(all.find((field) => field.modelId === 'm-database' && field.attrCode === 'hostedOn')?.fieldRule).toMatchObject({ subordinateModel: 'm-server', cascadeModelRelationIds: ['mr-db-hosted-on-server'] });
    expect(byCode('m-server', 'ip').attrName).not.toBe(all.find((field) => field.attrCode === 'ip')!.attrName);
  });

  it('tag fields (both paths) are the isTag ones only', async () => {
    for (const path of ['/cmdb/model/tagFiledList', '/tab/model/tagFiledList']) {
      const tags = await post<Field[]>('lisi', path, { modelIds: ['m-server'] });
      expect(tags.map((field) => field.attrCode)).toEqual(['ip', 'os', 'env']);
    }
  });

  it('refuses unknown or missing models with a translated 400', async () => {
    const zh = await failure(post('lisi', '/cmdb/model/filedList', { modelIds: ['m-nope'] }));
    expect(zh).toMatchObject({ code: 400, message: '模型不存在' });
    expect(await failure(post('lisi', '/cmdb/model/filedList', { modelIds: ['m-nope'] }, 'en'))).toMatchObject({ code: 400, message: 'Unknown model' });
    expect(await failure(post('lisi', '/cmdb/model/tagFiledList', {}, 'en'))).toMatchObject({ code: 400, message: 'Choose a model' });
  });

  it('dictionaries: options in the request language; a cascade lists the options under the superior value', async () => {
    expect(await post('lisi', '/cmdb/dictList', { dictId: 'dict-env' }, 'en')).toEqual([
      { label: 'Production', value: 'prod' },
      { label: 'Test', value: 'test' },
      { label: 'Development', value: 'dev' },
    ]);
    expect(await post('lisi', '/cmdb/dictList', { dictId: 'dict-datacenter', parentValue: 'east' })).toEqual([
      { label: '上海金桥机房', value: 'sh-jq', parentValue: 'east' },
      { label: '杭州萧山机房', value: 'hz-xs', parentValue: 'east' },
    ]);
    expect(await failure(post('lisi', '/cmdb/dictList', { dictId: 'nope' }))).toMatchObject({ code: 400, message: '字典不存在' });
  });
});

describe('configuration items', () => {
  it('pages the CIs: 10 by default (load more), up to 1000, page size bounds refused in the request language', async () => {
    const first = await post<CiPage>('lisi', '/cmdb/ciList', {});
    expect(first).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(first.records).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(200);
    const second = await post<CiPage>('lisi', '/cmdb/ciList', { pageNum: 2 });
    expect(second.records).toHaveLength(10);
    expect(second.records.some((ci) => first.records.some((seen) => seen.ciId === ci.ciId))).toBe(false);
    const all = await post<CiPage>('lisi', '/cmdb/ciList', { pageSize: 1000 });
    expect(all.records).toHaveLength(first.total);
    expect(await failure(post('lisi', '/cmdb/ciList', { pageSize: 1001 }))).toMatchObject({ code: 400, message: '每页条数须为 1 到 1000' });
    expect(await failure(post('lisi', '/cmdb/ciList', { pageSize: 0 }, 'en'))).toMatchObject({ code: 400, message: 'Page size must be 1 to 1000' });
    expect(await failure(post('lisi', '/cmdb/ciList', { pageNum: 0 }, 'en'))).toMatchObject({ code: 400, message: 'Page number must be a positive integer' });
  });

  it('filters by model, by name or asset code (any case) and by ids; tags show the tag fields in the request language', async () => {
    const servers = await post<CiPage>('lisi', '/cmdb/ciList', { modelId: 'm-server', keyword: 'srv-000', pageSize: 100 }, 'en');
    expect(servers.records.map((ci) => ci.code)).toEqual(['SRV-0001', 'SRV-0002', 'SRV-0003', 'SRV-0004', 'SRV-0005', 'SRV-0006', 'SRV-0007', 'SRV-0008', 'SRV-0009']);
    expect(servers.records[0]).toEqual({ ciId: 'ci-srv-0001', ciName: 'bj-web-01', modelId: 'm-server', modelName: 'Server', code: 'SRV-0001', tags: { ip: '10.11.1.9', os: 'Linux', env: 'Production' } });
    expect((await post<CiPage>('lisi', '/cmdb/ciList', { keyword: 'CORE-SW' })).records.map((ci) => ci.ciId)).toEqual([HUB_CI_ID]);
    expect((await post<CiPage>('lisi', '/cmdb/ciList', { ciIds: ['ci-app-0001', 'ci-db-0001'] })).records.map((ci) => [ci.ciName, ci.modelName])).toEqual([
      ['oa-web', '应用系统'],
      ['oracle-oa-01', '数据库'],
    ]);
    expect(await failure(post('lisi', '/cmdb/ciList', { modelId: 'm-nope' }, 'en'))).toMatchObject({ code: 400, message: 'Unknown model' });
  });

  it('shows a CI’s detail: fields, values and relations both ways; an unknown CI is 100005 with a translated message', async () => {
    const app = await detail('lisi', 'ci-app-0003', 'en');
    expect(app).toMatchObject({ ciName: 'erp-web', code: 'APP-0003', modelName: 'Application', tags: { env: 'Production', level: 'Core' } });
    expect(app.fields.map((field) => field.attrCode)).toEqual(['env', 'level', 'appVersion', 'protocols', 'runsOn', 'launchDate', 'description']);
    expect(app.fieldsForm.runsOn).toEqual(app.relationShip.filter((r) => r.modelRelationId === 'mr-app-runs-on-server').map((r) => r.toCiId));
    expect(app.relationShip.find((r) => r.modelRelationId === 'mr-app-runs-on-server')).toMatchObject({ relationship: 'Runs on', fromCiId: 'ci-app-0003', fromCiName: 'erp-web', toModelId: 'm-server', isHandle: true });
    const server = await detail('lisi', 'ci-srv-0001');
    expect(server.relationShip.find((r) => r.toCiId === HUB_CI_ID)).toMatchObject({ relationship: '连接到', toCiName: 'core-sw-01', isHandle: true });
    expect(server.relationShip.filter((r) => !r.isHandle).every((r) => r.toCiId === 'ci-srv-0001')).toBe(true);
    expect(await failure(detail('lisi', 'ci-nope'))).toMatchObject({ code: 100005, message: '配置项不存在或已删除' });
    expect(await failure(detail('lisi', 'ci-nope', 'en'))).toMatchObject({ code: 100005, message: 'The configuration item does not exist or has been deleted' });
  });

  it('finds a CI by the code a scanned label carries (trimmed, any case) or by id; an unknown code is 100005', async () => {
    expect(await get<Ci>('zhaoliu', '/cmdb/show', { code: ' sw-0001 ' })).toMatchObject({ ciId: HUB_CI_ID, ciName: 'core-sw-01', modelName: '交换机' });
    expect((await get<Ci>('zhaoliu', '/cmdb/show', { ciId: 'ci-db-0004' }, 'en')).modelName).toBe('Database');
    expect(await failure(get('zhaoliu', '/cmdb/show', { code: 'XYZ-9999' }))).toMatchObject({ code: 100005, message: '未找到该配置项' });
    expect(await failure(get('zhaoliu', '/cmdb/show', { code: 'XYZ-9999' }, 'en'))).toMatchObject({ code: 100005, message: 'No configuration item with this code' });
    expect(await failure(get('zhaoliu', '/cmdb/show'))).toMatchObject({ code: 400 });
  });

  it('topology: the hub reaches at least 200 CIs within depth 2, more with depth; every edge joins two nodes', async () => {
    const topo = (depth: string, language: Lang = 'zh') => get<Topology>('lisi', '/cmdb/topology', { ciId: HUB_CI_ID, depth }, language);
    const one = await topo('1');
    const two = await topo('2', 'en');
    const three = await topo('3');
    expect(two.nodes.length).toBeGreaterThanOrEqual(200);
    expect(one.nodes.length).toBeLessThan(two.nodes.length);
    expect(two.nodes.length).toBeLessThan(three.nodes.length);
    expect(new Set(two.nodes.map((node) => node.ciId)).size).toBe(two.nodes.length);
    const ids = new Set(two.nodes.map((node) => node.ciId));
    for (const edge of two.edges) expect(ids.has(edge.from) && ids.has(edge.to)).toBe(true);
    expect(two.nodes[0]).toEqual({ ciId: HUB_CI_ID, ciName: 'core-sw-01', modelId: 'm-switch', modelName: 'Switch', color: '#6d28d9' });
    expect(new Set(two.edges.map((edge) => edge.relationship))).toEqual(new Set(['Connected to', 'Runs on', 'Hosted on', 'Depends on']));
    expect((await get<Topology>('lisi', '/cmdb/topology', { ciId: HUB_CI_ID })).nodes).toHaveLength(two.nodes.length);
    expect(await failure(topo('5', 'en'))).toMatchObject({ code: 400, message: 'Depth must be 1 to 4' });
    expect(await failure(get('lisi', '/cmdb/topology', { ciId: 'ci-nope' }))).toMatchObject({ code: 100005 });
  });

  it('relation types of a model (its CIs being the "from" side) in the request language', async () => {
    expect(await get('lisi', '/tab/getRelationByModel', { modelId: 'm-application' }, 'en')).toEqual([
      { modelRelationId: 'mr-app-runs-on-server', relationship: 'Runs on', fromModelId: 'm-application', toModelId: 'm-server', toModelName: 'Server' },
      { modelRelationId: 'mr-app-depends-on-db', relationship: 'Depends on', fromModelId: 'm-application', toModelId: 'm-database', toModelName: 'Database' },
      { modelRelationId: 'mr-app-depends-on-mw', relationship: 'Depends on', fromModelId: 'm-application', toModelId: 'm-middleware', toModelName: 'Middleware' },
    ]);
    expect(await failure(get('lisi', '/tab/getRelationByModel', { modelId: 'nope' }))).toMatchObject({ code: 400 });
  });
});

describe('the CI tab on tickets', () => {
  it('the detail’s tabList carries the CI tab with its tab id and each user’s permissions', async () => {
    expect(await ticketTab('lisi', CHG)).toEqual({ tabCode: 'ci', tabName: '', sort: expect.any(Number), tabId: CHG_TAB, jurisdiction: ['view_delete_config', 'add_config', 'edit_config', 'link_config', 'remove_config'] });
    expect((await ticketTab('wangwu', CHG))?.jurisdiction).toEqual(['view_delete_config', 'link_config']);
    expect((await ticketTab('zhaoliu', CHG))?.jurisdiction).toEqual(['view_delete_config']);
    expect((await ticketTab('zhangsan', CHG))?.jurisdiction).toEqual(['view_delete_config']);
    expect(await ticketTab('zhangsan', INC)).toMatchObject({ tabId: INC_TAB, jurisdiction: ['view_delete_config', 'add_config', 'edit_config'] });
    // The change workflow's other tabs stay the default set.
    const codes = (await get<{ tabList: Array<{ tabCode: string }> }>('lisi', `/mdl/instance/body/get/${CHG}`)).tabList.map((tab) => tab.tabCode);
    expect(codes).toEqual(['detail', 'approval', 'processInfo', 'reply', 'sla', 'tag', 'assorder', 'ci', 'browseHistory', 'fieldModify', 'history']);
  });

  it('tab models: the defaults plus every model with a linked CI, with counts; backfill lists the linked CIs', async () => {
    expect((await tabModels('zhaoliu')).map((model) => [model.modelId, model.count])).toEqual([
      ['m-server', 2],
      ['m-application', 0],
      ['m-switch', 3],
    ]);
    expect((await backfill('zhaoliu')).map((ci) => ci.code)).toEqual(['SW-0001', 'SW-0002', 'SW-0003', 'SRV-0001', 'SRV-0002']);
    expect((await tabModels('zhangsan', INC, INC_TAB)).map((model) => [model.modelName, model.count])).toEqual([
      ['服务器', 1],
      ['应用系统', 1],
    ]);
  });

  it('linking adds the model to the tab; the linked CIs of a model page by 10 (load more)', async () => {
    const candidates = await post<CiPage>('wangwu', '/tab/obscureTableCiList', { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-database' });
    expect(candidates.pageSize).toBe(1000);
    expect(candidates.records).toHaveLength(candidates.total);
    expect(await post('wangwu', '/tab/relateCiBatch', { tabId: CHG_TAB, workOrderId: CHG, ciInfoList: candidates.records.slice(0, 12).map((ci) => ({ ciId: ci.ciId, modelId: ci.modelId })) })).toEqual({ linked: 12 });
    // Again: nothing new.
    expect(await post('wangwu', '/tab/relateCiBatch', { tabId: CHG_TAB, workOrderId: CHG, ciInfoList: [{ ciId: candidates.records[0]!.ciId, modelId: 'm-database' }] })).toEqual({ linked: 0 });
    expect((await tabModels('wangwu')).map((model) => [model.modelId, model.count])).toEqual([
      ['m-server', 2],
      ['m-application', 0],
      ['m-database', 12],
      ['m-switch', 3],
    ]);
    const pageOf = (pageNum: number) => post<CiPage>('wangwu', '/tab/listCi/modelCi', { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-database', pageNum, pageSize: 10 });
    const first = await pageOf(1);
    const second = await pageOf(2);
    expect([first.records.length, second.records.length, first.total]).toEqual([10, 2, 12]);
    expect([...first.records, ...second.records].map((ci) => ci.ciId)).toEqual(candidates.records.slice(0, 12).map((ci) => ci.ciId));
    const left = await post<CiPage>('wangwu', '/tab/obscureTableCiList', { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-database' });
    expect(left.total).toBe(candidates.total - 12);
    expect(await failure(post('wangwu', '/tab/listCi/modelCi', { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-database', pageSize: 1001 }))).toMatchObject({ code: 400 });
  });

  it('candidates: fuzzy by name or code, without those linked, filtered by cmdbFilterCondition', async () => {
    const found = await post<CiPage>('lisi', '/tab/obscureTableCiList', { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-switch', keyword: 'SW-000' });
    expect(found.records.map((ci) => ci.code)).toEqual(['SW-0004', 'SW-0005', 'SW-0006', 'SW-0007', 'SW-0008', 'SW-0009']);
    const prod = await post<CiPage>('lisi', '/tab/obscureTableCiList', { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-application', cmdbFilterCondition: [{ attrCode: 'env', operator: 'eq', value: 'prod' }] }, 'en');
    expect(prod.total).toBeGreaterThan(0);
    expect(prod.records.every((ci) => ci.tags.env === 'Production')).toBe(true);
    const inList = await post<CiPage>('lisi', '/tab/obscureTableCiList', { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-database', cmdbFilterCondition: [{ attrCode: 'dbType', operator: 'in', value: ['redis', 'mysql'] }] }, 'en');
    expect(new Set(inList.records.map((ci) => ci.tags.dbType))).toEqual(new Set(['Redis', 'MySQL']));
  });

  it('the ADD form: a model’s fields with empty values; with a CI its values', async () => {
    const empty = await get<{ fields: Field[]; fieldsForm: Record<string, unknown> }>('zhangsan', '/tab/listCi/ciAttr', { modelId: 'm-application' });
    expect(empty.fieldsForm).toEqual({ env: '', level: '', appVersion: '', protocols: [], runsOn: [], launchDate: '', description: '' });
    const filled = await get<{ fieldsForm: Record<string, unknown> }>('zhangsan', '/tab/listCi/ciAttr', { modelId: 'm-server', ciId: 'ci-srv-0001' });
    expect(filled.fieldsForm).toMatchObject({ os: 'linux', region: expect.any(String), cpu: expect.any(Number) });
    expect(await failure(get('zhangsan', '/tab/listCi/ciAttr', { modelId: 'm-switch', ciId: 'ci-srv-0001' }))).toMatchObject({ code: 400 });
  });

  it('adds a CI with a relation (zhangsan on his ticket): next asset code, linked on the tab, related through its CI reference', async () => {
    const created = await post<Ci>('zhangsan', '/tab/addCi', { tabId: INC_TAB, workOrderId: INC, modelId: 'm-application', ciName: ' mail-archive ', fieldsForm: { env: 'prod', level: 'important', protocols: ['https', 'tcp'], runsOn: ['ci-srv-0008'], launchDate: '2026-11-20' } }, 'en');
    expect(created).toEqual({ ciId: 'ci-app-0051', ciName: 'mail-archive', modelId: 'm-application', modelName: 'Application', code: 'APP-0051', tags: { env: 'Production', level: 'Important' } });
    expect((await backfill('zhangsan', INC, INC_TAB)).map((ci) => ci.code)).toEqual(['APP-0017', 'SRV-0008', 'APP-0051']);
    expect((await tabModels('zhangsan', INC, INC_TAB)).find((model) => model.modelId === 'm-application')?.count).toBe(2);
    const shown = await detail('zhangsan', 'ci-app-0051');
    expect(shown.relationShip).toEqual([{ modelRelationId: 'mr-app-runs-on-server', relationship: '运行于', fromCiId: 'ci-app-0051', fromCiName: 'mail-archive', toCiId: 'ci-srv-0008', toCiName: 'sh-mail-01', toModelId: 'm-server', isHandle: true }]);
    expect((await detail('zhangsan', 'ci-srv-0008')).relationShip).toContainEqual(expect.objectContaining({ fromCiId: 'ci-app-0051', isHandle: false }));
    // The cascade pair: a data centre needs its region, and must lie in it.
    const server = (fieldsForm: Record<string, unknown>) => post<Ci>('lisi', '/tab/addCi', { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-server', ciName: 'bj-new-01', fieldsForm: { ip: '10.9.9.9', ...fieldsForm } });
    expect(await failure(server({ dataCenter: 'bj-yz' }))).toMatchObject({ code: 400, message: '请先选择区域' });
    expect(await failure(server({ region: 'east', dataCenter: 'bj-yz' }))).toMatchObject({ code: 400, message: '数据中心的值无效' });
    expect((await server({ region: 'north', dataCenter: 'bj-yz', cpu: '16' })).code).toBe('SRV-0121');
  });

  it('refuses a CI without its name or a required field, naming it in the request language; an unknown model; bad values', async () => {
    const add = (body: Record<string, unknown>, language: Lang = 'zh') => post('lisi', '/tab/addCi', { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-application', ciName: 'x-web', fieldsForm: { env: 'prod' }, ...body }, language);
    expect(await failure(add({ ciName: '  ' }))).toMatchObject({ code: 400, message: '配置项名称不能为空' });
    expect(await failure(add({ ciName: undefined }, 'en'))).toMatchObject({ code: 400, message: 'Configuration item name is required' });
    expect(await failure(add({ fieldsForm: {} }))).toMatchObject({ code: 400, message: '运行环境不能为空' });
    expect(await failure(add({ fieldsForm: { env: '' } }, 'en'))).toMatchObject({ code: 400, message: 'Environment is required' });
    expect(await failure(add({ modelId: 'm-nope' }, 'en'))).toMatchObject({ code: 400, message: 'Unknown model' });
    expect(await failure(add({ ciName: 'oa-web' }))).toMatchObject({ code: 400, message: '该模型下已有同名配置项' });
    expect(await failure(add({ fieldsForm: { env: 'prod', runsOn: ['ci-db-0001'] } }, 'en'))).toMatchObject({ code: 400, message: 'Invalid value for Runs on servers' });
    expect(await failure(add({ fieldsForm: { env: 'prod', launchDate: '20/11/2026' } }))).toMatchObject({ code: 400 });
    expect(await failure(add({ fieldsForm: { env: 'nope' } }))).toMatchObject({ code: 400 });
    // The HTTP answer names the field and the error.
    const token = await loginAs(gateway, 'lisi');
    const response = await api(gateway, 'POST', `${B}/tab/addCi`, { token, body: { tabId: CHG_TAB, workOrderId: CHG, modelId: 'm-application', ciName: 'x-web', fieldsForm: {} } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, errorCode: 'fieldRequired', field: 'env', msg: '运行环境不能为空' });
    // Nothing was created.
    expect((await post<CiPage>('lisi', '/cmdb/ciList', { keyword: 'x-web' })).total).toBe(0);
  });

  it('updates a linked CI: name and the fields sent, the rest kept; its CI reference moves its relations', async () => {
    const updated = await post<Ci>('lisi', '/tab/updateCi', { tabId: CHG_TAB, workOrderId: CHG, ciId: 'ci-srv-0001', ciName: 'bj-web-01a', fieldsForm: { os: 'windows' } }, 'en');
    expect(updated).toMatchObject({ ciId: 'ci-srv-0001', ciName: 'bj-web-01a', code: 'SRV-0001', tags: { os: 'Windows' } });
    const after = await detail('lisi', 'ci-srv-0001');
    expect(after.fieldsForm).toMatchObject({ os: 'windows', ip: '10.11.1.9' });
    // An application on zhangsan's ticket moved to another server.
    await post('zhangsan', '/tab/updateCi', { tabId: INC_TAB, workOrderId: INC, ciId: 'ci-app-0017', fieldsForm: { runsOn: ['ci-srv-0018'] } });
    const app = await detail('zhangsan', 'ci-app-0017');
    expect(app.relationShip.filter((r) => r.modelRelationId === 'mr-app-runs-on-server').map((r) => r.toCiId)).toEqual(['ci-srv-0018']);
    expect(app.relationShip.some((r) => r.modelRelationId === 'mr-app-depends-on-db')).toBe(true);
    // Only CIs linked on this ticket's tab; a blank name is refused.
    expect(await failure(post('lisi', '/tab/updateCi', { tabId: CHG_TAB, workOrderId: CHG, ciId: 'ci-srv-0050', ciName: 'x' }))).toMatchObject({ code: 400, message: '该配置项未关联到此工单' });
    expect(await failure(post('lisi', '/tab/updateCi', { tabId: CHG_TAB, workOrderId: CHG, ciId: 'ci-srv-0001', ciName: ' ' }))).toMatchObject({ code: 400, message: '配置项名称不能为空' });
    expect(await failure(post('lisi', '/tab/updateCi', { tabId: CHG_TAB, workOrderId: CHG, ciId: 'ci-nope' }))).toMatchObject({ code: 100005 });
  });

  it('unlinks CIs from the tab; they stay in the CMDB', async () => {
    expect(await post('lisi', '/tab/delCi', { tabId: CHG_TAB, workOrderId: CHG, idList: ['ci-sw-0002', 'ci-sw-0003', 'ci-srv-0099'] })).toEqual({ removed: 2 });
    expect((await backfill('lisi')).map((ci) => ci.code)).toEqual(['SW-0001', 'SRV-0001', 'SRV-0002']);
    expect((await tabModels('lisi')).find((model) => model.modelId === 'm-switch')?.count).toBe(1);
    expect((await get<Ci>('lisi', '/cmdb/show', { code: 'SW-0002' })).ciId).toBe('ci-sw-0002');
    expect(await failure(post('lisi', '/tab/delCi', { tabId: CHG_TAB, workOrderId: CHG, idList: [] }))).toMatchObject({ code: 400 });
  });

  it('saveRelationShip replaces a CI’s own relations; its CI reference field follows', async () => {
    const saved = await post<Relation[]>('lisi', '/tab/saveRelationShip', {
      ciId: 'ci-app-0003',
      relationShip: [
        { modelRelationId: 'mr-app-runs-on-server', toCiId: 'ci-srv-0010' },
        { modelRelationId: 'mr-app-runs-on-server', toCiId: 'ci-srv-0011' },
        { modelRelationId: 'mr-app-depends-on-mw', toCiId: 'ci-mw-0001' },
      ],
    }, 'en');
    expect(saved.map((r) => [r.relationship, r.toCiId, r.isHandle])).toEqual([
      ['Runs on', 'ci-srv-0010', true],
      ['Runs on', 'ci-srv-0011', true],
      ['Depends on', 'ci-mw-0001', true],
    ]);
    const app = await detail('lisi', 'ci-app-0003');
    expect(app.relationShip.filter((r) => r.isHandle).map((r) => r.toCiId)).toEqual(['ci-srv-0010', 'ci-srv-0011', 'ci-mw-0001']);
    expect(app.fieldsForm.runsOn).toEqual(['ci-srv-0010', 'ci-srv-0011']);
    // Incoming relations of other CIs are not touched.
    expect((await detail('lisi', 'ci-srv-0001')).relationShip.some((r) => !r.isHandle)).toBe(true);
    const save = (relationShip: unknown) => post('lisi', '/tab/saveRelationShip', { ciId: 'ci-app-0003', relationShip });
    expect(await failure(save([{ modelRelationId: 'mr-db-hosted-on-server', toCiId: 'ci-srv-0010' }]))).toMatchObject({ code: 400 });
    expect(await failure(save([{ modelRelationId: 'mr-app-runs-on-server', toCiId: 'ci-db-0001' }]))).toMatchObject({ code: 400, message: '关系目标配置项的模型不符' });
    expect(await failure(save([{ modelRelationId: 'mr-app-runs-on-server', toCiId: 'ci-nope' }]))).toMatchObject({ code: 100005 });
    expect(await failure(post('lisi', '/tab/saveRelationShip', { ciId: 'ci-sw-0002', relationShip: [{ modelRelationId: 'mr-switch-connected-to-switch', toCiId: 'ci-sw-0002' }] }))).toMatchObject({ code: 400 });
    expect(await post('lisi', '/tab/saveRelationShip', { ciId: 'ci-app-0003', relationShip: [] })).toEqual([]);
  });

  it('refuses each write without its permission, in the request language', async () => {
    const tab = { tabId: CHG_TAB, workOrderId: CHG };
    const denied = { code: 100002 };
    expect(await failure(post('wangwu', '/tab/addCi', { ...tab, modelId: 'm-server', ciName: 'x', fieldsForm: { ip: '1.1.1.1' } }))).toMatchObject({ ...denied, message: '没有新增配置项的权限' });
    expect(await failure(post('wangwu', '/tab/updateCi', { ...tab, ciId: 'ci-srv-0001', ciName: 'x' }))).toMatchObject({ ...denied, message: '没有编辑配置项的权限' });
    expect(await failure(post('wangwu', '/tab/updateCi', { ...tab, ciId: 'ci-srv-0001', ciName: 'x' }, 'en'))).toMatchObject({ ...denied, message: 'No permission to edit configuration item' });
    expect(await failure(post('wangwu', '/tab/delCi', { ...tab, idList: ['ci-srv-0001'] }, 'en'))).toMatchObject({ ...denied, message: 'No permission to remove configuration item' });
    expect(await failure(post('zhaoliu', '/tab/relateCiBatch', { ...tab, ciInfoList: [{ ciId: 'ci-db-0001', modelId: 'm-database' }] }))).toMatchObject({ ...denied, message: '没有关联配置项的权限' });
    // zhangsan adds and edits on his own tickets only, and never links or unlinks.
    expect(await failure(post('zhangsan', '/tab/addCi', { ...tab, modelId: 'm-server', ciName: 'x', fieldsForm: { ip: '1.1.1.1' } }))).toMatchObject({ ...denied, message: '没有新增配置项的权限' });
    expect(await failure(post('zhangsan', '/tab/relateCiBatch', { tabId: INC_TAB, workOrderId: INC, ciInfoList: [{ ciId: 'ci-db-0001' }] }))).toMatchObject({ ...denied, message: '没有关联配置项的权限' });
    expect(await failure(post('zhangsan', '/tab/delCi', { tabId: INC_TAB, workOrderId: INC, idList: ['ci-app-0017'] }))).toMatchObject({ ...denied, message: '没有移除配置项的权限' });
    // Relations: edit permission on the ticket named, or (none named) on a ticket the CI is linked on.
    expect(await failure(post('zhangsan', '/tab/saveRelationShip', { ciId: 'ci-app-0003', relationShip: [] }))).toMatchObject({ ...denied, message: '没有编辑配置项的权限' });
    expect(await failure(post('wangwu', '/tab/saveRelationShip', { ciId: 'ci-sw-0002', relationShip: [] }, 'en'))).toMatchObject({ ...denied, message: 'No permission to edit configuration item' });
    expect(await post('zhangsan', '/tab/saveRelationShip', { ciId: 'ci-app-0017', relationShip: [{ modelRelationId: 'mr-app-runs-on-server', toCiId: 'ci-srv-0008' }] })).toHaveLength(1);
    expect(await failure(post('wangwu', '/tab/saveRelationShip', { ...tab, ciId: 'ci-app-0017', relationShip: [] }))).toMatchObject({ ...denied, message: '没有编辑配置项的权限' });
    expect(await post('zhangsan', '/tab/saveRelationShip', { tabId: INC_TAB, workOrderId: INC, ciId: 'ci-app-0017', relationShip: [{ modelRelationId: 'mr-app-runs-on-server', toCiId: 'ci-srv-0008' }] })).toHaveLength(1);
    // Nothing changed by the refused calls.
    expect((await backfill('lisi')).map((ci) => ci.code)).toEqual(['SW-0001', 'SW-0002', 'SW-0003', 'SRV-0001', 'SRV-0002']);
    expect((await detail('lisi', 'ci-srv-0001')).ciName).toBe('bj-web-01');
  });

  it('an unknown ticket is 100005; a ticket without the CI tab or another tab id is a translated 400', async () => {
    expect(await failure(tabModels('lisi', 'no-such-ticket'))).toMatchObject({ code: 100005, message: '工单已删除或无权访问' });
    expect(await failure(backfill('lisi', CHG, INC_TAB))).toMatchObject({ code: 400, message: '该工单没有此配置项页签' });
    const request = idOf('REQ-0001');
    expect(await failure(backfill('lisi', request, 'tab-ci-service-request'))).toMatchObject({ code: 400 });
    expect(await failure(post('lisi', '/tab/listCi/backfill', { tabId: CHG_TAB }, 'en'))).toMatchObject({ code: 400, message: 'The ticket is missing' });
  });

  it('keeps its state in the store: stored on first write, the seed again after a reset', async () => {
    expect(gateway.store.data.cmdb).toBeUndefined();
    await post('lisi', '/tab/delCi', { tabId: CHG_TAB, workOrderId: CHG, idList: ['ci-sw-0001'] });
    expect(gateway.store.data.cmdb?.links.some((link) => link.ciId === 'ci-sw-0001' && link.workOrderId === CHG)).toBe(false);
    expect((await backfill('lisi')).map((ci) => ci.code)).not.toContain('SW-0001');
    gateway.store.reset();
    expect((await backfill('lisi')).map((ci) => ci.code)).toContain('SW-0001');
  });
});
