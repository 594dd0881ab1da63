// Issue 19 item 5, fixture gateway: GET process/info/{ref}, the process information page of a template (its record
// and its nodes in flow order with who handles each), for templates the user may raise only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bench, failure, INCIDENT, type Bench } from './workflow/helpers';

interface InfoNode {
  nodeId: string;
  nodeName: string;
  nodeType: string;
  isApprove: boolean;
  handleMode: string | null;
  handler: { kind: string; names: string[] };
  next: string[];
}
interface Info {
  processDefId: string;
  name: string;
  description: string;
  preNum: string;
  nodes: InfoNode[];
}

let b: Bench;
beforeEach(async () => {
  b = await bench();
});
afterEach(() => b.close());

describe('process/info', () => {
  it('answers the template with its nodes from the start event to the end, each with its handler', async () => {
    const info = await b.call<Info>('zhangsan', 'GET', `/api/v2/biz/process/info/${INCIDENT}`);
    expect(info).toMatchObject({ processDefId: INCIDENT, preNum: 'INC' });
    expect(info.description).not.toBe('');
    expect(info.nodes[0]!.nodeType).toBe('startEvent');
    expect(info.nodes.at(-1)!.nodeType).toBe('endEvent');
    // Every node once, each following node reachable from the ones before it.
    expect(new Set(info.nodes.map((n) => n.nodeId)).size).toBe(info.nodes.length);
    const approval = info.nodes.find((n) => n.nodeId === 'Task_approve');
    expect(approval).toMatchObject({ isApprove: true, nodeType: 'userTask' });
    const tasks = info.nodes.filter((n) => n.nodeType === 'userTask');
    expect(tasks.every((n) => typeof n.handleMode === 'string')).toBe(true);
    expect(tasks.some((n) => n.handler.kind === 'group' && n.handler.names.length === 1)).toBe(true);
    expect(info.nodes[0]!.next.length).toBeGreaterThan(0);
  });

  it('names nodes and handlers in the request language, by prefix as well', async () => {
    const zh = await b.call<Info>('zhangsan', 'GET', '/api/v2/biz/process/info/INC');
    const en = await b.call<Info>('zhangsan', 'GET', '/api/v2/biz/process/info/INC', undefined, 'en');
    expect(zh.nodes.map((n) => n.nodeId)).toEqual(en.nodes.map((n) => n.nodeId));
    expect(zh.nodes.some((n, i) => n.nodeName !== en.nodes[i]!.nodeName)).toBe(true);
    expect(en.nodes.flatMap((n) => n.handler.names).join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a template the user may not raise, or an unknown one, with 100006', async () => {
    expect((await failure(b.call('zhangsan', 'GET', '/api/v2/biz/process/info/nope'))).code).toBe(100006);
  });
});
