// Story data of the ticket pages, built from fixtures/: the workflow templates' forms, order
// details, process charts and buttons, and the seed drafts. A small request adapter answers the
// calls of the flow center, the create page and the detail page the way the fixture gateway does
// (in the browser, where the gateway itself cannot run).
import type { AdapterRequest, RequestAdapter } from '@core';
import incidentForm from '../../fixtures/workflows/incident.form.json';
import incidentDetail from '../../fixtures/workflows/incident.order-detail.json';
import incidentProcess from '../../fixtures/workflows/incident.process.json';
import incidentButtons from '../../fixtures/workflows/incident.buttons.json';
import requestForm from '../../fixtures/workflows/service-request.form.json';
import processTemplates from '../../fixtures/seed/process-templates.json';
import { renameBpmnElements } from '../../fixtures/gateway/workflow/bpmn';
import apiSources from '../../fixtures/seed/api-sources.json';
import dictionaries from '../../fixtures/seed/dictionaries.json';
import { dictionaryRoutes } from '../../fixtures/gateway/routes/dictionaries';
import { isGatewayError } from '../../fixtures/gateway/errors';
import type { AuthedHandlerContext, GatewayData } from '../../fixtures/gateway/types';
import type { RuntimeOptions } from '@core';
import { createMemoryStorage } from '@core';
import { builtinActionPlugins } from '@plugins/actions';
import { builtinFieldPlugins } from '@plugins/fields';

type Lang = 'zh' | 'en';
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);

/** What the story's ticket looks like. */
export interface TicketStoryOptions {
  /** Status of the detail (0 processing, 20 finished, 40 closed, 50 pending ...). @default 0 */
  dataStatus?: number;
  /** The viewer may not edit (`readOnlyflag`). @default false */
  readOnly?: boolean;
  /** SLA badge codes of the header. @default [4, 8] */
  slaCodes?: number[];
  /** Nodes the ticket was returned from (flow chart). @default ['Task_accept'] */
  rejectNodeIds?: string[];
  /** Delay of every answer in ms (the spec's mock delay). @default 300 */
  latencyMs?: number;
}

const INCIDENT = incidentProcess.processDefId;
const templates = (lang: Lang) => [
  { id: INCIDENT, processDefId: INCIDENT, processDefKey: 'proc-incident', processName: pick(lang, '事件管理', 'Incident management'), description: pick(lang, '系统故障、服务中断等事件的报告与处理', 'Report and resolve outages and faults'), icon: 'incident', mdlDefCode: 'incident', preNum: 'INC' },
  { id: 'proc-request:3:90017', processDefId: 'proc-request:3:90017', processDefKey: 'proc-request', processName: pick(lang, '服务请求', 'Service request'), description: pick(lang, '申请设备、软件、账号等标准服务', 'Equipment, software and accounts'), icon: 'service-request', mdlDefCode: 'service_request', preNum: 'REQ' },
];

const ok = (data: unknown) => ({ code: 100000, data, msg: 'success' });

/** The incident chart with its labels in `lang`, as the gateway serves it (English names of process-templates.json). */
function incidentChart(lang: Lang) {
  if (lang === 'zh') return incidentProcess;
  type Named = Record<string, { nameEn?: string } | undefined>;
  const template = processTemplates.templates.find((t) => t.key === 'incident') as { nodes?: Named; flows?: Named } | undefined;
  const names = new Map<string, string>();
  for (const [id, settings] of Object.entries({ ...template?.nodes, ...template?.flows })) if (settings?.nameEn) names.set(id, settings.nameEn);
  return { ...incidentProcess, processXml: renameBpmnElements(incidentProcess.processXml, names) };
}

const optionData = { apiSources, dictionaries } as unknown as GatewayData;

/** Option sources (API lists, dictionaries) answered by the gateway's own handlers over the seed files. */
function optionAnswer(method: string, path: string, body: Record<string, unknown>, query: Record<string, unknown>, lang: Lang): unknown {
  for (const route of dictionaryRoutes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'));
    const match = new RegExp(`${pattern}$`).exec(path.split('?')[0] ?? '');
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
    const ctx = { method, path, query, body, params, lang, store: { data: optionData } } as unknown as AuthedHandlerContext;
    try {
      return ok(route.handler(ctx));
    } catch (error) {
      return isGatewayError(error) ? error.toBody() : { code: 500, msg: String(error) };
    }
  }
  return undefined;
}

