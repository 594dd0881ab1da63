// @vitest-environment jsdom
// The process-info tab on a fake server: current then history nodes with their states (text), handlers and
// times; a node opens (a real button, aria-expanded) to its tasks, loaded on the first opening only; Urge posts
// the urge action and toasts on success, stays silent on failure and inside the cooldown; zh and en.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import ProcessInfoTab from './process-info-tab';
import { processInfoTab } from './index';

afterEach(cleanup);

const INFO = '/api/v2/biz/mdl/hisProcess/get/w1';
const NODE = '/api/v2/biz/mdl/hisProcess/getNodeInfo/w1/Task_cab';
const URGE = '/api/v2/biz/btn/btnaction/urge';
const T = Date.UTC(2026, 0, 5, 1, 0, 0);

const info = {
  currNodeSet: [
    { nodeId: 'Task_cab', nodeName: 'CAB 审批', visit: 4, handlers: [{ userId: '10004', userName: '赵六(Zhao Liu)' }, { userId: '10007', userName: '周八(Zhou Ba)' }], startTime: T, status: 'processing', canUrge: true },
  ],
  hisNodeSet: [
    { nodeId: 'Task_assess', nodeName: '风险评估', visit: 2, handlers: [{ userId: '10003', userName: '王五(Wang Wu)' }], startTime: T - 7200000, endTime: T, status: 'completed' },
    { nodeId: 'Task_draft', nodeName: '提交变更申请', visit: 1, handlers: [{ userId: '10003', userName: '王五(Wang Wu)' }], startTime: T - 9000000, endTime: T - 9000000, status: 'completed' },
  ],
};
const tasks = [
  { taskId: 'a', kind: 'approve', handler: { userName: '赵六(Zhao Liu)' }, status: 'completed', result: 'approved', comment: '同意', startTime: T, endTime: T + 600000 },
  { taskId: 'b', kind: 'approve', handler: { userName: '周八(Zhou Ba)' }, status: 'active', hidden: true, startTime: T },
];

function props(): DetailTabProps {
  return { detail: readOrderDetail({ workOrderId: 'w1', version: 7 }), header: readOrderHeader({ workOrderId: 'w1' }), reload: () => undefined, active: true, variant: 'mobile' };
}

function serve(language: 'zh' | 'en' = 'zh', answer: unknown = info) {
  const t = setup({ language, blocks: [processInfoTab] });
  t.server.on('GET', INFO, ok(answer));
  t.server.on('GET', NODE, ok(tasks));
  return t;
}

const nodes = () => screen.getAllByTestId('process-node').map((node) => `${node.querySelector('.sd-process__name')?.textContent}|${within(node).getByTestId('process-node-status').textContent}`);

describe('process info tab', () => {
  it('zh: current then history nodes; a node opens to its tasks, loaded once', async () => {
    const t = serve();
    renderWithRuntime(t.runtime, <ProcessInfoTab {...props()} />);
    await screen.findByTestId('process-info');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['当前节点', '历史节点']);
    expect(nodes()).toEqual(['CAB 审批|处理中', '风险评估|已完成', '提交变更申请|已完成']);
    const current = within(screen.getByRole('region', { name: '当前节点' })).getByTestId('process-node');
    expect(within(current).getByTestId('process-node-handlers').textContent).toBe('处理人：赵六(Zhao Liu)、周八(Zhou Ba)');
    expect(within(current).getByText('开始：2026-01-05 09:00')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '历史节点' })).getAllByText(/^结束：/)).toHaveLength(2);
    // Urge is offered on the current node only.
    expect(screen.getAllByTestId('process-urge')).toHaveLength(1);

    expect(t.server.callsTo(NODE)).toHaveLength(0);
    const toggle = within(current).getByTestId('process-node-toggle');
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const rows = await within(panel).findAllByTestId('process-task');
    expect(t.server.callsTo(NODE)[0]!.params).toEqual({ visit: 4 });
    expect(rows.map((row) => within(row).getByTestId('process-task-state').textContent)).toEqual(['已完成 · 通过', '处理中 · 结果已隐藏']);
    expect(within(rows[0]!).getByText('赵六(Zhao Liu) · 审批')).toBeTruthy();
    expect(within(rows[0]!).getByText('意见：同意')).toBeTruthy();
    fireEvent.click(toggle);
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(t.server.callsTo(NODE)).toHaveLength(1);
  });

  it('urge: posts the urge action, toasts "urge succeeded", then keeps quiet inside the cooldown', async () => {
    const t = serve();
    t.server.on('POST', URGE, ok(true));
    renderWithRuntime(t.runtime, <ProcessInfoTab {...props()} />);
    const urge = await screen.findByRole('button', { name: '催办“CAB 审批”' });
    expect(urge.textContent).toBe('催办');
    fireEvent.click(urge);
    await waitFor(() => expect(t.events['toast:show']).toEqual([{ type: 'success', message: '催办成功' }]));
    expect(t.server.callsTo(URGE).map((call) => call.data)).toEqual([{ workOrderId: 'w1' }]);
    fireEvent.click(urge);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.server.callsTo(URGE)).toHaveLength(1);
    expect(t.events['toast:show']).toHaveLength(1);
  });

  it('a failed urge is silent: no toast, the tab stays', async () => {
    const t = serve();
    t.server.on('POST', URGE, { status: 200, body: { code: 100002, msg: '无权限操作' } });
    renderWithRuntime(t.runtime, <ProcessInfoTab {...props()} />);
    fireEvent.click(await screen.findByTestId('process-urge'));
    await waitFor(() => expect(t.server.callsTo(URGE)).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('process-urge').className).not.toContain('loading'));
    expect(t.events['toast:show']).toEqual([]);
    expect(screen.getByTestId('process-info')).toBeTruthy();
  });

  it('en: the texts in English; an ended process says so; no Urge where the server says no', async () => {
    const t = serve('en', { currNodeSet: [], hisNodeSet: [{ ...info.hisNodeSet[0], status: 'rejected' }] });
    renderWithRuntime(t.runtime, <ProcessInfoTab {...props()} />);
    await screen.findByTestId('process-info');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Current step', 'Previous steps']);
    expect(screen.getByText('The process has ended')).toBeTruthy();
    expect(nodes()).toEqual(['风险评估|Rejected']);
    expect(screen.getByText('Handlers: 王五(Wang Wu)')).toBeTruthy();
    expect(screen.queryByTestId('process-urge')).toBeNull();
    cleanup();

    const u = serve('en', { currNodeSet: [{ ...info.currNodeSet[0], canUrge: false }], hisNodeSet: [] });
    u.server.on('POST', URGE, ok(true));
    renderWithRuntime(u.runtime, <ProcessInfoTab {...props()} />);
    await screen.findByTestId('process-info');
    expect(nodes()).toEqual(['CAB 审批|In progress']);
    expect(screen.queryByTestId('process-urge')).toBeNull();
  });

  it('en: urge succeeded toast in English', async () => {
    const t = serve('en');
    t.server.on('POST', URGE, ok(true));
    renderWithRuntime(t.runtime, <ProcessInfoTab {...props()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Urge “CAB 审批”' }));
    await waitFor(() => expect(t.events['toast:show']).toEqual([{ type: 'success', message: 'Urge succeeded' }]));
  });
});
