import { describe, expect, it } from 'vitest';
import {
  loadFixtureFile,
  loadWorkflow,
  orderDetail,
  WORKFLOWS,
  workflowButtons,
  workflowForm,
  type WorkflowName,
} from '../../fixtures/workflows/factories';
import { createI18n } from '@core/i18n';
import { createMemoryStorage } from '@core/storage';
import { interpretFormSchema, type InterpretedForm } from '@core/form/interpreter/interpret';
import type { NormalizedField } from '@core/form/types';
import { validateTriggerMap } from '@core/form/linkage/schema';
import { TRIGGER_LIST_KEYS, type TriggerItem } from '@core/form/linkage/types';
import { builtinFieldTypes } from '../support/field-types';

/** The part of bpmn-moddle used here (its package exports no types for the main entry). */
interface ModdleElement {
  $type: string;
  id: string;
  name?: string;
  rootElements?: ModdleElement[];
  flowElements?: ModdleElement[];
}
interface BpmnModdleModule {
  BpmnModdle: new () => { fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: unknown[] }> };
}
const moddlePackage = 'bpmn-moddle';
const loadModdle = async () => new ((await import(moddlePackage)) as BpmnModdleModule).BpmnModdle();

const i18n = createI18n({ storage: createMemoryStorage() });
// The fixture gateway seeds the spec's types: the built-in plugins', and POSITION, whose plugin is still to come.
const builtin = builtinFieldTypes().fields;
const gatewayFieldTypes = { fields: { get: (type: string) => builtin.get(type) ?? (type === 'POSITION' ? { type, valueKind: 'single' as const, component: null } : undefined) } };
const interpret = (name: WorkflowName): InterpretedForm => {
  const result = interpretFormSchema(workflowForm(name), { registry: gatewayFieldTypes, t: (k, o) => i18n.t(k, o) });
  if (!result.ok) throw result.error;
  return result.form;
};
/** Every field, containers included. */
const flattenFields = (fields: readonly NormalizedField[]): NormalizedField[] => fields.flatMap((f) => [f, ...flattenFields(f.children ?? [])]);
const SEED_ORDERS = loadFixtureFile('seed/work-orders.json') as Array<{ workOrderId: string; mdlDefCode: string; processId: string; dataStatus: number; title: string }>;
const ACTION_TYPES = ['COMMIT', 'HANGUP', 'HANGDOWN', 'URGE', 'TRANSFER', 'UPDATE', 'RETRY', 'ROLLBACK', 'GETBACK', 'CLOSE', 'COPY', 'CLAIM', 'WITHDRAW', 'APPROVE_PASS', 'APPROVE_REJECT', 'ADD_SIGN_TASK', 'HANDLE_SIGN_TASK', 'ADD_COPY_TASK', 'ADD_ASSIGNEE', 'ADD_APPROVER', 'ROLLBACKPROCESSEDBY', 'COMMIT_ORIGINAL_HANDLER', 'ADDKNOWLEDGE', 'CANCEL'];

describe('workflow forms', () => {
  it('interpret cleanly; the only warning is the one unknown component', () => {
    const warnings = WORKFLOWS.flatMap((name) => interpret(name).warnings.map((w) => `${name}: ${w.path}`));
    expect(warnings).toEqual(['incident: properties.videoConference.x-component']);
  });

  it('hold 15 to 25 fields each and together every type the workflows need', () => {
    const types = new Set<string>();
    for (const name of WORKFLOWS) {
      const fields = flattenFields(interpret(name).fields);
      expect(fields.length).toBeGreaterThanOrEqual(15);
      expect(fields.length).toBeLessThanOrEqual(25);
      fields.forEach((f) => types.add(f.type));
    }
    const needed = ['INPUT', 'TEXTAREA', 'RICH_TEXT', 'SELECT', 'SELECT_MANY', 'RADIO', 'CHECKBOX', 'MULTI_SELECT', 'NUMBER', 'DATE', 'MEMBER', 'GROUP', 'UPLOAD', 'TABLE_FORM', 'ADD_GROUP', 'EVALUATE_STAR', 'AUTO_NUMBER'];
    expect(needed.filter((t) => !types.has(t))).toEqual([]);
  });

  it('the change request bounds planStartTime and planEndTime by each other', () => {
    const props = workflowForm('change-request').properties;
    const range = (code: string) => (props[code]['x-props'] as { dateRange: { dateMinLimit: { key: string }; dateMaxLimit: { key: string } } }).dateRange;
    expect(range('planStartTime').dateMaxLimit.key).toBe('planEndTime');
    expect(range('planEndTime').dateMinLimit.key).toBe('planStartTime');
  });

  it('the service request table has columns and a unique column', () => {
    const columns = (workflowForm('service-request').properties.items['x-props'] as { columns: Array<{ key: string; valueUniqueFlag?: boolean }> }).columns;
    expect(columns.length).toBeGreaterThanOrEqual(5);
    expect(columns.filter((c) => c.valueUniqueFlag).map((c) => c.key)).toEqual(['assetCode']);
  });
});

