// @vitest-environment jsdom
// The configuration-item tab on a fake CMDB gateway (the contract in the issue-21 brief): paging (10, more while a
// full page returns), model switching, link (the linked CI's model joins the tabs), add with a relation (addCi then
// saveRelationShip), add failure (back to the form, input kept, the server's message), update, remove, and what each
// permission set offers.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '@react';
import { builtinFieldPlugins } from '../../fields';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import { createTestRuntime, ok, type RecordedCall } from '../../../tests/unit/core/fake-server';
import CiTab from './ci-tab';
import type { CiSummary } from './model';

afterEach(cleanup);

const B = '/api/v2/biz';
const ALL = ['view_delete_config', 'add_config', 'edit_config', 'link_config', 'remove_config'];

/** A CI of the fake server: its summary and its field values. */
type Ci = CiSummary & { fieldsForm: Record<string, unknown> };

const models = [
  { modelId: 'm-srv', modelCode: 'server', modelName: '服务器', color: '#1677ff', isDefault: true, filterConditions: [] },
  { modelId: 'm-db', modelCode: 'database', modelName: '数据库', color: '#52c41a', isDefault: true, filterConditions: [] },
  { modelId: 'm-sw', modelCode: 'switch', modelName: '交换机', color: '#fa8c16', isDefault: false, filterConditions: [] },
];
const serverFields = [
  { attrId: 'a1', attrCode: 'ip', attrName: 'IP 地址', modelId: 'm-srv', fieldType: 'INPUT', required: false, isTag: true, sort: 1, fieldRule: {} },
  { attrId: 'a2', attrCode: 'env', attrName: '环境', modelId: 'm-srv', fieldType: 'SELECT', required: false, isTag: true, sort: 2, fieldRule: { enumList: [{ label: '生产', value: 'prod' }, { label: '测试', value: 'test' }] } },
];

