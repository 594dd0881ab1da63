// The configuration-item tab of the ticket detail (issue 21 items 2, 3, 5) on a small in-memory CMDB story server
// (the contract of the issue-21 brief): models, CIs with tags, add/edit/detail drawer with relations and topology,
// link, remove, scan (with a photo), and the permission sets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdapterRequest, RequestAdapter } from '@core';
import { useRuntime } from '@react';
import { ToastHost } from '@react/feedback';
import { builtinFieldPlugins } from '@plugins/fields';
import CiTab from '@plugins/blocks/detail-tab-ci/ci-tab';
import { readOrderDetail, readOrderHeader } from '@plugins/blocks/ticket-shared/model';
import { TicketPage } from './stories';

type Lang = 'zh' | 'en';
const ID = 'story-chg-1';
const ok = (data: unknown) => ({ code: 100000, data, msg: 'success' });
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);
const ALL = ['view_delete_config', 'add_config', 'edit_config', 'link_config', 'remove_config'];

const models = (lang: Lang) => [
  { modelId: 'm-srv', modelCode: 'server', modelName: pick(lang, '服务器', 'Server'), color: '#1677ff', isDefault: true, filterConditions: [] },
  { modelId: 'm-app', modelCode: 'application', modelName: pick(lang, '应用', 'Application'), color: '#722ed1', isDefault: true, filterConditions: [] },
  { modelId: 'm-sw', modelCode: 'switch', modelName: pick(lang, '交换机', 'Switch'), color: '#d46b08', isDefault: false, filterConditions: [] },
];
const fields = (lang: Lang, modelId: string) =>
  modelId !== 'm-srv'
    ? []
    : [
        { attrId: 'a1', attrCode: 'ip', attrName: pick(lang, 'IP 地址', 'IP address'), modelId, fieldType: 'INPUT', required: true, isTag: true, sort: 1, fieldRule: {} },
        { attrId: 'a2', attrCode: 'env', attrName: pick(lang, '环境', 'Environment'), modelId, fieldType: 'SELECT', required: false, isTag: true, sort: 2, fieldRule: { enumList: [{ label: pick(lang, '生产', 'Production'), value: 'prod' }, { label: pick(lang, '测试', 'Test'), value: 'test' }] } },
        { attrId: 'a3', attrCode: 'region', attrName: pick(lang, '区域', 'Region'), modelId, fieldType: 'SELECT', required: false, isTag: false, sort: 3, fieldRule: { enumSourceId: 'd-region' } },
        { attrId: 'a4', attrCode: 'room', attrName: pick(lang, '机房', 'Room'), modelId, fieldType: 'SELECT', required: false, isTag: false, sort: 4, fieldRule: { enumSourceId: 'd-room', superiorAttr: 'region' } },
        { attrId: 'a5', attrCode: 'memory', attrName: pick(lang, '内存 (GB)', 'Memory (GB)'), modelId, fieldType: 'NUMBER', required: false, isTag: false, sort: 5, fieldRule: {} },
        { attrId: 'a6', attrCode: 'switch', attrName: pick(lang, '上联交换机', 'Uplink switch'), modelId, fieldType: 'CI_REF', required: false, isTag: false, sort: 6, fieldRule: { subordinateModel: 'm-sw' } },
      ];

