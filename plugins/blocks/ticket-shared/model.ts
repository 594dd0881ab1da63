// Pure readers of the ticket calls (service-desk §3 order detail, header, flow chart; §4 statuses,
// urgency, SLA badge codes): server answers are read leniently into the shapes the pages use.
import type { ActionTicket, ActionTaskInfo, ServerButton } from '@core/buttons/types';
import type { LocalLinkageRule } from '@core/form/linkage/local-rules';
import { OrderStatus } from '@core/form/types';
import { toTimestamp } from '@core/form/data/time';

type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

function strings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  return [];
}

export { ticketPaths } from './paths';

/** A process template of the flow center list (POST process/pageList). */
export interface ProcessTemplateRecord {
  processDefId: string;
  processDefKey: string;
  name: string;
  description: string;
  icon: string;
  mdlDefCode: string;
  preNum: string;
}

export function readTemplate(record: unknown): ProcessTemplateRecord | undefined {
  if (!isRecord(record)) return undefined;
  const processDefId = text(record.processDefId) || text(record.id);
  if (!processDefId) return undefined;
  return {
    processDefId,
    processDefKey: text(record.processDefKey),
    name: text(record.processName) || text(record.name) || processDefId,
    description: text(record.description),
    icon: text(record.icon),
    mdlDefCode: text(record.mdlDefCode),
    preNum: text(record.preNum) || text(record.preNumPrefix),
  };
}

/** A page of records (`{ records, total }`, or a bare list). */
export function readPage<T>(data: unknown, read: (record: unknown) => T | undefined): { records: T[]; total: number } {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.records) ? data.records : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  const records = list.map((record) => read(record)).filter((r): r is T => r !== undefined);
  const total = isRecord(data) ? (num(data.total) ?? records.length) : records.length;
  return { records, total };
}

/** A node of the order detail's nodeIdsMap. */
export interface TicketNode {
  nodeId: string;
  nodeName?: string;
  taskInfoList?: ActionTaskInfo[];
}

/** The order detail response (body/get, draft/get, body/create), the parts the pages read. */
export interface OrderDetail {
  workOrderId: string;
  processDefId: string;
  processDefKey: string;
  processInstanceId: string;
  mdlDefCode: string;
  currentNodeId: string;
  currentNodeName: string;
  dataStatus: number;
  isDraft: boolean;
  isApprove: boolean;
  readOnly: boolean;
  formDataInfo: unknown;
  formData: Record<string, unknown>;
  /** Dynamic-form rules of the form (scenario, mode, conditions, triggerField, operations); the session drops malformed ones. */
  dynamicRules: LocalLinkageRule[];
  nodeIdsMap: Record<string, TicketNode>;
  version?: number;
  /** The node's tab configuration (`tabList`: code, optional name, in order); undefined when the server sends none. */
  tabs?: DetailTabConfig[];
}

/** One tab of the node's detail-tab configuration. */
export interface DetailTabConfig {
  /** `detail`, `flowChart` or a detail-tab plugin's code (`approval`, `reply` ...). */
  code: string;
  /** The configured title; the tab's own translated title when empty. */
  name: string;
  /** The tab's id on the server (`tabId`), which some tabs' calls name (the configuration-item tab). */
  tabId?: string;
  /** What the user may do on the tab (`jurisdiction`: e.g. add_config, edit_config, link_config, remove_config, view_delete_config). */
  jurisdiction?: string[];
}

/** `tabList` entries (`tabCode`, `tabName`, `sort`, `isShow`), shown ones in `sort` order (then as listed). */
function readTabList(value: unknown): DetailTabConfig[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(isRecord)
    .map((entry, index) => ({ entry, index, sort: num(entry.sort) ?? Number.MAX_SAFE_INTEGER }))
    .filter(({ entry }) => entry.isShow !== false && text(entry.tabCode ?? entry.code) !== '')
    .sort((a, b) => a.sort - b.sort || a.index - b.index)
    .map(({ entry }) => {
      const tab: DetailTabConfig = { code: text(entry.tabCode ?? entry.code), name: text(entry.tabName ?? entry.name) };
      const tabId = text(entry.tabId ?? entry.id);
      if (tabId) tab.tabId = tabId;
      if (Array.isArray(entry.jurisdiction)) tab.jurisdiction = entry.jurisdiction.map(text).filter(Boolean);
      return tab;
    });
}