describe.each(WORKFLOWS)('%s fixtures', (name) => {
  const wf = loadWorkflow(name);
  const form = interpret(name);
  const paths = new Set(flattenFields(form.fields).map((f) => f.path));
  const tables = new Map(
    flattenFields(form.fields)
      .filter((f) => f.type === 'TABLE_FORM')
      .map((f) => [f.path, new Set(((f.xProps.columns as Array<{ key: string }>) ?? []).map((c) => c.key))]),
  );
  const refersToField = (item: TriggerItem): boolean => {
    if (item.tableColumnCode) return tables.get(String(item.tableCode ?? item.key))?.has(String(item.tableColumnCode)) ?? false;
    return paths.has(String(item.key ?? item.fieldCode));
  };

  it('linkage scenarios match the triggerMap schema and name only fields of the form', () => {
    for (const [scenario, entry] of Object.entries(wf.triggerMap.scenarios)) {
      expect(validateTriggerMap(entry.triggerMap).valid, scenario).toBe(true);
      expect(['LOADING', 'ONCHANGE']).toContain(entry.eventType);
      if (entry.showField) expect(paths.has(entry.showField), scenario).toBe(true);
      for (const key of TRIGGER_LIST_KEYS) {
        for (const item of (entry.triggerMap[key] ?? []) as TriggerItem[]) {
          expect(refersToField(item), `${scenario} ${key} ${JSON.stringify(item)}`).toBe(true);
          if (key === 'fieldAssignmentList') expect(paths.has(String(item.fieldCode)), scenario).toBe(true);
        }
      }
    }
  });

  it('the trigger field list and hooks name fields of the form', () => {
    for (const entry of wf.triggerMap.triggerFieldList ?? []) {
      const code = typeof entry === 'string' ? entry : String(entry.fieldCode);
      const [table, column] = code.split('.');
      expect(column ? tables.get(table)?.has(column) : paths.has(code), code).toBe(true);
    }
    for (const hook of Object.values(wf.triggerMap.hooks ?? {})) expect(paths.has(hook.params.fieldCode)).toBe(true);
  });

  it('buttons include a cancel, a copy and a stopUsing button with known types and distinct order numbers', () => {
    const types = wf.buttons.map((b) => b.extString);
    expect(types).toContain('CANCEL');
    expect(types).toContain('COPY');
    expect(wf.buttons.some((b) => b.status === 'stopUsing')).toBe(true);
    expect(types.filter((t) => !ACTION_TYPES.includes(t))).toEqual([]);
    expect(new Set(wf.buttons.map((b) => b.orderNumber)).size).toBe(wf.buttons.length);
  });

  it('the order detail matches the seed ticket, the form and the process', () => {
    const detail = wf.orderDetail;
    const seed = SEED_ORDERS.find((o) => o.workOrderId === detail.id);
    expect(seed).toBeDefined();
    expect(detail.mdlDefCode).toBe(seed!.mdlDefCode);
    expect(detail.dataStatus).toBe(seed!.dataStatus);
    expect(detail.formData.title).toBe(seed!.title);
    expect(detail.formDataInfo).toEqual(wf.form);
    // Values of unknown components are not stored (there is no widget to fill them).
    const valuePaths = form.entries.filter((e) => e.kind !== 'void' && e.field.pluginType).map((e) => e.field.path);
    expect(Object.keys(detail.formData).sort()).toEqual([...valuePaths].sort());
    expect(detail.processDefId).toBe(wf.process.processDefId);
    expect(wf.process.processDefKey).toBe(seed!.processId);
    expect(wf.triggerMap.processDefKey).toBe(seed!.processId);
    const nodeIds = new Set(wf.process.nodes.map((n) => n.nodeId));
    expect(wf.process.currNodeSet).toContain(detail.currentNodeId);
    expect(Object.keys(detail.nodeIdsMap).filter((id) => !nodeIds.has(id))).toEqual([]);
    expect(detail.nodeIdsMap[detail.currentNodeId].taskInfoList.length).toBeGreaterThan(0);
    expect(detail.currentVersionNodeList.map((n) => n.nodeId).filter((id) => !nodeIds.has(id))).toEqual([]);
    for (const n of detail.currentVersionNodeList) expect(['', 'HANG_UP', 'CONTINUE']).toContain(n.hangUpDictId);
  });

  it('the process XML is BPMN 2.0 with start, user tasks, a gateway and end, matching the node list', async () => {
    const { rootElement, warnings } = await (await loadModdle()).fromXML(wf.process.processXml);
    expect(warnings).toEqual([]);
    const process = (rootElement.rootElements ?? []).find((e) => e.$type === 'bpmn:Process')!;
    expect(process.id).toBe(wf.process.processDefKey);
    const elements = process.flowElements ?? [];
    const nodes = elements.filter((e) => e.$type !== 'bpmn:SequenceFlow');
    const flows = new Set(elements.filter((e) => e.$type === 'bpmn:SequenceFlow').map((e) => e.id));
    expect(nodes.map((n) => n.id)).toEqual(wf.process.nodes.map((n) => n.nodeId));
    expect(nodes.map((n) => n.$type.replace('bpmn:', ''))).toEqual(wf.process.nodes.map((n) => n.nodeType.charAt(0).toUpperCase() + n.nodeType.slice(1)));
    for (const type of ['bpmn:StartEvent', 'bpmn:UserTask', 'bpmn:ExclusiveGateway', 'bpmn:EndEvent']) expect(nodes.some((n) => n.$type === type)).toBe(true);
    const ids = new Set(nodes.map((n) => n.id));
    for (const id of [...wf.process.hisNodeSet, ...wf.process.currNodeSet, ...wf.process.rejectNodeIds]) expect(ids.has(id), id).toBe(true);
    for (const id of wf.process.sequenceSet) expect(flows.has(id), id).toBe(true);
    for (const node of wf.process.nodes.filter((n) => n.handleMode)) {
      expect(wf.process.processXml).toContain(`<bpmn:userTask id="${node.nodeId}"`);
      expect(wf.process.processXml).toMatch(new RegExp(`id="${node.nodeId}"[^]*?name="handleMode" value="${node.handleMode}"`));
    }
  });
});

