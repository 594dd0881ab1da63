// The process information page of a template (/processPage[/{ref}], issue 19 item 5): the call and the reader of its
// answer (`GET process/info/{ref}`: the template's record and its nodes in flow order with who handles each). No React.
import { readTemplate, type ProcessTemplateRecord } from '../ticket-shared/model';
import { isRecord, textOf } from '@core/records';

/** The page's call (business prefix). */
export const processInfoPath = (ref: string) => `/process/info/${encodeURIComponent(ref)}`;

/** What a node is, as the page names it. */
export type ProcessNodeKind = 'start' | 'end' | 'handle' | 'approve' | 'decision' | 'parallel' | 'step';

/** Who handles a node: the requester, their leader, a group, named people, or nobody named. */
export type ProcessHandler = { kind: 'requester' | 'requesterLeader' | 'none' } | { kind: 'group' | 'users'; names: string[] };

/** How several handlers of a node share it (service-desk §4 handling modes). */
export type HandleMode = 'MULTI_PROCESSING' | 'SEQUENCE_HANDLE' | 'FREE_PROCESSING' | 'CONDITIONAL';

/** One node of the process. */
export interface ProcessNode {
  id: string;
  name: string;
  kind: ProcessNodeKind;
  handler: ProcessHandler;
  handleMode?: HandleMode;
  /** Names of the nodes it leads to. */
  next: string[];
}

/** The page's data: the template and its nodes. */
export interface ProcessInfo {
  template: ProcessTemplateRecord;
  nodes: ProcessNode[];
}

const HANDLE_MODES: readonly string[] = ['MULTI_PROCESSING', 'SEQUENCE_HANDLE', 'FREE_PROCESSING', 'CONDITIONAL'];
const texts = (value: unknown) => (Array.isArray(value) ? value.map(textOf).filter(Boolean) : []);

/** The kind of a BPMN node type (`userTask` with the approval flag is an approval). */
export function nodeKind(type: string, approve: boolean): ProcessNodeKind {
  if (type === 'startEvent') return 'start';
  if (type === 'endEvent') return 'end';
  if (type === 'userTask') return approve ? 'approve' : 'handle';
  if (type === 'exclusiveGateway') return 'decision';
  if (type === 'parallelGateway' || type === 'inclusiveGateway') return 'parallel';
  return 'step';
}

function readHandler(value: unknown): ProcessHandler {
  if (!isRecord(value)) return { kind: 'none' };
  const kind = textOf(value.kind);
  if (kind === 'requester' || kind === 'requesterLeader') return { kind };
  if (kind === 'group' || kind === 'users') {
    const names = texts(value.names);
    return names.length ? { kind, names } : { kind: 'none' };
  }
  return { kind: 'none' };
}

function readNode(value: unknown): ProcessNode | undefined {
  if (!isRecord(value)) return undefined;
  const id = textOf(value.nodeId);
  if (!id) return undefined;
  const mode = textOf(value.handleMode);
  return {
    id,
    name: textOf(value.nodeName) || id,
    kind: nodeKind(textOf(value.nodeType), value.isApprove === true),
    handler: readHandler(value.handler),
    ...(HANDLE_MODES.includes(mode) ? { handleMode: mode as HandleMode } : {}),
    next: texts(value.next),
  };
}

/** The page's data from the answer; null without a template. Nodes without an id are dropped, repeated ones kept once. */
export function readProcessInfo(data: unknown): ProcessInfo | null {
  const template = readTemplate(data);
  if (!template || !isRecord(data)) return null;
  const seen = new Set<string>();
  const nodes = (Array.isArray(data.nodes) ? data.nodes : []).flatMap((raw) => {
    const node = readNode(raw);
    if (!node || seen.has(node.id)) return [];
    seen.add(node.id);
    return [node];
  });
  return { template, nodes };
}