/** A fake CMDB gateway: `linked` are the ticket's CIs, `pool` every CI. */
function gateway(options: { jurisdiction?: string[]; servers?: number; failAdd?: string } = {}) {
  const test = createTestRuntime({ plugins: { fields: builtinFieldPlugins }, storage: { language: 'zh' } });
  const { server } = test;
  const pool: Ci[] = [];
  for (let i = 1; i <= (options.servers ?? 3); i++) pool.push({ ciId: `srv-${i}`, ciName: `服务器${i}`, modelId: 'm-srv', modelName: '服务器', code: `SRV-${String(i).padStart(4, '0')}`, tags: { ip: `10.0.0.${i}`, env: '生产' }, fieldsForm: { ip: `10.0.0.${i}`, env: 'prod' } });
  pool.push({ ciId: 'db-1', ciName: '订单库', modelId: 'm-db', modelName: '数据库', code: 'DB-0001', tags: {}, fieldsForm: {} });
  pool.push({ ciId: 'sw-1', ciName: '核心交换机', modelId: 'm-sw', modelName: '交换机', code: 'SW-0001', tags: {}, fieldsForm: {} });
  const linked = new Set(pool.filter((ci) => ci.modelId !== 'm-sw').map((ci) => ci.ciId));
  const summary = ({ fieldsForm: _fields, ...ci }: Ci) => ci;
  const body = (call: RecordedCall) => call.data as Record<string, unknown>;
  const page = (list: Ci[], b: Record<string, unknown>) => {
    const size = Number(b.pageSize ?? 10);
    const num = Number(b.pageNum ?? 1);
    const keyword = String(b.keyword ?? '').toLowerCase();
    const hits = list.filter((ci) => !keyword || ci.ciName.toLowerCase().includes(keyword) || ci.code.toLowerCase().includes(keyword));
    return ok({ records: hits.slice((num - 1) * size, num * size).map(summary), total: hits.length, pageNum: num, pageSize: size });
  };
  server.on('GET', `${B}/tab/listCi/tabModel`, () => ok(models.filter((m) => m.isDefault || pool.some((ci) => linked.has(ci.ciId) && ci.modelId === m.modelId)).map((m) => ({ ...m, count: pool.filter((ci) => linked.has(ci.ciId) && ci.modelId === m.modelId).length }))));
  server.on('POST', `${B}/tab/listCi/modelCi`, (call) => page(pool.filter((ci) => linked.has(ci.ciId) && ci.modelId === body(call).modelId), body(call)));
  server.on('POST', `${B}/tab/model/tagFiledList`, (call) => ok((body(call).modelIds as string[]).includes('m-srv') ? serverFields : []));
  server.on('POST', `${B}/cmdb/modelList`, () => ok(models));
  server.on('POST', `${B}/tab/obscureTableCiList`, (call) => page(pool.filter((ci) => !linked.has(ci.ciId) && ci.modelId === body(call).modelId), body(call)));
  server.on('POST', `${B}/cmdb/ciList`, (call) => page(pool.filter((ci) => !body(call).modelId || ci.modelId === body(call).modelId), body(call)));
  server.on('POST', `${B}/tab/relateCiBatch`, (call) => {
    for (const item of body(call).ciInfoList as Array<{ ciId: string }>) linked.add(item.ciId);
    return ok({ linked: (body(call).ciInfoList as unknown[]).length });
  });
  server.on('GET', `${B}/tab/listCi/ciAttr`, (call) => {
    const ci = pool.find((c) => c.ciId === call.params.ciId);
    return ok({ fields: call.params.modelId === 'm-srv' ? serverFields : [], fieldsForm: ci ? ci.fieldsForm : { ip: '', env: '' } });
  });
  server.on('GET', `${B}/cmdb/showDetail`, (call) => {
    const ci = pool.find((c) => c.ciId === call.params.ciId)!;
    return ok({ ...ci, fields: serverFields, relationShip: [{ modelRelationId: 'r-run', relationship: '运行于', fromCiId: ci.ciId, fromCiName: ci.ciName, toCiId: 'sw-1', toCiName: '核心交换机', toModelId: 'm-sw', isHandle: true }] });
  });
  server.on('GET', `${B}/cmdb/topology`, (call) =>
    ok({
      nodes: [
        { ciId: call.params.ciId, ciName: pool.find((c) => c.ciId === call.params.ciId)!.ciName, modelId: 'm-srv', modelName: '服务器', color: '#1677ff' },
        { ciId: 'sw-1', ciName: '核心交换机', modelId: 'm-sw', modelName: '交换机', color: '#fa8c16' },
      ],
      edges: [{ from: call.params.ciId, to: 'sw-1', relationship: '运行于' }],
    }),
  );
  server.on('GET', `${B}/tab/getRelationByModel`, () => ok([{ modelRelationId: 'r-conn', relationship: '连接到', fromModelId: 'm-srv', toModelId: 'm-sw', toModelName: '交换机' }]));
  server.on('POST', `${B}/tab/addCi`, (call) => {
    if (options.failAdd) return { status: 400, body: { code: 100400, msg: options.failAdd } };
    const b = body(call);
    const ci: Ci = { ciId: `new-${pool.length}`, ciName: String(b.ciName), modelId: String(b.modelId), modelName: '服务器', code: 'SRV-NEW', tags: {}, fieldsForm: b.fieldsForm as Record<string, unknown> };
    pool.unshift(ci);
    linked.add(ci.ciId);
    return ok(summary(ci));
  });
  server.on('POST', `${B}/tab/updateCi`, (call) => {
    const b = body(call);
    const ci = pool.find((c) => c.ciId === b.ciId)!;
    ci.ciName = String(b.ciName);
    return ok(summary(ci));
  });
  server.on('POST', `${B}/tab/saveRelationShip`, () => ok([]));
  server.on('POST', `${B}/tab/delCi`, (call) => {
    for (const id of body(call).idList as string[]) linked.delete(id);
    return ok({ removed: (body(call).idList as unknown[]).length });
  });
  const detail = readOrderDetail({ workOrderId: 'wo-1', tabList: [{ tabCode: 'ci', tabId: 'tab-ci', jurisdiction: options.jurisdiction ?? ALL }] });
  render(
    <RuntimeProvider runtime={test.runtime}>
      <CiTab detail={detail} header={readOrderHeader({})} reload={vi.fn()} active variant="mobile" />
    </RuntimeProvider>,
  );
  const bodies = (path: string) => server.callsTo(`${B}${path}`).map((call) => (call.method === 'GET' ? call.params : call.data));
  const toasts = () => test.events['toast:show'].map((toast) => toast.message);
  return { test, server, bodies, toasts, pool, linked };
}

