// Pure readers of the process-info tab's answers (GET mdl/hisProcess/get/{id}, GET
// mdl/hisProcess/getNodeInfo/{workOrderId}/{nodeId}), lenient: a missing field never throws, an unknown status
// reads as the nearest known one, never as a raw code.
import { toTimestamp } from '@core/form/data/time';
import { isRecord, personLabel } from '../ticket-shared/model';

type Json = Record<string, unknown>;

/** State of a node entry (the gateway README, "process info"). */
export type NodeStatus = 'processing' | 'pending' | 'toClaim' | 'returned' | 'completed' | 'rejected' | 'cancelled';
const NODE_STATUSES: readonly NodeStatus[] = ['processing', 'pending', 'toClaim', 'returned', 'completed', 'rejected', 'cancelled'];

export interface ProcessNode {
  key: string;
  nodeId: string;
  nodeName: string;
  /** Which entry into the node (its tasks are asked for by it); undefined when the server sends none. */
  visit?: number;
  /** Handler labels, `name(alias)`. */
  handlers: string[];
  /** The group that holds the node (a ticket waiting to be claimed). */
  groupName: string;
  startTime?: number;
  endTime?: number;
  status: NodeStatus;
  /** A current node the user may urge (the server's `canUrge`; true when it does not say). */
  canUrge: boolean;
}

export interface ProcessInfo {
  current: ProcessNode[];
  history: ProcessNode[];
}

export type TaskStatus = 'active' | 'waiting' | 'completed' | 'cancelled' | 'transferred';
/** The outcome a task shows beside its status: an approval's or an endorsement's, or `hidden` (back to back). */
export type TaskResult = 'approved' | 'rejected' | 'agree' | 'disagree' | 'hidden' | '';

export interface NodeTask {
  key: string;
  handler: string;
  kind: 'handle' | 'approve' | 'sign';
  status: TaskStatus;
  result: TaskResult;
  comment: string;
  startTime?: number;
  endTime?: number;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function label(value: unknown): string {
  if (!isRecord(value)) return text(value);
  return personLabel(text(value.userName) || text(value.name) || text(value.userId));
}

function readNode(record: Json, index: number, current: boolean, timeZoneOffset?: number): ProcessNode {
  const nodeId = text(record.nodeId);
  const visit = typeof record.visit === 'number' && Number.isInteger(record.visit) ? record.visit : undefined;
  const status = NODE_STATUSES.find((s) => s === record.status) ?? (current ? 'processing' : 'completed');
  const group = isRecord(record.handlerGroup) ? text(record.handlerGroup.groupName) : text(record.handlerGroupName);
  return {
    key: `${current ? 'c' : 'h'}-${nodeId}-${visit ?? index}`,
    nodeId,
    nodeName: text(record.nodeName) || nodeId,
    visit,
    handlers: list(record.handlers ?? record.handlerList).map(label).filter(Boolean),
    groupName: group,
    startTime: toTimestamp(record.startTime, timeZoneOffset),
    endTime: toTimestamp(record.endTime, timeZoneOffset),
    status,
    canUrge: current && record.canUrge !== false,
  };
}

/** The current and history nodes (`currNodeSet`, `hisNodeSet`); node ids alone (the flow chart's shape) are nodes too. */
export function readProcessInfo(data: unknown, timeZoneOffset?: number): ProcessInfo {
  const d = isRecord(data) ? data : {};
  const nodes = (value: unknown, current: boolean) =>
    (Array.isArray(value) ? value : [])
      .map((entry) => (typeof entry === 'string' ? { nodeId: entry } : entry))
      .filter(isRecord)
      .map((record, index) => readNode(record, index, current, timeZoneOffset));
  return { current: nodes(d.currNodeSet, true), history: nodes(d.hisNodeSet, false) };
}

const TASK_STATUSES: readonly TaskStatus[] = ['active', 'waiting', 'completed', 'cancelled', 'transferred'];
const RESULTS: Record<string, TaskResult> = { approved: 'approved', pass: 'approved', rejected: 'rejected', reject: 'rejected', agree: 'agree', disagree: 'disagree' };

/** The tasks of a node (a bare list or `{ records | list }`), as sent. */
export function readNodeTasks(data: unknown, timeZoneOffset?: number): NodeTask[] {
  const raw = Array.isArray(data) ? data.filter(isRecord) : isRecord(data) ? list(data.records ?? data.list) : [];
  return raw.map((record, index) => {
    const kind = record.kind === 'approve' || record.kind === 'sign' ? record.kind : 'handle';
    const hidden = record.hidden === true;
    return {
      key: text(record.taskId) || String(index),
      handler: label(record.handler ?? record.assignee),
      kind,
      status: TASK_STATUSES.find((s) => s === record.status) ?? 'active',
      result: hidden ? 'hidden' : (RESULTS[text(record.result).toLowerCase()] ?? ''),
      comment: hidden ? '' : text(record.comment),
      startTime: toTimestamp(record.startTime, timeZoneOffset),
      endTime: toTimestamp(record.endTime, timeZoneOffset),
    };
  });
}

/** Tag colour of a node state (each state also has its text). */
export function nodeStatusColor(status: NodeStatus): 'primary' | 'warning' | 'success' | 'danger' | 'default' {
  switch (status) {
    case 'processing':
      return 'primary';
    case 'pending':
    case 'toClaim':
    case 'returned':
      return 'warning';
    case 'completed':
      return 'success';
    case 'rejected':
      return 'danger';
    default:
      return 'default';
  }
}

/** Paths of the tab's calls (below the `business` prefix). */
export const processInfoPaths = {
  info: (workOrderId: string) => `/mdl/hisProcess/get/${encodeURIComponent(workOrderId)}`,
  node: (workOrderId: string, nodeId: string) => `/mdl/hisProcess/getNodeInfo/${encodeURIComponent(workOrderId)}/${encodeURIComponent(nodeId)}`,
} as const;