export function readOrderDetail(data: unknown): OrderDetail {
  const d = isRecord(data) ? data : {};
  const nodeIdsMap: Record<string, TicketNode> = {};
  if (isRecord(d.nodeIdsMap)) {
    for (const [key, node] of Object.entries(d.nodeIdsMap)) {
      if (!isRecord(node)) continue;
      nodeIdsMap[key] = {
        nodeId: text(node.nodeId) || key,
        nodeName: text(node.nodeName) || undefined,
        taskInfoList: Array.isArray(node.taskInfoList) ? (node.taskInfoList.filter(isRecord) as ActionTaskInfo[]) : [],
      };
    }
  }
  return {
    workOrderId: text(d.workOrderId) || text(d.id),
    processDefId: text(d.processDefId),
    processDefKey: text(d.processDefKey),
    processInstanceId: text(d.processInstanceId),
    mdlDefCode: text(d.mdlDefCode),
    currentNodeId: text(d.currentNodeId),
    currentNodeName: text(d.currentNodeName),
    dataStatus: num(d.dataStatus) ?? OrderStatus.UNSTARTED,
    isDraft: d.isDraft === true,
    isApprove: d.isApprove === true,
    readOnly: d.readOnlyflag === true || d.readOnlyFlag === true,
    formDataInfo: d.formDataInfo,
    formData: isRecord(d.formData) ? d.formData : {},
    dynamicRules: Array.isArray(d.dynamicRules) ? (d.dynamicRules.filter(isRecord) as unknown as LocalLinkageRule[]) : [],
    nodeIdsMap,
    version: num(d.version),
    tabs: readTabList(d.tabList),
  };
}

/** A person of the header (`name(alias)` display). */
export interface HeaderPerson {
  userId: string;
  userName: string;
}

/** The order header (header/get, header/create). */
export interface OrderHeader {
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus: number;
  urgentLevel?: number;
  vip: boolean;
  /** SLA/OLA badge codes 1-8 (service-desk §4). */
  slaCodes: SlaCode[];
  processName: string;
  currentNodeName: string;
  handlers: HeaderPerson[];
  handlerGroupName: string;
  createdByName: string;
  createdTime?: number;
  updatedTime?: number;
  version?: number;
  /** The ticket's tags the viewer may see (the header's tags row). */
  tags: HeaderTag[];
}

/** A tag of the header's row. */
export interface HeaderTag {
  id: string;
  tagName: string;
}

/** `name(alias)` as shown; an alias that only repeats the name (English display names) is dropped. */
export function personLabel(label: string): string {
  const match = /^(.+)\((.+)\)$/.exec(label.trim());
  return match && match[1]!.trim() === match[2]!.trim() ? match[1]!.trim() : label;
}

function person(value: unknown): HeaderPerson | undefined {
  if (!isRecord(value)) return undefined;
  const userId = text(value.userId) || text(value.id);
  const userName = personLabel(text(value.userName) || text(value.name) || userId);
  return userId || userName ? { userId, userName } : undefined;
}

/**
 * Reads a ticket header. Times become timestamps; zone-less server text
 * (`2026-11-25 17:01:00`) is the wall clock of `timeZoneOffset`
 * (`AppConfig.timeZoneOffset`, 480 by default), never the device's zone.
 */
