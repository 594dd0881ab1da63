// Workflow definitions (form-widgets §3 "Workflow", §5 "Workflow validation"): name, type and icon required, the
// ticket ID prefix 2 to 4 English letters; the BPMN graph (read with bpmn-moddle): one start node, one end node,
// at least one user task, every node connected, the branches of an exclusive (single) gateway named, the start
// node linked only to user tasks.
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import type { Texts } from '../../shared/language';
import { offsetInString, toPointer, type JsonDocument } from '../json-position';
import type { Report } from '../types';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const q = (value: string) => JSON.stringify(value);

/** Keys that may hold the BPMN XML of a workflow file. */
export const XML_KEYS = ['processXml', 'bpmnXml', 'xml'] as const;
/** Keys that may hold the ticket ID prefix (process-templates.json calls it preNumPrefix). */
const PREFIX_KEYS = ['preNumPrefix', 'prefix', 'idPrefix'] as const;
export const PREFIX_RULE = /^[A-Za-z]{2,4}$/;
export const WORKFLOW_NAME_MAX = 128;

/** Workflow metadata: name, type, icon, prefix (a `*.workflow.json` or a template). */
export function checkWorkflowMeta(value: unknown): Report[] {
  if (!isRecord(value)) return [];
  const reports: Report[] = [];
  const names = isRecord(value.name) ? Object.entries(value.name).map(([lang, name]) => [toPointer(['name', lang]), name] as const) : [[toPointer(['name']), value.name] as const];
  for (const [path, name] of names) {
    if (typeof name !== 'string' || name.trim() === '') {
      reports.push({ rule: 'workflow-name-required', path, message: { zh: '流程名称必填', en: 'workflow name is required' } });
    } else if ([...name.trim()].length > WORKFLOW_NAME_MAX) {
      reports.push({ rule: 'workflow-name-too-long', path, message: { zh: `流程名称超过 ${WORKFLOW_NAME_MAX} 个字符，超出部分会被截断`, en: `workflow name is longer than ${WORKFLOW_NAME_MAX} characters; the rest is cut off` } });
    }
  }
  for (const [key, rule, texts] of [
    ['type', 'workflow-type-required', { zh: '流程类型必填', en: 'workflow type is required' }],
    ['icon', 'workflow-icon-required', { zh: '流程图标必填', en: 'workflow icon is required' }],
  ] as const) {
    const field = value[key];
    if (typeof field !== 'string' || field.trim() === '') reports.push({ rule, path: toPointer([key]), message: texts });
  }
  const prefixKey = PREFIX_KEYS.find((key) => key in value) ?? 'preNumPrefix';
  const prefix = value[prefixKey];
  if (typeof prefix !== 'string' || !PREFIX_RULE.test(prefix)) {
    const shown = typeof prefix === 'string' ? q(prefix) : '';
    reports.push({
      rule: 'workflow-prefix-invalid',
      path: toPointer([prefixKey]),
      message: prefix === undefined || prefix === '' ? { zh: '工单编号前缀必填（2 到 4 个英文字母）', en: 'ticket ID prefix is required (2 to 4 English letters)' } : { zh: `工单编号前缀 ${shown} 只能是 2 到 4 个英文字母`, en: `ticket ID prefix ${shown} must be 2 to 4 English letters` },
    });
  }
  return reports;
}