/** A story server keeping the ticket's CIs while the story is open. */
function storyAdapter(): RequestAdapter {
  const pool = Array.from({ length: 14 }, (_, i) => ({ ciId: `srv-${i + 1}`, ciName: `web-${String(i + 1).padStart(2, '0')}`, modelId: 'm-srv', code: `SRV-${String(i + 1).padStart(4, '0')}`, fieldsForm: { ip: `10.0.0.${i + 1}`, env: 'prod' } as Record<string, unknown> }));
  pool.push({ ciId: 'app-1', ciName: 'ERP', modelId: 'm-app', code: 'APP-0001', fieldsForm: {} }, { ciId: 'sw-1', ciName: 'core-sw-01', modelId: 'm-sw', code: 'SW-0001', fieldsForm: {} }, { ciId: 'sw-2', ciName: 'core-sw-02', modelId: 'm-sw', code: 'SW-0002', fieldsForm: {} });
  const linked = new Set(pool.filter((ci) => ci.modelId !== 'm-sw').map((ci) => ci.ciId));
  const relations: Array<{ from: string; to: string; modelRelationId: string }> = [{ from: 'srv-1', to: 'sw-1', modelRelationId: 'r-up' }, { from: 'app-1', to: 'srv-1', modelRelationId: 'r-run' }];
  let next = 1;
  const summary = (lang: Lang, ci: (typeof pool)[number]) => ({ ciId: ci.ciId, ciName: ci.ciName, modelId: ci.modelId, modelName: models(lang).find((m) => m.modelId === ci.modelId)!.modelName, code: ci.code, tags: { ip: String(ci.fieldsForm.ip ?? ''), env: ci.fieldsForm.env === 'prod' ? pick(lang, '生产', 'Production') : '' } });
  const relName = (lang: Lang, id: string) => (id === 'r-up' ? pick(lang, '上联到', 'Uplinks to') : pick(lang, '运行于', 'Runs on'));
  const page = (lang: Lang, list: typeof pool, body: Record<string, unknown>) => {
    const key = String(body.keyword ?? '').toLowerCase();
    const hits = list.filter((ci) => !key || `${ci.ciName} ${ci.code}`.toLowerCase().includes(key));
    const num = Number(body.pageNum ?? 1);
    const size = Number(body.pageSize ?? 10);
    return ok({ records: hits.slice((num - 1) * size, num * size).map((ci) => summary(lang, ci)), total: hits.length, pageNum: num, pageSize: size });
  };
  const answer = (url: string, body: Record<string, unknown>, params: Record<string, unknown>, lang: Lang): unknown => {
    if (url.endsWith('/tab/listCi/tabModel')) return ok(models(lang).filter((m) => m.isDefault || pool.some((ci) => linked.has(ci.ciId) && ci.modelId === m.modelId)));
    if (url.endsWith('/tab/listCi/modelCi')) return page(lang, pool.filter((ci) => linked.has(ci.ciId) && ci.modelId === body.modelId), body);
    if (url.endsWith('/tab/obscureTableCiList')) return page(lang, pool.filter((ci) => !linked.has(ci.ciId) && ci.modelId === body.modelId), body);
    if (url.endsWith('/cmdb/ciList')) return page(lang, pool.filter((ci) => ci.modelId === body.modelId), body);
    if (url.endsWith('/cmdb/modelList')) return ok(models(lang));
    if (url.endsWith('/model/tagFiledList')) return ok(fields(lang, 'm-srv').filter((f) => f.isTag && (body.modelIds as string[]).includes(f.modelId)));
    if (url.endsWith('/cmdb/dictList')) {
      if (body.dictId === 'd-region') return ok([{ label: pick(lang, '华东', 'East'), value: 'east' }, { label: pick(lang, '华北', 'North'), value: 'north' }]);
      return ok(body.parentValue === 'north' ? [{ label: pick(lang, '北京一号', 'Beijing 1'), value: 'bj1' }] : [{ label: pick(lang, '杭州一号', 'Hangzhou 1'), value: 'hz1' }, { label: pick(lang, '上海二号', 'Shanghai 2'), value: 'sh2' }]);
    }
    if (url.endsWith('/tab/listCi/ciAttr')) return ok({ fields: fields(lang, String(params.modelId)), fieldsForm: pool.find((ci) => ci.ciId === params.ciId)?.fieldsForm ?? {} });
    const ciOf = (id: unknown) => pool.find((ci) => ci.ciId === id);
    if (url.endsWith('/cmdb/showDetail') || url.endsWith('/cmdb/show')) {
      const ci = params.code ? pool.find((c) => c.code.toLowerCase() === String(params.code).toLowerCase()) : ciOf(params.ciId);
      if (!ci) return { code: 100005, msg: pick(lang, '未找到该配置项', 'No configuration item with this code') };
      const relationShip = relations.filter((r) => r.from === ci.ciId).map((r) => ({ modelRelationId: r.modelRelationId, relationship: relName(lang, r.modelRelationId), fromCiId: r.from, fromCiName: ci.ciName, toCiId: r.to, toCiName: ciOf(r.to)!.ciName, toModelId: ciOf(r.to)!.modelId, isHandle: true }));
      return ok({ ...summary(lang, ci), fields: fields(lang, ci.modelId), fieldsForm: ci.fieldsForm, relationShip });
    }
    if (url.endsWith('/cmdb/topology')) {
      const seen = new Set([String(params.ciId)]);
      for (let depth = 0; depth < 2; depth++) for (const r of [...relations]) {
          if (seen.has(r.from) || seen.has(r.to)) {
            seen.add(r.from);
            seen.add(r.to);
          }
        }
      const nodes = [...seen].map((id) => ciOf(id)!).map((ci) => ({ ciId: ci.ciId, ciName: ci.ciName, modelId: ci.modelId, modelName: models(lang).find((m) => m.modelId === ci.modelId)!.modelName, color: models(lang).find((m) => m.modelId === ci.modelId)!.color }));
      return ok({ nodes, edges: relations.filter((r) => seen.has(r.from) && seen.has(r.to)).map((r) => ({ from: r.from, to: r.to, relationship: relName(lang, r.modelRelationId) })) });
    }
    if (url.endsWith('/tab/getRelationByModel')) return ok([{ modelRelationId: 'r-up', relationship: relName(lang, 'r-up'), fromModelId: 'm-srv', toModelId: 'm-sw', toModelName: pick(lang, '交换机', 'Switch') }]);
    if (url.endsWith('/tab/relateCiBatch')) {
      for (const item of body.ciInfoList as Array<{ ciId: string }>) linked.add(item.ciId);
      return ok({ linked: (body.ciInfoList as unknown[]).length });
    }
    if (url.endsWith('/tab/addCi')) {
      if (!(body.fieldsForm as Record<string, unknown>).ip) return { code: 100400, msg: pick(lang, '缺少必填字段：IP 地址', 'Missing required field: IP address') };
      const ci = { ciId: `new-${next++}`, ciName: String(body.ciName), modelId: String(body.modelId), code: `NEW-${next}`, fieldsForm: body.fieldsForm as Record<string, unknown> };
      pool.unshift(ci);
      linked.add(ci.ciId);
      return ok(summary(lang, ci));
    }
    if (url.endsWith('/tab/updateCi')) {
      const ci = ciOf(body.ciId)!;
      Object.assign(ci, { ciName: String(body.ciName), fieldsForm: body.fieldsForm });
      return ok(summary(lang, ci));
    }
    if (url.endsWith('/tab/saveRelationShip')) {
      const kept = relations.filter((r) => r.from !== body.ciId);
      relations.splice(0, relations.length, ...kept, ...(body.relationShip as Array<{ modelRelationId: string; toCiId: string }>).map((r) => ({ from: String(body.ciId), to: r.toCiId, modelRelationId: r.modelRelationId })));
      return ok([]);
    }
    if (url.endsWith('/tab/delCi')) {
      for (const id of body.idList as string[]) linked.delete(id);
      return ok({ removed: (body.idList as unknown[]).length });
    }
    return { code: 404, msg: `No story answer for ${url}` };
  };
  return (config: AdapterRequest) =>
    new Promise((resolve) => {
      const lang: Lang = String(config.headers?.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
      const body = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as Record<string, unknown>) : {};
      setTimeout(() => resolve({ status: 200, data: answer(config.url ?? '', body, (config.params ?? {}) as Record<string, unknown>, lang) }), 250);
    });
}

