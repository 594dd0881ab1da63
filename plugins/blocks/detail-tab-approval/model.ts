// Pure reader of the approval tab's answer (GET tab/approval/queryOrderApprovalInfo/{id}): approval nodes with
// their approvers, read leniently (a missing field never throws; unknown results count as pending).
import { toTimestamp } from '@core/form/data/time';
import { isRecord, personLabel } from '../ticket-shared/model';

type Json = Record<string, unknown>;

/** An approver's result; `hidden` when a back-to-back countersign keeps it from the viewer. */
export type ApprovalResult = 'approved' | 'rejected' | 'pending' | 'cancelled' | 'transferred' | 'hidden';

export interface Approver {
  key: string;
  userId: string;
  /** `name(alias)` as shown. */
  name: string;
  result: ApprovalResult;
  comment: string;
  /** When they decided (or their task ended), else when it was assigned. */
  time?: number;
  /** Who added this approver (ADD_APPROVER), and why. */
  addedBy: string;
  addReason: string;
}

export interface ApprovalNode {
  key: string;
  nodeId: string;
  nodeName: string;
  /** 1-based round when the ticket went through the same approval node more than once, oldest = 1. */
  round?: number;
  /** The ticket is at this node now. */
  current: boolean;
  /** Back to back: the other approvers' results are hidden from the viewer. */
  resultsHidden: boolean;
  approvers: Approver[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

const RESULTS: Record<string, ApprovalResult> = {
  approved: 'approved',
  pass: 'approved',
  agree: 'approved',
  approve_pass: 'approved',
  rejected: 'rejected',
  reject: 'rejected',
  disagree: 'rejected',
  approve_reject: 'rejected',
  pending: 'pending',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  transferred: 'transferred',
  hidden: 'hidden',
};

/** A server result (`approved` / `PASS` / `REJECT` ...) as one of ours; anything unknown is still pending. */
export function readResult(value: unknown): ApprovalResult {
  return RESULTS[text(value).trim().toLowerCase()] ?? 'pending';
}

/** Tag colour of a result; every result also has its text (colour is never the only sign). */
export function resultColor(result: ApprovalResult): 'success' | 'danger' | 'warning' | 'default' {
  return result === 'approved' ? 'success' : result === 'rejected' ? 'danger' : result === 'pending' ? 'warning' : 'default';
}

function person(value: unknown): { userId: string; name: string } {
  if (!isRecord(value)) return { userId: text(value), name: text(value) };
  const userId = text(value.userId) || text(value.id);
  return { userId, name: personLabel(text(value.userName) || text(value.name) || userId) };
}

function readApprover(record: Json, index: number, timeZoneOffset?: number): Approver {
  const user = person(record.user ?? record.approver ?? { userId: record.userId, userName: record.userName });
  const hidden = record.hidden === true;
  return {
    key: text(record.taskId) || `${user.userId}#${index}`,
    userId: user.userId,
    name: user.name,
    result: hidden ? 'hidden' : readResult(record.result ?? record.status),
    comment: hidden ? '' : text(record.comment ?? record.opinion),
    time: hidden ? undefined : toTimestamp(record.time ?? record.completedTime ?? record.createdTime, timeZoneOffset),
    addedBy: isRecord(record.addedBy) ? person(record.addedBy).name : '',
    addReason: text(record.addReason),
  };
}

/** The approval nodes, as sent (the gateway sends them newest first); a bare list or `{ records | list | nodes }`. */
export function readApprovalNodes(data: unknown, timeZoneOffset?: number): ApprovalNode[] {
  const raw = Array.isArray(data) ? data.filter(isRecord) : isRecord(data) ? list(data.records ?? data.list ?? data.nodes) : [];
  const nodes = raw.map((record, index): ApprovalNode & { visit: number } => {
    const approvers = list(record.approvers ?? record.approverList ?? record.taskList).map((a, i) => readApprover(a, i, timeZoneOffset));
    const nodeId = text(record.nodeId);
    const visit = Number(record.visit);
    return {
      key: `${nodeId}#${Number.isFinite(visit) ? visit : index}`,
      nodeId,
      nodeName: text(record.nodeName) || nodeId,
      current: record.current === true,
      resultsHidden: record.visibility === 'own' || approvers.some((a) => a.result === 'hidden'),
      approvers,
      visit: Number.isFinite(visit) ? visit : -index,
    };
  });
  // Rounds: count the entries of each node, oldest first.
  const byNode = new Map<string, Array<ApprovalNode & { visit: number }>>();
  for (const node of nodes) byNode.set(node.nodeId, [...(byNode.get(node.nodeId) ?? []), node]);
  for (const entries of byNode.values()) {
    if (entries.length < 2) continue;
    [...entries].sort((a, b) => a.visit - b.visit).forEach((entry, i) => (entry.round = i + 1));
  }
  return nodes.map(({ visit: _visit, ...node }) => node);
}