const NON_NODES = new Set(['bpmn:SequenceFlow', 'bpmn:DataObject', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference', 'bpmn:TextAnnotation', 'bpmn:Association']);

/** Where the embedded XML is: the text, and how to turn an offset in it into a report's place. */
export interface XmlSource {
  xml: string;
  /** JSON pointer of the XML string; '' for a .bpmn file. */
  pointer: string;
  /** Offset in the file of an offset in the XML. */
  fileOffset(xmlOffset: number): number;
}

/** The XML of a workflow JSON file, or a report when there is none. */
export function xmlOfJson(doc: JsonDocument): XmlSource | Report {
  const value = doc.value;
  const key = isRecord(value) ? XML_KEYS.find((k) => typeof value[k] === 'string' && (value[k] as string).trim()) : undefined;
  if (!key) return { rule: 'workflow-xml-invalid', path: '', message: { zh: `没有流程的 BPMN XML（${XML_KEYS.join('、')}）`, en: `no BPMN XML of the workflow (${XML_KEYS.join(', ')})` } };
  const node = doc.nodeAt(toPointer([key]));
  const xml = (value as Json)[key] as string;
  return { xml, pointer: toPointer([key]), fileOffset: (offset) => (node?.kind === 'string' ? offsetInString(doc.text, node, offset) : 0) };
}

/** The BPMN graph rules over one XML text. */
export async function checkBpmn(source: XmlSource): Promise<Report[]> {
  const at = (element: ModdleElement | undefined, processId: string): { path: string; offset?: number } => {
    const id = element?.id;
    const path = source.pointer || toPointer([processId, ...(id ? [id] : [])]);
    if (!id) return { path };
    const index = source.xml.search(new RegExp(`\\bid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
    if (index < 0) return { path };
    const tagStart = source.xml.lastIndexOf('<', index);
    return { path, offset: source.fileOffset(tagStart < 0 ? index : tagStart) };
  };
  const xmlReport = (texts: Texts): Report => ({ rule: 'workflow-xml-invalid', path: source.pointer, message: texts });

  let root: ModdleElement;
  try {
    const parsed = await new BpmnModdle().fromXML(source.xml);
    root = parsed.rootElement;
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return [xmlReport({ zh: `BPMN XML 无法解析：${detail}`, en: `the BPMN XML cannot be read: ${detail}` })];
  }
  const rootElements = Array.isArray(root.rootElements) ? (root.rootElements as ModdleElement[]) : [];
  const processes = rootElements.filter((element) => element.$type === 'bpmn:Process');
  if (processes.length === 0) return [xmlReport({ zh: 'BPMN XML 中没有流程（bpmn:process）', en: 'the BPMN XML has no process (bpmn:process)' })];

  const reports: Report[] = [];
  for (const process of processes) {
    const processId = process.id ?? 'process';
    const name = (element: ModdleElement) => q(element.name?.trim() || element.id || element.$type);
    const report = (rule: string, element: ModdleElement | undefined, message: Texts) => reports.push({ rule, ...at(element ?? process, processId), message });
    const elements = Array.isArray(process.flowElements) ? (process.flowElements as ModdleElement[]) : [];
    const nodes = elements.filter((element) => !NON_NODES.has(element.$type));
    const flows = elements.filter((element) => element.$type === 'bpmn:SequenceFlow');
    const starts = nodes.filter((element) => element.$type === 'bpmn:StartEvent');
    const ends = nodes.filter((element) => element.$type === 'bpmn:EndEvent');

    if (starts.length !== 1) {
      report('workflow-start-event', starts[1], { zh: `流程 ${q(processId)} 有 ${starts.length} 个开始节点，必须有且只有一个`, en: `process ${q(processId)} has ${starts.length} start nodes; it needs exactly one` });
    }
    if (ends.length !== 1) {
      report('workflow-end-event', ends[1], { zh: `流程 ${q(processId)} 有 ${ends.length} 个结束节点，必须有且只有一个`, en: `process ${q(processId)} has ${ends.length} end nodes; it needs exactly one` });
    }
    if (!nodes.some((element) => element.$type === 'bpmn:UserTask')) {
      report('workflow-user-task', undefined, { zh: `流程 ${q(processId)} 没有用户任务节点`, en: `process ${q(processId)} has no user task` });
    }

    const outgoing = new Map<ModdleElement, ModdleElement[]>();
    const incoming = new Map<ModdleElement, ModdleElement[]>();
    for (const flow of flows) {
      const from = flow.sourceRef as ModdleElement | undefined;
      const to = flow.targetRef as ModdleElement | undefined;
      if (!from || !to) {
        report('workflow-disconnected', flow, { zh: `连线 ${name(flow)} 缺少起点或终点`, en: `sequence flow ${name(flow)} lacks its source or target` });
        continue;
      }
      outgoing.set(from, [...(outgoing.get(from) ?? []), flow]);
      incoming.set(to, [...(incoming.get(to) ?? []), flow]);
    }
    const reach = (from: ModdleElement[], next: (node: ModdleElement) => ModdleElement[]) => {
      const seen = new Set<ModdleElement>(from);
      const queue = [...from];
      while (queue.length) {
        for (const node of next(queue.shift()!)) {
          if (seen.has(node)) continue;
          seen.add(node);
          queue.push(node);
        }
      }
      return seen;
    };
    if (starts.length > 0 && ends.length > 0) {
      const forward = reach(starts, (node) => (outgoing.get(node) ?? []).map((flow) => flow.targetRef as ModdleElement));
      const backward = reach(ends, (node) => (incoming.get(node) ?? []).map((flow) => flow.sourceRef as ModdleElement));
      for (const node of nodes) {
        if (!forward.has(node)) report('workflow-disconnected', node, { zh: `节点 ${name(node)} 无法从开始节点到达`, en: `node ${name(node)} cannot be reached from the start node` });
        else if (!backward.has(node)) report('workflow-disconnected', node, { zh: `节点 ${name(node)} 无法到达结束节点`, en: `node ${name(node)} does not lead to the end node` });
      }
    }
    for (const gateway of nodes.filter((element) => element.$type === 'bpmn:ExclusiveGateway')) {
      const branches = outgoing.get(gateway) ?? [];
      if (branches.length < 2) continue;
      for (const flow of branches) {
        if (!flow.name?.trim()) report('workflow-branch-unnamed', flow, { zh: `排他网关 ${name(gateway)} 的分支 ${q(flow.id ?? '')} 没有名称`, en: `branch ${q(flow.id ?? '')} of exclusive gateway ${name(gateway)} has no name` });
      }
    }
    for (const start of starts) {
      for (const flow of outgoing.get(start) ?? []) {
        const target = flow.targetRef as ModdleElement;
        if (target.$type !== 'bpmn:UserTask') {
          report('workflow-start-target', flow, { zh: `开始节点连接到 ${name(target)}（${target.$type.replace('bpmn:', '')}），只能连接用户任务`, en: `the start node links to ${name(target)} (${target.$type.replace('bpmn:', '')}); it may link only to user tasks` });
        }
      }
    }
  }
  return reports;
}