/** The tab at its address, with the toasts, for a jurisdiction list. */
function CiTabScreen({ jurisdiction }: { jurisdiction: string[] }) {
  const runtime = useRuntime();
  const detail = readOrderDetail({ workOrderId: ID, mdlDefCode: 'change', dataStatus: 0, version: 1, tabList: [{ tabCode: 'ci', tabId: 'tab-ci', jurisdiction }] });
  return (
    <TicketPage url={`/orderDetails?id=${ID}&tab=ci`}>
      <ToastHost bus={runtime.bus} />
      <CiTab detail={detail} header={readOrderHeader({ workOrderId: ID, preNum: 'CHG-0001', title: '核心交换机升级', dataStatus: 0 })} reload={() => undefined} active variant="mobile" />
    </TicketPage>
  );
}

const meta = {
  title: 'Tickets/Detail tabs: configuration items',
  component: CiTabScreen,
  parameters: { runtime: { requestAdapter: storyAdapter(), plugins: { fields: builtinFieldPlugins } } },
  args: { jurisdiction: ALL },
} satisfies Meta<typeof CiTabScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every permission: add (with a relation; without an IP the server refuses), edit, link, remove, topology, scan. */
export const AllPermissions: Story = {};

/** View only: the list and each CI's detail, "No permission to edit configuration item". */
export const ViewOnly: Story = { args: { jurisdiction: ['view_delete_config'] } };

/** Without view_delete_config: the tab says so. */
export const NoView: Story = { args: { jurisdiction: [] } };
