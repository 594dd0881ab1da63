// The pure parts: BPMN reading, condition evaluation, templates, and the
// machine's immutability and history.
import { describe, expect, it } from 'vitest';
import { chooseFlow, evaluateCondition, parseBpmn } from '../../../../fixtures/gateway/workflow/bpmn';
import { runAction, type MachineContext } from '../../../../fixtures/gateway/workflow/machine';
import { buildInitialData } from '../../../../fixtures/gateway/seed';
import { directoryOf, newTicket } from '../../../../fixtures/gateway/workflow/store';
import { loadTemplates } from '../../../../fixtures/gateway/workflow/templates';

describe('BPMN reading', () => {
  const templates = loadTemplates();

  it('reads nodes, handling modes, approval flags and conditional flows of every template', () => {
    expect(templates.all.map((t) => t.processDefId)).toEqual(['proc-incident:3:90017', 'proc-change:3:90017', 'proc-request:3:90017']);
    const incident = templates.find('incident')!;
    expect(incident.nodes.get('Task_l2')).toMatchObject({ type: 'userTask', handleMode: 'MULTI_PROCESSING', name: { zh: '二线专家处理', en: 'Second-line expert handling' } });
    expect(incident.nodes.get('Task_approve')).toMatchObject({ approval: true });
    expect(incident.nodes.get('Gateway_severity')!.type).toBe('exclusiveGateway');
    expect(incident.flows.find((f) => f.id === 'Flow_03')).toMatchObject({ source: 'Gateway_severity', target: 'Task_l1', condition: '${urgentLevel < 2}' });
    expect(templates.find('proc-change')!.requesterNodeId).toBe('Task_draft');
    expect(templates.find('proc-change')!.nodes.get('Task_cab')).toMatchObject({ approval: true, stopUsing: ['TRANSFER'] });
    // Every node named in the settings exists in the XML.
    for (const t of templates.all) for (const id of Object.keys(t.config.nodes ?? {})) expect(t.nodes.has(id), `${t.key}:${id}`).toBe(true);
  });

  it('decodes entities and self-closing elements', () => {
    const parsed = parseBpmn(
      '<definitions><process id="p"><startEvent id="s" name="A &amp; B"/><sequenceFlow id="f" sourceRef="s" targetRef="e"><conditionExpression>${x &gt;= 2}</conditionExpression></sequenceFlow><endEvent id="e"/></process></definitions>',
    );
    expect(parsed.nodes.map((n) => [n.nodeId, n.type, n.name])).toEqual([
      ['s', 'startEvent', 'A & B'],
      ['e', 'endEvent', 'e'],
    ]);
    expect(parsed.flows).toEqual([{ id: 'f', source: 's', target: 'e', condition: '${x >= 2}' }]);
  });
});

describe('conditions (parsed, never evaluated as code)', () => {
  it.each([
    ['${urgentLevel < 2}', { urgentLevel: '1' }, true],
    ['${urgentLevel < 2}', { urgentLevel: '2' }, false],
    ['${urgentLevel >= 2}', { urgentLevel: 3 }, true],
    ["${changeType == 'standard'}", { changeType: 'standard' }, true],
    ["${changeType != 'standard'}", { changeType: ['normal'] }, true],
    ["${requestType == 'hardware'}", { requestType: { value: 'hardware', label: '硬件' } }, true],
    ["${a == 1 && b == 'x'}", { a: 1, b: 'y' }, false],
    ["${a == 1 || b == 'x'}", { a: 2, b: 'x' }, true],
    ['${missing == null}', {}, true],
    ['${process.exit(1)}', {}, false],
  ] as const)('%s with %j is %s', (condition, formData, expected) => {
    expect(evaluateCondition(condition, formData as Record<string, unknown>)).toBe(expected);
  });

  it('falls back to an unconditioned flow, then to the first', () => {
    const flows = [
      { id: 'a', source: 'g', target: 'x', condition: '${v == 1}' },
      { id: 'b', source: 'g', target: 'y' },
    ];
    expect(chooseFlow(flows, { v: 1 })!.id).toBe('a');
    expect(chooseFlow(flows, { v: 2 })!.id).toBe('b');
    expect(chooseFlow([flows[0]!], { v: 2 })!.id).toBe('a');
  });
});

describe('runAction', () => {
  it('returns a new ticket, leaves the input alone and writes one history entry per transition', () => {
    const data = buildInitialData({ workOrders: [] });
    const template = loadTemplates().find('incident')!;
    const zhangsan = data.users.find((u) => u.userName === 'zhangsan')!;
    const lisi = data.users.find((u) => u.userName === 'lisi')!;
    let n = 0;
    const ctx = (actor: typeof zhangsan, now: number): MachineContext => ({ template, actor, now, lang: 'zh', directory: directoryOf(data), newId: () => `id-${++n}` });
    const draft = newTicket(data, template, zhangsan, 1000, { isDraft: true, formData: { title: '标题', urgentLevel: '0' } });
    const snapshot = structuredClone(draft);
    const started = runAction(draft, 'START', {}, ctx(zhangsan, 2000)).ticket;
    expect(draft).toEqual(snapshot);
    expect(started).toMatchObject({ dataStatus: 0, isDraft: false, currentNodeId: 'Task_accept', version: 2, updatedAt: 2000 });
    const hung = runAction(started, 'HANGUP', { reason: '等待' }, ctx(lisi, 3000)).ticket;
    expect(hung.history.at(-1)).toEqual({ id: expect.any(String), action: 'HANGUP', actorId: lisi.userId, fromNodeId: 'Task_accept', toNodeId: 'Task_accept', fromStatus: 0, toStatus: 50, reason: '等待', timestamp: 3000, version: 3 });
    expect(started.dataStatus).toBe(0);
    expect(hung.participantIds).toEqual([lisi.userId]);
  });
});