function answer(method: string, path: string, body: Record<string, unknown>, lang: Lang, options: TicketStoryOptions, query: Record<string, unknown> = {}): unknown {
  const option = optionAnswer(method, path, body, query, lang);
  if (option !== undefined) return option;
  const status = options.dataStatus ?? 0;
  const settled = status === 20 || status === 40;
  if (path.endsWith('/process/pageList')) {
    const name = typeof body.processName === 'string' ? body.processName.toLowerCase() : '';
    const records = templates(lang).filter((t) => !name || t.processName.toLowerCase().includes(name));
    return ok({ records, total: records.length, pageNum: 1, pageSize: 20 });
  }
  if (path.endsWith('/h5workOrder/list')) {
    const draft = { workOrderId: 'story-draft-1', title: pick(lang, '申请外接显示器', 'An external monitor'), processName: pick(lang, '服务请求', 'Service request'), createdTime: '2025-06-05 11:05:00', dataStatus: -10 };
    return ok({ records: body.listType === 'draft' ? [draft] : [], total: body.listType === 'draft' ? 1 : 0 });
  }
  if (path.includes('/mdl/instance/body/create/')) return ok({ processDefId: INCIDENT, processDefKey: 'proc-incident', mdlDefCode: 'incident', dataStatus: -10, formDataInfo: path.includes('request') ? requestForm : incidentForm, formData: {} });
  if (path.includes('/mdl/instance/header/create/')) {
    return ok({ processDefId: INCIDENT, processName: pick(lang, '事件管理', 'Incident management'), preNumPrefix: 'INC', dataStatus: -10, requester: { userId: '10001', userName: pick(lang, '张三(Zhang San)', 'Zhang San') } });
  }
  if (path.includes('/mdl/instance/body/get/')) {
    return ok({ ...incidentDetail, workOrderId: incidentDetail.id, processDefKey: 'proc-incident', dataStatus: status, readOnlyflag: options.readOnly ?? false, formDataInfo: incidentForm, version: 3 });
  }
  if (path.includes('/mdl/instance/header/get/')) {
    return ok({
      workOrderId: incidentDetail.id,
      preNum: 'INC-0001',
      title: pick(lang, '邮箱无法收发邮件', 'Mail cannot be sent or received'),
      dataStatus: status,
      urgentLevel: 2,
      vip: true,
      slaStatus: options.slaCodes ?? [4, 8],
      processName: pick(lang, '事件管理', 'Incident management'),
      currentNodeName: pick(lang, '二线专家处理', 'Second-line experts'),
      handlers: settled ? [] : [{ userId: '10002', userName: pick(lang, '李四(Li Si)', 'Li Si') }],
      handlerGroupName: pick(lang, '网络运维组', 'Network'),
      createdByName: pick(lang, '张三', 'Zhang San'),
      createdTime: Date.parse('2025-06-03T08:52:00+08:00'),
      version: 3,
    });
  }
  if (path.includes('/mdl/instance/permission/')) {
    return ok({ isPermissionEnable: true, fields: [{ type: 'EDIT', fields: ['solution', 'rootCause', 'closeCode'] }, { type: 'VIEW', fields: [] }] });
  }
  if (path.includes('/mdl/hisProcess/h5get/')) {
    // A template (no ticket yet) has nothing to highlight.
    if (decodeURIComponent(path).includes('proc-')) return ok({ ...incidentChart(lang), hisNodeSet: [], currNodeSet: [], sequenceSet: [], rejectNodeIds: [] });
    return ok({ ...incidentChart(lang), currNodeSet: settled ? [] : incidentProcess.currNodeSet, rejectNodeIds: options.rejectNodeIds ?? incidentProcess.rejectNodeIds });
  }
  if (path.endsWith('/custom/butt/mdl/querybtn')) {
    if (body.processDefId) return ok([{ id: 'c', name: pick(lang, '提交', 'Submit'), status: 'enable', extString: 'COMMIT', orderNumber: 3 }]);
    return ok(settled ? [{ id: 'copy', name: pick(lang, '复制', 'Copy'), status: 'enable', extString: 'COPY', orderNumber: 23 }] : incidentButtons);
  }
  if (path.includes('/tab/history/queryHistoryByOrderId')) {
    return ok([
      { id: 'h2', action: 'TRANSFER', actionName: pick(lang, '转派', 'Transfer'), actorName: pick(lang, '李四(Li Si)', 'Li Si'), fromNodeName: pick(lang, '服务台受理', 'Service desk'), toNodeName: pick(lang, '服务台受理', 'Service desk'), fromStatus: 0, toStatus: 0, reason: '', targetUserNames: [pick(lang, '王五(Wang Wu)', 'Wang Wu')], timestamp: Date.parse('2025-06-03T09:10:00+08:00') },
      { id: 'h1', action: 'START', actionName: pick(lang, '提交', 'Submit'), actorName: pick(lang, '张三(Zhang San)', 'Zhang San'), fromNodeName: pick(lang, '开始', 'Start'), toNodeName: pick(lang, '服务台受理', 'Service desk'), fromStatus: -10, toStatus: 0, reason: '', targetUserNames: [], timestamp: Date.parse('2025-06-03T08:52:00+08:00') },
    ]);
  }
  if (path.includes('/btn/') || path.includes('/mdl/instance/draft/')) return ok({ workOrderId: incidentDetail.id, id: 'story-draft-1', dataStatus: 0, version: 4 });
  return { code: 404, msg: `No story answer for ${method} ${path}` };
}

/** A request adapter answering the ticket pages' calls from the fixtures. */
export function ticketAdapter(options: TicketStoryOptions = {}): RequestAdapter {
  return (config: AdapterRequest) =>
    new Promise((resolve) => {
      const lang: Lang = String(config.headers?.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
      const raw = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as Record<string, unknown>) : {};
      const data = answer((config.method ?? 'get').toUpperCase(), config.url ?? '', raw, lang, options, (config.params ?? {}) as Record<string, unknown>);
      setTimeout(() => resolve({ status: 200, data }), options.latencyMs ?? 300);
    });
}

/** Runtime options of a ticket story: the field and action plugins, a logged-in requester, the fixture answers. */
export function ticketRuntime(options: TicketStoryOptions = {}): Omit<RuntimeOptions, 'storage'> {
  return { plugins: { fields: builtinFieldPlugins, actions: builtinActionPlugins }, requestAdapter: ticketAdapter(options) };
}

/** Login info of the story's user (the default values of a new ticket read it). */
export const storyLogin = {
  user: { accountId: 'acc-1', userId: '10002', userName: 'lisi', name: '李四', userAlias: 'Li Si', groupId: 'g-desk-l1', groupName: '一线服务台' },
  rbac: ['44'],
};

export { createMemoryStorage, INCIDENT };