export function readOrderHeader(data: unknown, timeZoneOffset?: number): OrderHeader {
  const d = isRecord(data) ? data : {};
  return {
    workOrderId: text(d.workOrderId) || text(d.id),
    preNum: text(d.preNum),
    title: text(d.title),
    dataStatus: num(d.dataStatus) ?? OrderStatus.UNSTARTED,
    urgentLevel: num(d.urgentLevel),
    vip: d.vip === true || d.vip === 1,
    slaCodes: readSlaCodes(d.slaStatus),
    processName: text(d.processName),
    currentNodeName: text(d.currentNodeName),
    handlers: (Array.isArray(d.handlers) ? d.handlers : []).map(person).filter((p): p is HeaderPerson => p !== undefined),
    handlerGroupName: text(d.handlerGroupName),
    createdByName: text(d.createdByName),
    createdTime: toTimestamp(d.createdTime, timeZoneOffset),
    updatedTime: toTimestamp(d.updatedTime, timeZoneOffset),
    version: num(d.version),
    tags: (Array.isArray(d.tags) ? d.tags : []).filter(isRecord).flatMap((tag) => {
      const tagName = text(tag.tagName) || text(tag.name);
      return tagName ? [{ id: text(tag.orderTagId) || text(tag.id) || tagName, tagName }] : [];
    }),
  };
}

/** SLA/OLA badge codes of service-desk §4. */
export const SLA_CODES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type SlaCode = (typeof SLA_CODES)[number];

/** Overdue (1-4) or about to be overdue (5-8): decides the badge colour. */
export function slaSeverity(code: SlaCode): 'overdue' | 'warning' {
  return code <= 4 ? 'overdue' : 'warning';
}

/** `slaStatus` as a number, a list or a comma string; 0 and unknown codes mean no badge. */
export function readSlaCodes(value: unknown): SlaCode[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const codes = raw.map(num).filter((n): n is SlaCode => n !== undefined && (SLA_CODES as readonly number[]).includes(n));
  return [...new Set(codes)];
}

/** Status codes with texts (`app.status.<code>`); others read `unknown`. */
export function statusKey(status: number | undefined): string {
  return status !== undefined && (Object.values(OrderStatus) as number[]).includes(status) ? String(status) : 'unknown';
}

/** antd-mobile Tag colour of a status. */
export function statusColor(status: number | undefined): 'default' | 'primary' | 'success' | 'warning' | 'danger' {
  switch (status) {
    case OrderStatus.PROCESSING:
      return 'primary';
    case OrderStatus.BE_PROCESSED:
    case OrderStatus.PENDING:
      return 'warning';
    case OrderStatus.FINISHED:
      return 'success';
    case OrderStatus.REJECTED:
      return 'danger';
    default:
      return 'default';
  }
}

/** Urgency levels 0-3 (service-desk §3); others are not shown. */
export function urgencyKey(level: number | undefined): string | undefined {
  return level !== undefined && level >= 0 && level <= 3 && Number.isInteger(level) ? String(level) : undefined;
}

/** Finished (20) and closed (40) tickets show their stored data read-only (service-desk §4 detail data). */
export function isSettled(status: number | undefined): boolean {
  return status === OrderStatus.FINISHED || status === OrderStatus.CLOSED;
}

/** The process flow chart (service-desk §3). */
export interface FlowChartData {
  processDefId: string;
  processXml: string;
  hisNodeSet: string[];
  currNodeSet: string[];
  sequenceSet: string[];
  rejectNodeIds: string[];
}

export function readFlowChart(data: unknown): FlowChartData {
  const d = isRecord(data) ? data : {};
  return {
    processDefId: text(d.processDefId),
    processXml: text(d.processXml),
    hisNodeSet: strings(d.hisNodeSet),
    currNodeSet: strings(d.currNodeSet),
    sequenceSet: strings(d.sequenceSet),
    rejectNodeIds: strings(d.rejectNodeIds),
  };
}

/** The server's button list (querybtn); anything else is no buttons. */
export function readButtons(data: unknown): ServerButton[] {
  if (!Array.isArray(data)) return [];
  return data.filter(isRecord).map((b) => ({
    id: text(b.id) || undefined,
    name: text(b.name),
    status: text(b.status),
    extString: text(b.extString) || text(b.type),
    orderNumber: num(b.orderNumber) ?? Number.POSITIVE_INFINITY,
  }));
}