describe('fixture factories', () => {
  it('the four handling modes appear across the processes', () => {
    const modes = new Set(WORKFLOWS.flatMap((name) => loadWorkflow(name).process.nodes.map((n) => n.handleMode).filter(Boolean)));
    expect([...modes].sort()).toEqual(['CONDITIONAL', 'FREE_PROCESSING', 'MULTI_PROCESSING', 'SEQUENCE_HANDLE']);
  });

  it('orderDetail derives variants by merge patch without touching the file', () => {
    const finished = orderDetail('incident', { dataStatus: 20, formData: { solution: '重置证书', faultIp: null } });
    expect(finished.dataStatus).toBe(20);
    expect(finished.formData.solution).toBe('重置证书');
    expect('faultIp' in finished.formData).toBe(false);
    expect(finished.formData.title).toBe('邮箱无法收发邮件');
    expect(orderDetail('incident').dataStatus).toBe(0);
  });

  it('workflowForm and workflowButtons derive variants', () => {
    expect(workflowForm('incident', { properties: { title: { 'x-props': { check: 'EMAIL' } } } }).properties.title['x-props']).toMatchObject({ check: 'EMAIL', range: { min: 5, max: 60 } });
    expect(workflowButtons('incident', { COPY: 'stopUsing' }).find((b) => b.extString === 'COPY')?.status).toBe('stopUsing');
  });

  it('loadFixtureFile refuses paths outside fixtures/', () => {
    expect(() => loadFixtureFile('../package.json')).toThrow(/outside fixtures/);
  });
});