const cardNames = () => screen.queryAllByTestId('ci-card').map((card) => card.querySelector('.sd-ci-card__name')?.textContent);
const drawer = () => screen.getByTestId('ci-drawer');

describe('configuration-item tab', () => {
  it('lists 10 a page with name, code and tags, loads more while a full page returns, and searches', async () => {
    const { bodies } = gateway({ servers: 13 });
    await waitFor(() => expect(cardNames()).toHaveLength(10));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['服务器', '数据库']);
    const first = screen.getAllByTestId('ci-card')[0]!;
    expect(within(first).getByText('编码：SRV-0001')).toBeTruthy();
    await waitFor(() => expect(within(first).getAllByTestId('ci-tag').map((tag) => tag.textContent)).toEqual(['IP 地址：10.0.0.1', '环境：生产']));
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(cardNames()).toHaveLength(13));
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(bodies('/tab/listCi/modelCi')).toEqual([
      { tabId: 'tab-ci', workOrderId: 'wo-1', modelId: 'm-srv', pageNum: 1, pageSize: 10 },
      { tabId: 'tab-ci', workOrderId: 'wo-1', modelId: 'm-srv', pageNum: 2, pageSize: 10 },
    ]);
    expect(bodies('/tab/listCi/tabModel')[0]).toEqual({ tabId: 'tab-ci', workOrderId: 'wo-1' });

    const search = screen.getByRole('searchbox', { name: '搜索配置项' });
    fireEvent.change(search, { target: { value: 'SRV-0012' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(cardNames()).toEqual(['服务器12']));
    expect(bodies('/tab/listCi/modelCi').at(-1)).toMatchObject({ pageNum: 1, keyword: 'SRV-0012' });
    expect(screen.getByRole('button', { name: '扫码查找配置项' })).toBeTruthy();
  });

  it('switches models', async () => {
    const { bodies } = gateway();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('tab', { name: /数据库/ }));
    await waitFor(() => expect(cardNames()).toEqual(['订单库']));
    expect(bodies('/tab/listCi/modelCi').at(-1)).toMatchObject({ modelId: 'm-db', pageNum: 1 });
    expect(bodies('/tab/model/tagFiledList').at(-1)).toEqual({ modelIds: ['m-db'] });
  });

  it('links an existing CI of another model: relateCiBatch, the toast, and its model joins the tabs', async () => {
    const { bodies, toasts } = gateway();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /关联/ }));
    const picker = await screen.findByTestId('ci-link-picker');
    await waitFor(() => expect(within(picker).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(within(picker).getByRole('combobox', { name: '配置项模型' }), { target: { value: 'm-sw' } });
    fireEvent.click(await within(picker).findByRole('checkbox', { name: /核心交换机/ }));
    expect(bodies('/tab/obscureTableCiList').at(-1)).toEqual({ tabId: 'tab-ci', workOrderId: 'wo-1', modelId: 'm-sw', pageNum: 1, pageSize: 1000 });
    fireEvent.click(within(picker).getByRole('button', { name: '关联（1）' }));
    await waitFor(() => expect(toasts()).toEqual(['关联成功']));
    expect(bodies('/tab/relateCiBatch')).toEqual([{ tabId: 'tab-ci', workOrderId: 'wo-1', ciInfoList: [{ ciId: 'sw-1', modelId: 'm-sw' }] }]);
    await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['服务器', '数据库', '交换机']));
    await waitFor(() => expect(cardNames()).toEqual(['核心交换机']));
    expect(screen.getByRole('tab', { name: /交换机/ }).getAttribute('aria-selected')).toBe('true');
    expect(bodies('/tab/listCi/modelCi').at(-1)).toMatchObject({ modelId: 'm-sw', pageNum: 1 });
  });

  it('adds a CI with a relation: addCi, then saveRelationShip with the chosen relation; the list starts again', async () => {
    const { bodies, toasts, server } = gateway();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    await screen.findByTestId('ci-drawer');
    expect(screen.getByTestId('ci-drawer-title').textContent).toBe('新增服务器');
    const name = await within(drawer()).findByRole('textbox', { name: /名称/ });
    fireEvent.change(name, { target: { value: '应用服务器A' } });
    fireEvent.change(within(drawer()).getByRole('textbox', { name: /IP 地址/ }), { target: { value: '10.1.1.1' } });
    await waitFor(() => expect(within(drawer()).getAllByRole('option').length).toBe(2));
    fireEvent.change(within(drawer()).getByRole('combobox', { name: '关系类型' }), { target: { value: 'r-conn' } });
    fireEvent.click(await within(drawer()).findByRole('button', { name: '选择 核心交换机' }));
    expect(within(drawer()).getAllByTestId('ci-relation').map((row) => row.textContent)).toEqual(['连接到 → 核心交换机']);
    const listCalls = server.callsTo(`${B}/tab/listCi/modelCi`).length;
    fireEvent.click(within(drawer()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts()).toEqual(['新增成功']));
    expect(bodies('/tab/addCi')).toEqual([{ tabId: 'tab-ci', workOrderId: 'wo-1', modelId: 'm-srv', ciName: '应用服务器A', fieldsForm: expect.objectContaining({ ip: '10.1.1.1' }) }]);
    expect(bodies('/tab/saveRelationShip')).toEqual([{ ciId: 'new-5', relationShip: [{ modelRelationId: 'r-conn', toCiId: 'sw-1' }] }]);
    const order = server.calls.map((call) => call.path).filter((path) => path.endsWith('/addCi') || path.endsWith('/saveRelationShip'));
    expect(order).toEqual([`${B}/tab/addCi`, `${B}/tab/saveRelationShip`]);
    await waitFor(() => expect(screen.queryByTestId('ci-drawer')).toBeNull());
    await waitFor(() => expect(cardNames()[0]).toBe('应用服务器A'));
    expect(server.callsTo(`${B}/tab/listCi/modelCi`).slice(listCalls).map((call) => (call.data as { pageNum: number }).pageNum)).toEqual([1]);
  });

  it('a failed add shows the server message and returns to the form sub-tab with the input kept', async () => {
    const { bodies, toasts } = gateway({ failAdd: '缺少必填字段：IP 地址' });
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: /新增/ }));
    const name = await within(await screen.findByTestId('ci-drawer')).findByRole('textbox', { name: /名称/ });
    fireEvent.change(name, { target: { value: '应用服务器B' } });
    fireEvent.click(within(drawer()).getByRole('tab', { name: '拓扑' }));
    expect(screen.getByTestId('ci-form-panel').hidden).toBe(true);
    fireEvent.click(within(drawer()).getByRole('button', { name: '保存' }));
    expect((await within(drawer()).findByTestId('ci-drawer-problem')).textContent).toBe('缺少必填字段：IP 地址');
    expect(within(drawer()).getByRole('tab', { name: '表单' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('ci-form-panel').hidden).toBe(false);
    expect((within(drawer()).getByRole('textbox', { name: /名称/ }) as HTMLInputElement).value).toBe('应用服务器B');
    expect(bodies('/tab/addCi')).toHaveLength(1);
    expect(bodies('/tab/saveRelationShip')).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('views a CI (read-only, its relations), edits it: updateCi then saveRelationShip keeping its relations', async () => {
    const { bodies, toasts } = gateway();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '查看 服务器2' }));
    await screen.findByTestId('ci-drawer');
    expect(screen.getByTestId('ci-drawer-title').textContent).toBe('详情 服务器2');
    await waitFor(() => expect(within(drawer()).getAllByTestId('ci-relation').map((row) => row.textContent)).toEqual(['运行于 → 核心交换机']));
    expect(within(drawer()).queryByRole('textbox', { name: /名称/ })).toBeNull();
    expect(within(drawer()).queryByRole('button', { name: '保存' })).toBeNull();
    fireEvent.click(within(drawer()).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(screen.getByTestId('ci-drawer-title').textContent).toBe('编辑 服务器2'));
    const name = await within(drawer()).findByRole('textbox', { name: /名称/ });
    expect((name as HTMLInputElement).value).toBe('服务器2');
    fireEvent.change(name, { target: { value: '服务器2-改' } });
    await waitFor(() => expect(within(drawer()).getAllByTestId('ci-relation')).toHaveLength(1));
    fireEvent.click(within(drawer()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts()).toEqual(['修改成功']));
    expect(bodies('/tab/updateCi')).toEqual([{ tabId: 'tab-ci', workOrderId: 'wo-1', ciId: 'srv-2', ciName: '服务器2-改', fieldsForm: expect.objectContaining({ ip: '10.0.0.2', env: 'prod' }) }]);
    expect(bodies('/tab/saveRelationShip')).toEqual([{ ciId: 'srv-2', relationShip: [{ modelRelationId: 'r-run', toCiId: 'sw-1' }] }]);
    await waitFor(() => expect(cardNames()).toContain('服务器2-改'));
  });

  it('the topology sub-tab lists nodes and relations with a legend; choosing a node opens its detail', async () => {
    const { bodies } = gateway();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '查看 服务器1' }));
    await screen.findByTestId('ci-drawer');
    fireEvent.click(within(drawer()).getByRole('tab', { name: '拓扑' }));
    const nodes = await within(drawer()).findAllByTestId('ci-topology-node');
    expect(nodes.map((node) => node.textContent)).toEqual(['查看 服务器1（服务器）', '查看 核心交换机（交换机）']);
    expect(within(drawer()).getByTestId('ci-topology-edge').textContent).toBe('服务器1 运行于 核心交换机');
    expect(within(drawer()).getByRole('list', { name: '图例' }).textContent).toBe('服务器交换机');
    expect(within(drawer()).getByRole('img', { name: '服务器1 的拓扑图，可用手指拖动和缩放' })).toBeTruthy();
    expect(bodies('/cmdb/topology')).toEqual([{ ciId: 'srv-1', depth: 2 }]);
    fireEvent.click(nodes[1]!);
    await waitFor(() => expect(screen.getByTestId('ci-drawer-title').textContent).toBe('详情 核心交换机'));
    expect(bodies('/tab/listCi/ciAttr').at(-1)).toEqual({ modelId: 'm-sw', ciId: 'sw-1' });
  });

  it('removes a CI after asking: delCi with its id, the toast, the list from page 1', async () => {
    const { bodies, toasts } = gateway();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '移除 服务器1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('确定从工单中移除配置项“服务器1”吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(toasts()).toEqual(['移除成功']));
    expect(bodies('/tab/delCi')).toEqual([{ tabId: 'tab-ci', workOrderId: 'wo-1', idList: ['srv-1'] }]);
    await waitFor(() => expect(cardNames()).toEqual(['服务器2', '服务器3']));
  });

  it.each([
    { set: ['view_delete_config'], add: false, link: false, remove: false, edit: false },
    { set: ['view_delete_config', 'add_config'], add: true, link: false, remove: false, edit: false },
    { set: ['view_delete_config', 'edit_config'], add: false, link: false, remove: false, edit: true },
    { set: ['view_delete_config', 'link_config'], add: false, link: true, remove: false, edit: false },
    { set: ['view_delete_config', 'remove_config'], add: false, link: false, remove: true, edit: false },
  ])('offers only what $set allows', async ({ set, add, link, remove, edit }) => {
    gateway({ jurisdiction: set });
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(!!screen.queryByTestId('ci-add')).toBe(add);
    expect(!!screen.queryByTestId('ci-link')).toBe(link);
    expect(screen.queryAllByTestId('ci-remove').length > 0).toBe(remove);
    fireEvent.click(screen.getByRole('button', { name: '查看 服务器1' }));
    await screen.findByTestId('ci-drawer');
    expect(!!within(drawer()).queryByRole('button', { name: '编辑' })).toBe(edit);
    expect(within(drawer()).queryByTestId('ci-no-edit')?.textContent).toBe(edit ? undefined : '没有编辑配置项的权限');
  });

  it('without view_delete_config the tab says so and asks nothing', async () => {
    const { server } = gateway({ jurisdiction: ['add_config'] });
    expect(await screen.findByText('没有查看配置项的权限')).toBeTruthy();
    await act(async () => undefined);
    expect(server.calls).toEqual([]);
  });
});