/** What the action flow knows about a ticket, from its detail and header. */
export function toActionTicket(detail: OrderDetail, header?: Pick<OrderHeader, 'version' | 'updatedTime'>): ActionTicket {
  const ticket: ActionTicket = {
    dataStatus: detail.dataStatus,
    isDraft: detail.isDraft,
    processDefId: detail.processDefId || undefined,
    processDefKey: detail.processDefKey || undefined,
    mdlDefCode: detail.mdlDefCode || undefined,
    currentNodeId: detail.currentNodeId || undefined,
    nodeIdsMap: detail.nodeIdsMap,
  };
  if (detail.workOrderId) ticket.workOrderId = detail.workOrderId;
  const version = detail.version ?? header?.version;
  if (version !== undefined) ticket.version = version;
  if (header?.updatedTime !== undefined) ticket.updatedTime = header.updatedTime;
  return ticket;
}

/** One entry of the history tab (GET tab/history/queryHistoryByOrderId). */
export interface HistoryEntry {
  id: string;
  action: string;
  /** The server's name of the action; '' when it sent none (the history tab translates `action` then). */
  actionName: string;
  actorName: string;
  fromNodeName: string;
  toNodeName: string;
  fromStatus?: number;
  toStatus?: number;
  reason: string;
  targetUserNames: string[];
  timestamp?: number;
}

/** Reads the history entries; times as in {@link readOrderHeader}. */
export function readHistory(data: unknown, timeZoneOffset?: number): HistoryEntry[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.records) ? data.records : [];
  return list.filter(isRecord).map((e, index) => ({
    id: text(e.id) || String(index),
    action: text(e.action),
    actionName: text(e.actionName),
    actorName: text(e.actorName),
    fromNodeName: text(e.fromNodeName),
    toNodeName: text(e.toNodeName),
    fromStatus: num(e.fromStatus),
    toStatus: num(e.toStatus),
    reason: text(e.reason),
    targetUserNames: strings(e.targetUserNames),
    timestamp: toTimestamp(e.timestamp, timeZoneOffset),
  }));
}

/** A row of the drafts list (POST h5workOrder/list with listType `draft`). */
export interface DraftRecord {
  workOrderId: string;
  title: string;
  processName: string;
  preNum: string;
  createdTime?: number;
  updatedTime?: number;
}

/** Reads a drafts-list row; times as in {@link readOrderHeader}. */
export function readDraft(record: unknown, timeZoneOffset?: number): DraftRecord | undefined {
  if (!isRecord(record)) return undefined;
  const workOrderId = text(record.workOrderId) || text(record.id);
  if (!workOrderId) return undefined;
  return {
    workOrderId,
    title: text(record.title),
    processName: text(record.processName) || text(record.mdlDefName),
    preNum: text(record.preNum),
    createdTime: toTimestamp(record.createdTime, timeZoneOffset),
    updatedTime: toTimestamp(record.updatedTime, timeZoneOffset),
  };
}

/** Addresses of the ticket pages. */
export const ticketRoutes = {
  create: (processDefId: string) => `/orderCreate?processDefId=${encodeURIComponent(processDefId)}`,
  draft: (draftId: string) => `/orderCreate?draftId=${encodeURIComponent(draftId)}`,
  detail: (workOrderId: string) => `/orderDetails?id=${encodeURIComponent(workOrderId)}`,
  /** A workflow's process information page (its steps and who handles them). */
  process: (ref: string) => `/processPage/${encodeURIComponent(ref)}`,
  /** A workflow's page; with `modelId`, the page of that catalogue service (its description and FAQ). */
  template: (processDefId: string, modelId?: string) =>
    `/processTemplate?processDefId=${encodeURIComponent(processDefId)}${modelId ? `&modelId=${encodeURIComponent(modelId)}` : ''}`,
} as const;
